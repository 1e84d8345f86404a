import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { findRepoRoot } from '../../repo-root';

export type SoakDriver = 'pglite' | 'postgres';

/** How long SIGTERM may take before the soak calls the shutdown hung (issue 21). */
export const SIGTERM_LIMIT_MS = 10_000;

export interface SoakServer {
  url: string;
  pid: number;
  /** DATA_DIR: the embedded database (PGlite) and the uploads. */
  dataDir: string;
  /** The server's resident memory now, from /proc/<pid>/status. */
  rssMb(): number;
  /** What the server printed to stderr (its error log). */
  errors(): string;
  /** SIGTERM, then waits up to SIGTERM_LIMIT_MS; a server still running then is killed. */
  terminate(): Promise<{ exitedInMs: number | null; code: number | null }>;
  /** Removes DATA_DIR. */
  remove(): void;
}

/**
 * The built server (packages/server/dist/main.mjs, what `npm start` runs) in its own process, on
 * a fresh DATA_DIR, on a free loopback port. The bundle is built first when it is missing
 * (`npm test` and `npm run soak` build it before the soak).
 */
export async function startSoakServer({
  driver,
  databaseUrl,
}: {
  driver: SoakDriver;
  databaseUrl?: string;
}): Promise<SoakServer> {
  const root = findRepoRoot();
  const main = join(root, 'packages', 'server', 'dist', 'main.mjs');
  if (!existsSync(main)) buildServer(root);
  if (driver === 'postgres' && !databaseUrl) throw new Error('The PostgreSQL soak needs a database URL.');

  const dataDir = mkdtempSync(join(tmpdir(), `ia-soak-${driver}-`));
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: driver === 'postgres' ? databaseUrl : '',
      APP_DIST: join(dataDir, 'no-app'),
      // The simulated people come from many addresses, as real ones do (per-client limits).
      TRUST_PROXY: '1',
      SMTP_URL: '',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  // A soak given up (a test timeout, Ctrl-C) leaves no server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = await announcedUrl(child, exited, () => errors);
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    dataDir,
    rssMb: () => rssMb(pid),
    errors: () => errors,
    async terminate() {
      if (child.exitCode !== null || child.signalCode !== null) return { exitedInMs: 0, code: child.exitCode };
      const sent = Date.now();
      child.kill('SIGTERM');
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SIGTERM_LIMIT_MS).unref());
      const exit = await Promise.race([exited, timeout]);
      if (exit === null) {
        child.kill('SIGKILL');
        await exited;
        return { exitedInMs: null, code: null };
      }
      return { exitedInMs: Date.now() - sent, code: exit[0] };
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function buildServer(root: string): void {
  const result = spawnSync(process.execPath, [join(root, 'packages', 'server', 'build.mjs')], {
    cwd: join(root, 'packages', 'server'),
    encoding: 'utf8',
    // A synchronous wait blocks the test worker, where no test timeout can fire.
    timeout: 180_000,
    killSignal: 'SIGKILL',
  });
  if (result.status !== 0)
    throw new Error(
      `Building the server failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}`,
    );
}

/** main.ts prints "Injury Assist is running at <url>" once it answers. */
function announcedUrl(child: ChildProcess, exited: Promise<unknown>, errors: () => string): Promise<string> {
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  return new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const url = /is running at (http:\/\/\S+)/.exec(line)?.[1];
      if (url) resolve(url);
    });
    void exited.then(() => reject(new Error(`The server exited before it was ready:\n${errors()}`)));
  });
}

function rssMb(pid: number): number {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return Number.NaN;
  }
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}
