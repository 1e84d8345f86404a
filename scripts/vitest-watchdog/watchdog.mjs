// Runs Vitest and watches it from outside. Vitest 4 has no liveness check of its own: a worker
// whose JavaScript is stuck, or a browser page that stops answering, never reports again, its test
// timeout cannot fire, and the run waits for ever (CI then stops it at its time limit with nothing
// said). The progress reporter names what each test file is doing and for how long it may be
// silent doing it; when a file stays silent past that, this prints the file and what it was
// doing, asks every Node process of the run for its JavaScript stack (Node's diagnostic report),
// ends the run and runs the files that had not ended once more. A file that hangs again fails the
// command. A test that fails is never run again.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  rmSync,
} from 'node:fs';
import { constants as osConstants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPORTER = path.join(here, 'progress-reporter.mjs');
const POLL_MS = 2_000;
/** How long Vitest may take to exit once every test file has ended. */
const EXIT_GRACE_MS = 120_000;
/** How long the stuck run's Node processes get to write their diagnostic reports. */
const REPORT_WAIT_MS = 8_000;

/** How long a run may go without any event while no file is running (files left to hand out). */
const IDLE_MS = 300_000;

/** @typedef {{ exitGraceMs: number, reportWaitMs: number, idleMs: number }} Waits */

/**
 * @typedef {{ file: string, project: string, ok: boolean, passed: number, failed: number, skipped: number }} Ended
 * @typedef {{ project: string, doing: string, since: number, quietFor: number }} Running
 */

/** The progress file read so far: the run's files, the ones still running, the ones ended. */
export class Progress {
  /**
   * @param {string} file
   * @param {number} startedAt when the run was started: its first event is awaited from then
   */
  constructor(file, startedAt) {
    this.file = file;
    this.lastEventAt = startedAt;
    this.offset = 0;
    /** @type {Map<string, string>} */
    this.files = new Map();
    /** @type {Map<string, Running>} */
    this.running = new Map();
    /** @type {Map<string, Ended>} */
    this.ended = new Map();
    this.unhandledErrors = 0;
    this.runEnded = false;
    /** When the last of the run's files ended. */
    this.allEndedAt = null;
  }

  /** Applies the lines written since the last read. */
  read() {
    if (!existsSync(this.file)) return;
    const fd = openSync(this.file, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size <= this.offset) return;
      const bytes = Buffer.alloc(size - this.offset);
      readSync(fd, bytes, 0, bytes.length, this.offset);
      const complete = bytes.lastIndexOf(0x0a) + 1;
      for (const line of bytes.subarray(0, complete).toString('utf8').split('\n'))
        if (line) this.apply(JSON.parse(line));
      this.offset += complete;
    } finally {
      closeSync(fd);
    }
  }

  apply(event) {
    this.lastEventAt = event.at;
    if (event.t === 'files') for (const { file, project } of event.files) this.files.set(file, project);
    else if (event.t === 'doing' && !this.ended.has(event.file)) {
      this.running.set(event.file, {
        project: event.project,
        doing: event.doing,
        since: event.at,
        quietFor: event.quietFor,
      });
    } else if (event.t === 'end') {
      this.running.delete(event.file);
      this.ended.set(event.file, event);
      if (this.ended.size === this.files.size) this.allEndedAt = event.at;
    } else if (event.t === 'run-end') {
      this.runEnded = true;
      this.unhandledErrors += event.unhandledErrors;
    }
  }

  /**
   * What the run is stuck on, a sentence each: the running files silent for longer than what they
   * are doing may take, or, with none running, files left that Vitest stopped handing out.
   * @param {number} now
   * @param {number} idleMs
   * @param {string} cwd paths are said relative to it
   * @returns {string[]}
   */
  hangs(now, idleMs, cwd) {
    const seconds = (since) => `${Math.round((now - since) / 1000)} s`;
    const silent = [...this.running]
      .filter(([, run]) => now - run.since > run.quietFor)
      .map(
        ([file, run]) => `${run.project} ${path.relative(cwd, file)}: ${run.doing}, silent for ${seconds(run.since)}`,
      );
    if (silent.length > 0 || this.running.size > 0 || now - this.lastEventAt <= idleMs) return silent;
    if (this.files.size === 0) return [`Vitest started no test file, silent for ${seconds(this.lastEventAt)}`];
    const left = [...this.files.keys()].filter((file) => !this.ended.has(file));
    if (left.length === 0) return [];
    const some = left.slice(0, 3).map((file) => path.relative(cwd, file));
    return [
      `${left.length} test files never started (${some.join(', ')}${left.length > 3 ? ', …' : ''}), nothing running, silent for ${seconds(this.lastEventAt)}`,
    ];
  }
}

