import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/** The folders this process holds, so a second open of one in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * PGlite has no lock of its own, and two processes writing one data folder corrupt it (two
 * `start`s in two terminals). The lock file names its owner: the pid and, on Linux, when that
 * process started. A lock is stale, and taken over, when its process is gone, when it names this
 * very process (a container restarted and gave us the pid the crashed server had), or when the
 * pid now belongs to a process that started at another time (the pid was reused).
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = resolve(dataDir);
  const lockFile = `${folder}.lock`;
  if (heldHere.has(folder)) throw inUse(folder, process.pid, lockFile);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, started: processStart(process.pid) }));
      closeSync(fd);
      heldHere.add(folder);
      return () => {
        heldHere.delete(folder);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner && ownerIsAlive(owner)) throw inUse(folder, owner.pid, lockFile);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}: another process keeps taking ${lockFile}.`);
}

function inUse(folder: string, pid: number, lockFile: string): Error {
  return new Error(
    `The embedded database in ${folder} is in use by process ${pid}. Stop that server first, ` +
      `or set DATA_DIR to another folder. (If no such server runs, delete ${lockFile}.)`,
  );
}

interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), when it could be read. */
  started: string | undefined;
}

/** The owner named in the lock file; an older lock holds the bare pid. */
function readOwner(lockFile: string): LockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8').trim();
  } catch {
    return undefined;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), started: undefined };
  try {
    const parsed = JSON.parse(text) as { pid?: unknown; started?: unknown };
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : undefined };
  } catch {
    return undefined;
  }
}

function ownerIsAlive({ pid, started }: LockOwner): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  if (!pidExists(pid) || isZombie(pid)) return false;
  const startedNow = processStart(pid);
  if (startedNow === undefined) return true;
  // A different start time means another process now has the pid. A lock without one (written
  // before start times were recorded) can at least only belong to a Node process.
  return started === undefined ? processCommand(pid).includes('node') : startedNow === started;
}

function processCommand(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A process killed with -9 stays a zombie (state Z) until its parent collects it: it still has
 * its pid, but it holds no files and runs nothing, so its lock is stale.
 */
function isZombie(pid: number): boolean {
  return statFields(pid)?.[0] === 'Z';
}

/** The fields of /proc/<pid>/stat from field 3 (state) on, or undefined off Linux. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat (start time since boot), or undefined off Linux. */
function processStart(pid: number): string | undefined {
  return statFields(pid)?.[19];
}
