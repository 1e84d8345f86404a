import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from '../packages/server/src/server';

export type TestServer = RunningServer & { stop(): Promise<void> };

/** The real server on a free port with a fresh embedded database in a temporary folder; `now` moves its clock. */
export async function startTestServer({ now }: { now?: () => Date } = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'injury-assist-e2e-'));
  const quiet = { info: () => undefined, warn: () => undefined, error: console.error };
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, logger: quiet, now });
  return {
    ...server,
    async stop() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
