import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../bundle-options.mjs';
import { loadConfig } from '../config';

/** A real server in its own process, as `npm start` runs it: tests kill it, or start a second. */
export interface ChildServer {
  url: string;
  pid: number;
  process: ChildProcess;
  /** SIGKILL (kill -9): no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

let bundle: Promise<string> | undefined;

/** The server bundled once per test process (as the build bundles it), with a runner beside it. */
function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const serverDir = fileURLToPath(new URL('../..', import.meta.url));
    // Inside the package, so the bundle's imports resolve from its node_modules. Written aside and
    // renamed: test processes building at once never run half a file.
    const dir = join(serverDir, 'dist', 'test-child');
    mkdirSync(dir, { recursive: true });
    const partial = join(dir, `server-${process.pid}.mjs`);
    await build(serverBundleOptions(join(serverDir, 'src', 'index.ts'), partial));
    renameSync(partial, join(dir, 'server.mjs'));
    const runner = join(dir, 'run.mjs');
    writeFileSync(
      `${runner}.${process.pid}`,
      `import { startServer, stopOnSignals } from './server.mjs';
const log = { info() {}, warn() {}, error: (m, e) => console.error(m, e ?? '') };
const server = await startServer({ port: 0, logger: log });
console.log(JSON.stringify({ url: server.url }));
stopOnSignals(server, { log });
`,
    );
    renameSync(`${runner}.${process.pid}`, runner);
    return runner;
  })();
  return bundle;
}

/** Starts a server process on `dataDir` (embedded PGlite) and waits until it answers. */
export async function startChildServer(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const runner = await serverBundle();
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
  const child = spawn(process.execPath, [runner], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      OPENAPI_FILE: config.openapiFile,
      SUPABASE_DIR: config.supabaseDir,
      APP_DIST: join(dataDir, 'no-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  const ready = new Promise<string>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    void exited.then(() => reject(new Error(`The child server exited before it was ready: ${errors}`)));
  });
  const url = await ready;
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    process: child,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
