#!/usr/bin/env node
// A throwaway PostgreSQL server for tests: a fresh cluster in a temporary folder, on a free
// loopback port, with trust authentication and durability switched off for speed.
//
//   import { startCluster } from './postgres-cluster.mjs';
//   const { url, stop } = await startCluster();   // postgres://postgres@127.0.0.1:<port>/postgres
//
//   node scripts/postgres-cluster.mjs -- npx vitest run   # runs the command with TEST_DATABASE_URL
//   node scripts/postgres-cluster.mjs                     # prints the URL, runs until Ctrl-C
//
// PostgreSQL comes from PATH or /usr/lib/postgresql/<version>/bin; when it is missing and we are
// root on Debian, `apt-get install postgresql` provides it. initdb refuses to run as root, so as
// root the cluster is created and run by the `postgres` OS user.

import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const START_TIMEOUT_SECONDS = 60;
const COMMAND_TIMEOUT_MS = 120_000;
const INSTALL_TIMEOUT_MS = 15 * 60_000;

/**
 * Starts a fresh cluster. Resolves to its URL and a `stop()` that shuts it down and deletes
 * its files; the cluster is also stopped when this process exits.
 */
export async function startCluster({ log = (line) => console.error(line) } = {}) {
  const bin = findPostgresBin() ?? installPostgres(log);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : undefined;

  const dir = mkdtempSync(join(tmpdir(), 'ia-postgres-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (owner) chownSync(dir, owner.uid, owner.gid);

  const run = (program, args, timeout = COMMAND_TIMEOUT_MS) => {
    const [command, fullArgs] = owner
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout, cwd: dir });
    if (result.error) throw new Error(`${program} could not run: ${result.error.message}`);
    if (result.status !== 0) {
      throw new Error(
        `${program} ${args.join(' ')} failed (exit ${result.status}):\n${result.stderr || result.stdout}`,
      );
    }
    return result.stdout;
  };

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopOnExit);
    try {
      if (existsSync(join(dataDir, 'postmaster.pid'))) run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A test run that crashes or is interrupted must not leave a server behind.
  const stopOnExit = () => {
    if (!stopped) void stop().catch(() => undefined);
  };
  process.on('exit', stopOnExit);

  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
    const port = await freePort();
    // Settings go into the cluster's own file rather than a quoted -o string.
    appendFileSync(
      join(dataDir, 'postgresql.conf'),
      [
        '',
        '# throwaway test cluster (scripts/postgres-cluster.mjs)',
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'max_connections = 200',
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    run(
      'pg_ctl',
      ['start', '-D', dataDir, '-l', logFile, '-w', '-t', String(START_TIMEOUT_SECONDS)],
      (START_TIMEOUT_SECONDS + 10) * 1000,
    );
    await waitUntilReady(bin, port);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    const serverLog = existsSync(logFile) ? `\nServer log:\n${readFileSync(logFile, 'utf8').slice(-2000)}` : '';
    await stop().catch(() => undefined);
    throw new Error(`Could not start a PostgreSQL test cluster: ${error.message}${serverLog}`);
  }
}

/** The folder holding initdb and pg_ctl: from PATH, else the newest /usr/lib/postgresql/<version>/bin. */
function findPostgresBin() {
  const hasTools = (dir) => ['initdb', 'pg_ctl'].every((tool) => isExecutable(join(dir, tool)));
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && hasTools(dir)) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find(hasTools);
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function installPostgres(log) {
  if (process.getuid?.() !== 0 || !isExecutable('/usr/bin/apt-get')) {
    throw new Error(
      'PostgreSQL (initdb, pg_ctl) is not installed. Install it (e.g. `apt-get install postgresql`) and try again.',
    );
  }
  log('PostgreSQL is not installed; installing the Debian postgresql package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    const result = spawnSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
      timeout: INSTALL_TIMEOUT_MS,
    });
    if (result.status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error('apt-get installed postgresql, but initdb and pg_ctl are still not to be found.');
  return bin;
}

function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'Running as root needs a `postgres` OS user to own the cluster (initdb refuses root); none exists.',
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** pg_ctl -w already waits; this also proves the TCP listener answers before anyone connects. */
async function waitUntilReady(bin, port) {
  const pgIsReady = [join(bin, 'pg_isready'), '/usr/bin/pg_isready'].find(isExecutable);
  if (!pgIsReady) return;
  const deadline = Date.now() + START_TIMEOUT_SECONDS * 1000;
  for (;;) {
    const result = spawnSync(pgIsReady, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-t', '2'], {
      encoding: 'utf8',
    });
    if (result.status === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `the server on port ${port} was not ready after ${START_TIMEOUT_SECONDS} s: ${result.stdout.trim()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main(argv) {
  const separator = argv.indexOf('--');
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const cluster = await startCluster();

  if (command.length === 0) {
    console.log(cluster.url);
    console.error('PostgreSQL is running; press Ctrl-C to stop it and delete its files.');
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await cluster.stop();
    return 0;
  }

  const [program, ...args] = command;
  const child = spawn(program, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  // Ctrl-C reaches the child through the terminal; a TERM sent to us alone is passed on.
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', forward);
  const code = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not run ${program}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  await cluster.stop();
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
