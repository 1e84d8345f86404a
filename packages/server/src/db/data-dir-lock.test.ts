import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const freshFolder = () => {
  const parent = mkdtempSync(join(tmpdir(), 'ia-lock-'));
  folders.push(parent);
  return join(parent, 'pglite');
};

/** A live process that is not a server of ours (what a reused pid points at after a restart). */
const otherProcess = () => {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child.pid ?? 0;
};

/** When a process started, as the lock records it (field 22 of /proc/<pid>/stat). */
const startedAt = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

describe('the data folder lock', () => {
  it('names its owner, refuses a second open in the same process, and is gone once released', () => {
    const folder = freshFolder();
    const release = lockDataDir(folder);
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8'))).toEqual({
      pid: process.pid,
      started: startedAt(process.pid),
    });
    expect(() => lockDataDir(folder)).toThrow(`is in use by process ${process.pid}`);
    release();
    lockDataDir(folder)();
  });

  it('takes over a lock a crashed server left naming our own pid (a restarted container reuses pids)', () => {
    const folder = freshFolder();
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: process.pid, started: '1' }));
    lockDataDir(folder)();
    writeFileSync(`${folder}.lock`, String(process.pid));
    lockDataDir(folder)();
  });

  it('takes over a lock whose pid now belongs to a process that is not a server of ours', () => {
    const folder = freshFolder();
    const pid = otherProcess();
    // A server recorded this pid when it started, long before the process that has it now.
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid, started: '1' }));
    lockDataDir(folder)();
    // A lock from before start times were recorded: the pid alone, held by something that is not Node.
    writeFileSync(`${folder}.lock`, String(pid));
    lockDataDir(folder)();
  });

  it('takes over a lock whose process is gone', () => {
    const folder = freshFolder();
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: 2 ** 22 + 7, started: '1' }));
    lockDataDir(folder)();
  });

  it('takes over the lock of a server killed with -9 that its parent has not collected yet (a zombie)', async () => {
    const folder = freshFolder();
    // A process whose parent never waits for it: killed, it stays a zombie while the parent lives.
    const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const pid = Number(
      await new Promise<string>((resolve) => parent.stdout?.once('data', (data) => resolve(String(data)))),
    );
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid, started: startedAt(pid) }));
    expect(() => lockDataDir(folder)).toThrow(`is in use by process ${pid}`);
    // Until the shell has become `sleep` it may still reap its child (dash does between commands).
    await expect.poll(() => readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim(), { timeout: 15_000 }).toBe('sleep');
    process.kill(pid, 'SIGKILL');
    await expect
      .poll(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0], { timeout: 15_000 })
      .toBe('Z');
    lockDataDir(folder)();
  });

  it('refuses a folder whose lock names a live process that started when the lock says', () => {
    const folder = freshFolder();
    const pid = otherProcess();
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid, started: startedAt(pid) }));
    expect(() => lockDataDir(folder)).toThrow(new RegExp(`The embedded database in .* is in use by process ${pid}`));
  });
});
