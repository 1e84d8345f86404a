// The watchdog against a run that really hangs: a test file whose worker is blocked, where
// Vitest's own timeout cannot fire.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Progress, runVitestWatched } from './watchdog.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'watchdog-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function watch(name, filters, env) {
  const lines = [];
  const result = await runVitestWatched({
    vitest: path.join(root, 'node_modules/.bin/vitest'),
    options: ['--config', path.join(here, 'fixtures/vitest.config.mjs')],
    filters,
    cwd: root,
    workDirectory: path.join(work, name),
    // A test may take 1 s (the fixtures' timeout) and 1 s more, a file 5 s between two events.
    env: { ...process.env, VITEST_WATCHDOG_GRACE_MS: '1000', VITEST_WATCHDOG_BETWEEN_MS: '5000', ...env },
    log: (line) => lines.push(line),
    stdio: 'ignore',
    waits: { exitGraceMs: 20_000, reportWaitMs: 2_000, idleMs: 20_000 },
  });
  return { ...result, said: lines.join('\n') };
}

describe('npm test’s watchdog', () => {
  it('names the file a blocked worker is in, ends the run and runs the unfinished file once more', async () => {
    const { ok, passed, failed, hangs, said } = await watch('once', ['passes.fixture', 'blocks.fixture'], {
      WATCHDOG_BLOCK_ONCE: path.join(work, 'blocked-once'),
    });
    // The worker blocked before its report that the test had started reached Vitest.
    expect(said).toMatch(/blocks\.fixture\.mjs: between tests, silent for \d+ s/);
    // Its JavaScript never returns to the event loop, so the signal's report is never written.
    expect(said).toMatch(/no report: its JavaScript never let the signal through/);
    // With one worker the other file may not have started either (Vitest orders by past durations).
    expect(said).toMatch(/Running the [12] test files that had not ended once more/);
    expect({ ok, passed, failed }).toEqual({ ok: true, passed: 2, failed: 0 });
    expect(hangs).toEqual([expect.stringMatching(/^watchdog-fixtures .*blocks\.fixture\.mjs: between tests/)]);
  }, 120_000);

  it('fails the command when the file hangs again', async () => {
    const { ok, passed, hangs, said } = await watch('always', ['blocks.fixture'], {});
    expect(said).toMatch(/Running the 1 test files that had not ended once more/);
    expect(said).toMatch(/hung again when run once more/);
    expect({ ok, passed, hangs: hangs.length }).toEqual({ ok: false, passed: 0, hangs: 2 });
  }, 120_000);
});

describe('what the watchdog counts as a hang', () => {
  const file = path.join(work, 'events.jsonl');
  const a = path.join(root, 'a.test.ts');
  const b = path.join(root, 'b.test.ts');
  const progressAfter = (events) => {
    rmSync(file, { force: true });
    for (const event of events) appendFileSync(file, `${JSON.stringify(event)}\n`);
    const progress = new Progress(file, 0);
    progress.read();
    return progress;
  };
  const files = {
    t: 'files',
    files: [
      { file: a, project: 'server' },
      { file: b, project: 'server' },
    ],
    at: 0,
  };
  const testInA = { t: 'doing', file: a, project: 'server', doing: 'test “x”', quietFor: 200_000, at: 1_000 };

  it('a running file silent past what it is doing may take, not before', () => {
    const progress = progressAfter([files, testInA]);
    expect(progress.hangs(200_000, 300_000, root)).toEqual([]);
    expect(progress.hangs(202_000, 300_000, root)).toEqual(['server a.test.ts: test “x”, silent for 201 s']);
  });

  it('files left while nothing runs and nothing is said: Vitest stopped handing them out', () => {
    const endOfA = { t: 'end', file: a, project: 'server', ok: true, passed: 1, failed: 0, skipped: 0, at: 2_000 };
    const progress = progressAfter([files, testInA, endOfA]);
    expect(progress.hangs(301_000, 300_000, root)).toEqual([]);
    expect(progress.hangs(303_000, 300_000, root)).toEqual([
      '1 test files never started (b.test.ts), nothing running, silent for 301 s',
    ]);
  });

  it('a run that never starts a file', () => {
    expect(progressAfter([]).hangs(301_000, 300_000, root)).toEqual(['Vitest started no test file, silent for 301 s']);
  });
});
