#!/usr/bin/env node
// `npm run bench:realtime` (not part of `npm test`): how /realtime/v1 fans one change out, NOT a test.
// It bundles the server with esbuild (packages/server/bundle-options.mjs, the build's own options,
// so plain `node` runs it: no .ts is imported at run time), starts it in a child process over a
// temporary embedded database, and measures with raw Phoenix sockets:
//   1. one subscriber: the time from a write's answer to the change's arrival;
//   2. 500 subscribers on `blogs` (half anonymous, half signed-in customers, one socket each):
//      how long after the first the last one receives each INSERT (goal: within 100 ms);
//   3. 2,000 subscribers: an unrelated read (GET /rest/v1/service_categories) sent over and over
//      while each change fans out, and its slowest answer (goal: within 50 ms);
//   4. one socket that asks for 1,000 channels: how many it gets.
// Sockets leave from many loopback addresses (127.1.x.y), 10 per address.
//
//   node scripts/bench-realtime.mjs [--root <checkout>] [--changes 5] [--subscribers 500] [--fanout 2000]
//
// --root benches another checkout of the project (e.g. `git worktree add /tmp/rt-old <commit>`),
// for before → after numbers; the default is this one.

import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const ANON_KEY = 'local-anon-key';
const JWT_SECRET = 'bench-realtime-secret-bench-realtime-secret';
const SOCKETS_PER_ADDRESS = 10;
const WAIT_MS = 60_000;

function parseArgs(argv) {
  const options = { root: here, changes: 5, subscribers: 500, fanout: 2000 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--root') options.root = resolve(String(value));
    else if (['--changes', '--subscribers', '--fanout'].includes(flag)) {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} needs a positive whole number.`);
      options[flag.slice(2)] = number;
    } else throw new Error(`Unknown option ${flag}.`);
  }
  return options;
}

const bundleFileIn = (root) => join(root, 'packages/server/dist/bench/realtime-server.mjs');

async function buildServerBundle(root) {
  const serverDir = join(root, 'packages/server');
  const { build } = createRequire(join(serverDir, 'package.json'))('esbuild');
  const { serverBundleOptions } = await import(pathToFileURL(join(serverDir, 'bundle-options.mjs')).href);
  const { entryPoints: _entry, ...options } = serverBundleOptions('', bundleFileIn(root));
  await build({
    ...options,
    stdin: {
      contents: [
        "export { startServer } from './src/server.ts';",
        "export { startSession } from './src/auth/session-tokens.ts';",
        "export { findUserById } from './src/auth/users.ts';",
      ].join('\n'),
      resolveDir: serverDir,
      loader: 'ts',
    },
  });
}

// ─── The server, in a child process ──────────────────────────────────────────────────────────

async function startBenchServer(root, dataDir) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL', 'PORT', 'HOST', 'TRUST_PROXY']) {
    delete env[name];
  }
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...env, BENCH_ROOT: root, BENCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const [info] = await Promise.race([
      once(child, 'message'),
      exited.then((code) => Promise.reject(new Error(`The server exited (${code}) before it was ready.`))),
    ]);
    if (info.error) throw new Error(info.error);
    const ask = async (question) => {
      child.send(question);
      const [answer] = await once(child, 'message');
      if (answer.error) throw new Error(answer.error);
      return answer.result;
    };
    return { url: info.url, ask, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function serve() {
  try {
    const root = process.env.BENCH_ROOT;
    const { startServer, startSession, findUserById } = await import(pathToFileURL(bundleFileIn(root)).href);
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: process.env.BENCH_DATA_DIR,
      jwtSecret: JWT_SECRET,
      openapiFile: join(root, 'openapi/api-v1.yaml'),
      supabaseDir: join(root, 'supabase'),
      appDist: join(root, 'packages/app/dist'),
      logger: { info: () => undefined, warn: () => undefined, error: (m, e) => console.error(m, e ?? '') },
    });
    const tokenFor = async (userId) =>
      (
        await startSession(
          { db: server.db, jwtSecret: JWT_SECRET, now: () => new Date() },
          await findUserById(server.db, userId),
        )
      ).accessToken;
    process.on('message', async (question) => {
      try {
        if (question.type === 'admin') {
          const [admin] = await server.db.query("select id from users where email = 'admin@demo.test'");
          process.send({ result: await tokenFor(admin.id) });
        } else if (question.type === 'customers') {
          const tokens = [];
          for (let i = 0; i < question.count; i++) {
            const [user] = await server.db.query(
              `insert into users (email, password_hash, name, user_type, is_verified)
               values ($1, 'not-a-hash', 'Bench Customer', 'customer', true) returning id`,
              [`bench-${question.from + i}-${Date.now()}@bench.test`],
            );
            tokens.push(await tokenFor(user.id));
          }
          process.send({ result: tokens });
        } else throw new Error(`Unknown question ${question.type}.`);
      } catch (error) {
        process.send({ error: error instanceof Error ? error.message : String(error) });
      }
    });
    const stop = () => server.close().finally(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    process.send({ url: server.url });
  } catch (error) {
    process.send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
}

// ─── Clients ─────────────────────────────────────────────────────────────────────────────────

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function request(url, method, path, { body, token } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolveRequest, reject) => {
    const started = performance.now();
    const req = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          apikey: ANON_KEY,
          authorization: `Bearer ${token ?? ANON_KEY}`,
          ...(payload ? { 'content-type': 'application/json', prefer: 'return=minimal' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolveRequest({ status: response.statusCode, text, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const addressOf = (index) => {
  const slot = Math.floor(index / SOCKETS_PER_ADDRESS);
  return `127.1.${Math.floor(slot / 250)}.${(slot % 250) + 1}`;
};

/** A raw socket joined to one channel on blogs INSERTs; `arrivals` collects when changes came. */
async function subscriber(WebSocket, url, index, token) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`, {
    localAddress: addressOf(index),
  });
  const arrivals = new Map();
  let onArrival = () => undefined;
  await new Promise((resolveOpen, reject) => {
    socket.once('open', resolveOpen);
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, response) => reject(new Error(`refused with ${response.statusCode}`)));
  });
  const joined = new Promise((resolveJoin) => {
    socket.on('message', (data) => {
      const [, ref, , event, payload] = JSON.parse(data.toString());
      if (event === 'phx_reply' && ref === '1') resolveJoin(payload.status === 'ok');
      if (event === 'postgres_changes') {
        const slug = payload.data?.record?.slug;
        arrivals.set(slug, performance.now());
        onArrival(slug);
      }
    });
  });
  socket.send(
    JSON.stringify([
      '1',
      '1',
      `realtime:bench-${index}`,
      'phx_join',
      {
        config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'blogs' }], private: false },
        ...(token ? { access_token: token } : {}),
      },
    ]),
  );
  if (!(await joined)) throw new Error(`Subscriber ${index} was refused.`);
  return {
    arrivals,
    set onArrival(fn) {
      onArrival = fn;
    },
    close: () => socket.terminate(),
  };
}

