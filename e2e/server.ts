import { rmSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from '../packages/server/src/server';

export type TestServer = RunningServer & { stop(): Promise<void> };

const quiet = { info: () => undefined, warn: () => undefined, error: console.error };
/**
 * Throwaway folders need no sync to disk at each commit: on a machine whose disk other work kept
 * busy, a server's start on a seeded folder took 41–61 s with it and 26–27 s without (load 27).
 */
const throwaway = { databaseUrl: undefined, logger: quiet, pgliteFsync: false };

let template: Promise<string> | undefined;

/**
 * A data folder the server has migrated and seeded once for every journey of this process:
 * each file's server starts on a copy, which skips the migrations and seed (seconds per file).
 */
function templateDataDir(): Promise<string> {
  template ??= (async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'injury-assist-e2e-template-'));
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, ...throwaway });
    await server.close();
    return dataDir;
  })();
  return template;
}

/** The real server on a free port with a fresh embedded database in a temporary folder; `now` moves its clock. */
export async function startTestServer({ now }: { now?: () => Date } = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'injury-assist-e2e-'));
  await cp(await templateDataDir(), dataDir, { recursive: true });
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, ...throwaway, now });
  return {
    ...server,
    async stop() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