/** The process ids below `pid`, from /proc (Linux: where CI and these machines run). */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the table was read.
    }
  }
  const found = [];
  const walk = (id) => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

const commandLine = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
};

/**
 * A Node process that inherited the report flag. Others inherit `NODE_OPTIONS` too (esbuild, the
 * browser), and SIGUSR2 would end them.
 */
const reportsOnSignal = (pid) => {
  try {
    return (
      path.basename(readlinkSync(`/proc/${pid}/exe`)) === 'node' &&
      readFileSync(`/proc/${pid}/environ`, 'utf8').includes('--report-on-signal')
    );
  } catch {
    return false;
  }
};

/** Asks the run's Node processes for a diagnostic report and prints where each one's JavaScript is. */
async function printStacks(pid, reportDirectory, log, reportWaitMs) {
  const nodes = [pid, ...descendants(pid)].filter(reportsOnSignal);
  for (const id of nodes) {
    try {
      process.kill(id, 'SIGUSR2');
    } catch {
      // Already gone.
    }
  }
  const reportOf = new Map();
  const until = Date.now() + reportWaitMs;
  while (reportOf.size < nodes.length && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    for (const name of readdirSync(reportDirectory)) {
      const id = Number(name.split('.')[3]);
      if (!nodes.includes(id) || reportOf.has(id)) continue;
      try {
        reportOf.set(id, JSON.parse(readFileSync(path.join(reportDirectory, name), 'utf8')));
      } catch {
        // Still being written.
      }
    }
  }
  for (const id of nodes) {
    const report = reportOf.get(id);
    log(`\n  process ${id}: ${commandLine(id).slice(0, 200)}`);
    if (!report) {
      log('    no report: its JavaScript never let the signal through (a synchronous loop or wait).');
      continue;
    }
    const stack = report.javascriptStack?.stack ?? [];
    log(`    JavaScript: ${report.javascriptStack?.message ?? '(idle)'}`);
    for (const frame of stack.slice(0, 12)) log(`      ${frame.trim()}`);
    const handles = new Map();
    for (const handle of report.libuv ?? []) {
      if (!handle.is_active) continue;
      const key = handle.type === 'tcp' && handle.remoteEndpoint ? `tcp to ${handle.remoteEndpoint.port}` : handle.type;
      handles.set(key, (handles.get(key) ?? 0) + 1);
    }
    log(`    waiting on: ${[...handles].map(([type, count]) => `${count} ${type}`).join(', ') || 'nothing'}`);
  }
}

/**
 * One Vitest run under watch. `closed`: the run reported its own end, or every file had ended
 * when it was ended for not exiting.
 * @returns {Promise<{ code: number, hung: boolean, hangs: string[], progress: Progress, closed: boolean }>}
 */