let written = 0;
async function publish(url, adminToken) {
  const slug = `bench-post-${++written}-${Date.now()}`;
  const started = performance.now();
  const answer = await request(url, 'POST', '/rest/v1/blogs', {
    body: { title: `Bench post ${written}`, slug, is_published: true },
    token: adminToken,
  });
  if (answer.status !== 201) throw new Error(`Writing a blog post answered ${answer.status}: ${answer.text}`);
  return { slug, started };
}

/** Resolves when every subscriber has the change, or after WAIT_MS with how many did. */
function allArrived(subscribers, slug) {
  return new Promise((resolveAll) => {
    const missing = () => subscribers.filter((s) => !s.arrivals.has(slug)).length;
    const timer = setTimeout(() => resolveAll(false), WAIT_MS);
    const check = () => {
      if (missing() === 0) {
        clearTimeout(timer);
        resolveAll(true);
      }
    };
    for (const s of subscribers) s.onArrival = check;
    check();
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value) => `${value.toFixed(1)} ms`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const WebSocket = createRequire(join(here, 'packages/server/package.json'))('ws');
  console.error(`▶ bundling the server of ${options.root}`);
  await buildServerBundle(options.root);
  mkdirSync(join(here, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(os.tmpdir(), 'ia-bench-realtime-'));
  const server = await startBenchServer(options.root, dataDir);
  const subscribers = [];
  try {
    console.error(`▶ server ready at ${server.url} (PGlite in ${dataDir})`);
    const adminToken = await server.ask({ type: 'admin' });
    const customers = await server.ask({ type: 'customers', count: Math.ceil(options.fanout / 2), from: 0 });
    const add = async (count) => {
      while (subscribers.length < count) {
        const batch = [];
        for (let i = 0; i < 50 && subscribers.length + batch.length < count; i++) {
          const index = subscribers.length + batch.length;
          // Every other subscriber signs in, each as a different customer.
          batch.push(
            subscriber(WebSocket, server.url, index, index % 2 === 1 ? customers[(index - 1) / 2] : undefined),
          );
        }
        subscribers.push(...(await Promise.all(batch)));
      }
    };

    // 1. One subscriber.
    await add(1);
    const single = [];
    for (let i = 0; i < options.changes + 1; i++) {
      const { slug, started } = await publish(server.url, adminToken);
      await allArrived(subscribers, slug);
      if (i > 0) single.push(subscribers[0].arrivals.get(slug) - started);
    }
    console.log(`1 subscriber: write → arrival, median ${ms(median(single))}`);

    // 2. Many subscribers: the spread from the first to the last.
    await add(options.subscribers);
    const spreads = [];
    const lasts = [];
    for (let i = 0; i < options.changes; i++) {
      const { slug, started } = await publish(server.url, adminToken);
      const complete = await allArrived(subscribers, slug);
      const times = subscribers.map((s) => s.arrivals.get(slug)).filter((t) => t !== undefined);
      if (!complete) console.log(`  change ${i + 1}: only ${times.length} of ${subscribers.length} arrived`);
      spreads.push(Math.max(...times) - Math.min(...times));
      lasts.push(Math.max(...times) - started);
    }
    console.log(
      `${subscribers.length} subscribers: last − first arrival median ${ms(median(spreads))}, max ${ms(Math.max(...spreads))}; ` +
        `write → last arrival median ${ms(median(lasts))} (${(median(lasts) / median(single)).toFixed(0)}× one subscriber)`,
    );

    // 3. An unrelated read while a change fans out to many subscribers.
    await add(options.fanout);
    const reads = [];
    const fanouts = [];
    for (let i = 0; i < options.changes; i++) {
      const { slug, started } = await publish(server.url, adminToken);
      let done = false;
      const arrived = allArrived(subscribers, slug).then((complete) => {
        done = true;
        return complete;
      });
      while (!done) {
        const answer = await request(server.url, 'GET', '/rest/v1/service_categories?select=id&limit=1');
        if (answer.status !== 200) throw new Error(`The unrelated read answered ${answer.status}: ${answer.text}`);
        reads.push(answer.ms);
        await new Promise((resolveTick) => setTimeout(resolveTick, 5));
      }
      const complete = await arrived;
      const times = subscribers.map((s) => s.arrivals.get(slug)).filter((t) => t !== undefined);
      if (!complete) console.log(`  change ${i + 1}: only ${times.length} of ${subscribers.length} arrived`);
      fanouts.push(Math.max(...times) - started);
    }
    console.log(
      `${subscribers.length} subscribers: write → last arrival median ${ms(median(fanouts))}; ` +
        `unrelated read during the fan-out: ${reads.length} reads, median ${ms(median(reads))}, max ${ms(Math.max(...reads))}`,
    );
    for (const s of subscribers.splice(0)) s.close();

    // 4. One socket asking for many channels.
    const greedy = new WebSocket(
      `${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`,
      {
        localAddress: '127.2.0.1',
      },
    );
    await once(greedy, 'open');
    const asked = 1000;
    const replies = { ok: 0, error: 0 };
    const reasons = new Set();
    const answered = new Promise((resolveAll) => {
      greedy.on('message', (data) => {
        const [, , , event, payload] = JSON.parse(data.toString());
        if (event !== 'phx_reply') return;
        replies[payload.status === 'ok' ? 'ok' : 'error']++;
        if (payload.response?.reason) reasons.add(payload.response.reason);
        if (replies.ok + replies.error === asked) resolveAll();
      });
      greedy.on('close', resolveAll);
    });
    const startedJoins = performance.now();
    for (let i = 0; i < asked; i++) {
      greedy.send(
        JSON.stringify([
          `${i}`,
          `${i}`,
          `realtime:greedy-${i}`,
          'phx_join',
          { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'profiles' }] } },
        ]),
      );
    }
    await answered;
    console.log(
      `one socket asking for ${asked} channels: ${replies.ok} joined, ${replies.error} refused in ${ms(performance.now() - startedJoins)}` +
        (reasons.size > 0 ? ` (${[...reasons].join('; ')})` : ''),
    );
    greedy.terminate();
  } finally {
    for (const s of subscribers) s.close();
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve();
else {
  await main();
  process.exit(0);
}