async function watchedRun({ vitest, args, env, cwd, progressFile, reportDirectory, log, waits, stdio }) {
  rmSync(progressFile, { force: true });
  rmSync(reportDirectory, { recursive: true, force: true });
  mkdirSync(reportDirectory, { recursive: true });
  const progress = new Progress(progressFile, Date.now());
  const reportFlags = `--report-on-signal --report-directory=${reportDirectory}`;
  const child = spawn(vitest, [...args, '--reporter=default', `--reporter=${REPORTER}`], {
    cwd,
    stdio,
    // Its own process group, so ending a stuck run ends its workers, browser and servers with it.
    detached: true,
    env: {
      ...env,
      VITEST_PROGRESS_FILE: progressFile,
      NODE_OPTIONS: [env.NODE_OPTIONS, reportFlags].filter(Boolean).join(' '),
    },
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const end = () => {
    // The group, and each process below the run by id: a browser is started in a group of its own.
    for (const id of [-child.pid, ...descendants(child.pid)]) {
      try {
        process.kill(id, 'SIGKILL');
      } catch {
        // It ended meanwhile.
      }
    }
  };
  // The run has a process group of its own, so a Ctrl-C or a kill of this command must end it here.
  const onSignal = (signal) => {
    end();
    process.exit(128 + (osConstants.signals[signal] ?? 1));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  void exited.then(() => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  });
  for (;;) {
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), POLL_MS))]);
    progress.read();
    if (code !== null) return { code, hung: false, hangs: [], progress, closed: progress.runEnded };
    if (progress.allEndedAt !== null && Date.now() - progress.allEndedAt > waits.exitGraceMs) {
      // Every file has reported; what keeps Vitest up is its closing (a worker or the browser).
      log(`\n⚠ Every test file ended but Vitest did not exit within ${waits.exitGraceMs / 1000} s: ended it.`);
      await printStacks(child.pid, reportDirectory, log, waits.reportWaitMs);
      end();
      await exited;
      progress.read();
      // Without its closing summary the run's errors outside files are unknown; every file's are,
      // so the run counts as closed.
      return { code: progress.unhandledErrors === 0 ? 0 : 1, hung: false, hangs: [], progress, closed: true };
    }
    const hangs = progress.hangs(Date.now(), waits.idleMs, cwd);
    if (hangs.length === 0) continue;
    log('\n⚠ Vitest stopped answering: these test files went silent for longer than what they were doing may take.');
    for (const hang of hangs) log(`  ${hang}`);
    log('Where each Node process of the run is:');
    await printStacks(child.pid, reportDirectory, log, waits.reportWaitMs);
    end();
    await exited;
    progress.read();
    return { code: 1, hung: true, hangs, progress, closed: false };
  }
}

/**
 * Runs `vitest run` with the options and file filters in `args`; a run that hangs is ended and the
 * test files it had not finished are run once more, with the same options. Counts come from the
 * progress files: a killed run writes no report of its own.
 * @returns {Promise<{ ok: boolean, passed: number, failed: number, skipped: number, hangs: string[] }>}
 */
export async function runVitestWatched({
  vitest,
  options = [],
  filters = [],
  env,
  cwd,
  workDirectory,
  log = console.log,
  stdio = 'inherit',
  waits = { exitGraceMs: EXIT_GRACE_MS, reportWaitMs: REPORT_WAIT_MS, idleMs: IDLE_MS },
}) {
  mkdirSync(workDirectory, { recursive: true });
  const progressFile = path.join(workDirectory, 'vitest-progress.jsonl');
  const reportDirectory = path.join(workDirectory, 'stuck-reports');
  /** @type {Map<string, Ended>} */
  const ended = new Map();
  let runArgs = ['run', ...options, ...filters];
  /** Each hang as it was printed, said again with the totals at the end of the log. */
  const hangs = [];
  for (;;) {
    const {
      code,
      hung,
      hangs: found,
      progress,
      closed,
    } = await watchedRun({
      vitest,
      args: runArgs,
      env,
      cwd,
      progressFile,
      reportDirectory,
      log,
      waits,
      stdio,
    });
    for (const [file, record] of progress.ended) ended.set(file, record);
    hangs.push(...found);
    const unfinished = [...progress.files].filter(([file]) => !progress.ended.has(file));
    if (!hung) {
      const ok = code === 0 && closed && progress.unhandledErrors === 0 && unfinished.length === 0;
      return { ok: ok && [...ended.values()].every((record) => record.ok), ...totals(ended), hangs };
    }
    if (hangs.length > found.length) {
      log('\n✗ The test files named above hung again when run once more.');
      return { ok: false, ...totals(ended), hangs };
    }
    if (progress.files.size === 0) {
      // It hung before it listed its files: all of them, as asked.
      log('\n↻ Running the test files once more.');
      continue;
    }
    log(`\n↻ Running the ${unfinished.length} test files that had not ended once more.`);
    // Whole paths: each names its one file, in whichever project it is.
    runArgs = ['run', ...options, ...unfinished.map(([file]) => file)];
  }
}

/** @param {Map<string, Ended>} ended */
function totals(ended) {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  for (const record of ended.values()) {
    sum.passed += record.passed;
    sum.failed += record.failed;
    sum.skipped += record.skipped;
  }
  return sum;
}
