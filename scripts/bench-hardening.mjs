#!/usr/bin/env node
// Part of `npm run bench`: what an attacker or a burst can do to one server, NOT a test. It starts
// the real server (startServer) in a child process over a temporary embedded database and measures:
//   1. GET /health throughput and latency idle, and while 10 connections sign in correctly
//      (POST /login with the right password): password hashing must not starve the event loop;
//   2. 50 parallel wrong passwords for one address from one client, and 10 clients × 5 guesses at
//      one address: how many were checked (401) and how many refused (429); then whether the
//      account's owner, from a clean client, still gets in;
//   3. POST /auth/v1/recover for known and unknown addresses: the median time of 20 each;
//   4. 30 parallel uploads of a 5 MiB image by 30 customers: the server's resident memory;
//   5. the cost of a durable commit on the embedded database: single-row transactions per second
//      with and without an fsync of the write-ahead log at each commit.
// Clients are told apart by address: requests leave from 127.0.0.2, 127.0.0.3, … (all loopback).
//
//   node scripts/bench-hardening.mjs [--seconds 5] [--out .tmp/bench-hardening.md]

import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { buildServerBundle } from './server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages/server');
const bundleFile = join(serverDir, 'dist/bench/hardening-server.mjs');
const DEMO_PASSWORD = 'Demo1234!';
const MIB = 1024 * 1024;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  await buildServerBundle(bundleFile);
  const loadBefore = os.loadavg();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'ia-bench-hardening-'));
  const results = {};
  try {
    const server = await startBenchServer(dataDir);
    try {
      console.error(`▶ server ready at ${server.url} (PGlite in ${dataDir})`);
      results.health = await healthUnderSignIn(server, options);
      results.throttle = await throttleRace(server);
      results.recover = await recoverTiming(server);
      results.uploads = await uploadMemory(server);
    } finally {
      await server.stop();
    }
    results.durability = await durabilityCost(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const report = renderReport(results, options, loadBefore, os.loadavg());
  console.log(`\n${report}`);
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, report);
  console.log(`Written to ${relative(process.cwd(), options.out) || options.out}`);
}

function parseArgs(argv) {
  const options = { seconds: 5, out: join(root, '.tmp/bench-hardening.md') };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--seconds') {
      options.seconds = Number(value);
      if (!(options.seconds > 0)) throw new Error(`--seconds needs a positive number, not "${value}".`);
      i++;
    } else if (flag === '--out') {
      options.out = resolve(String(value));
      i++;
    } else throw new Error(`Unknown option ${flag}.`);
  }
  return options;
}

// ─── 1. Health while people sign in ──────────────────────────────────────────────────────────

async function healthUnderSignIn(server, { seconds }) {
  // Ten people signing in, each to their own account from their own address.
  const people = await server.ask({ type: 'users', count: 10, prefix: 'sign-in' });
  const health = () => ['GET', '/api/v1/health'];
  const signIn = (connection) => [
    'POST',
    '/api/v1/login',
    { email: people[connection].email, password: DEMO_PASSWORD },
    undefined,
    `127.0.5.${connection + 1}`,
  ];
  for (let i = 0; i < people.length; i++) {
    const check = await request(server.url, ...signIn(i));
    if (check.status !== 200) throw new Error(`A bench customer cannot sign in: ${check.status} ${check.text}`);
  }
  await measure(server.url, health, 10, 1000);
  const idle = await measure(server.url, health, 10, seconds * 1000);
  console.error(
    `  health idle: ${idle.rps.toFixed(0)} req/s, p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms`,
  );
  const [busy, signIns] = await Promise.all([
    measure(server.url, health, 10, seconds * 1000),
    measure(server.url, signIn, 10, seconds * 1000),
  ]);
  console.error(
    `  health while 10 connections sign in: ${busy.rps.toFixed(0)} req/s, p50 ${busy.p50.toFixed(1)} ms, ` +
      `p99 ${busy.p99.toFixed(1)} ms; sign-ins ${signIns.rps.toFixed(1)}/s (p50 ${signIns.p50.toFixed(0)} ms, ` +
      `${signIns.errors} not 200${signIns.firstError ? `: ${signIns.firstError}` : ''})`,
  );
  return { idle, busy, signIns };
}

// ─── 2. Guessing one address in parallel ─────────────────────────────────────────────────────

async function throttleRace(server) {
  const login = (email, password, localAddress) =>
    request(server.url, 'POST', '/api/v1/login', { email, password }, undefined, localAddress);
  const tally = (answers) => {
    const counts = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };
  const oneClient = tally(
    await Promise.all(Array.from({ length: 50 }, (_, i) => login('provider@demo.test', `wrong-${i}`, '127.0.0.2'))),
  );
  const clients = Array.from({ length: 10 }, (_, i) => `127.0.0.${10 + i}`);
  const manyClients = tally(
    await Promise.all(
      clients.flatMap((address) =>
        Array.from({ length: 5 }, (_, i) => login('admin@demo.test', `wrong-${address}-${i}`, address)),
      ),
    ),
  );
  const owner = await login('admin@demo.test', DEMO_PASSWORD, '127.0.0.99');
  console.error(
    `  50 parallel wrong passwords, one client: ${JSON.stringify(oneClient)}; 10 clients × 5: ` +
      `${JSON.stringify(manyClients)}; the owner from a clean client then: ${owner.status}`,
  );
  return { oneClient, manyClients, owner: owner.status };
}

// ─── 3. Recover: known and unknown addresses ─────────────────────────────────────────────────

async function recoverTiming(server) {
  const known = await server.ask({ type: 'users', count: 20, prefix: 'recover' });
  const time = async (email, localAddress) => {
    const at = performance.now();
    const answer = await request(server.url, 'POST', '/auth/v1/recover', { email }, undefined, localAddress);
    const ms = performance.now() - at;
    if (answer.status !== 200) throw new Error(`recover answered ${answer.status}: ${answer.text}`);
    return ms;
  };
  // Warm the paths, then alternate, each sample from its own client address.
  await time('warm-up@bench.test', '127.0.1.1');
  const knownMs = [];
  const unknownMs = [];
  // A pause after each request lets the mail it started go out before the next one is timed, and
  // the two kinds take turns going first.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
  for (let i = 0; i < 20; i++) {
    const pair = [
      async () => knownMs.push(await time(known[i].email, `127.0.2.${i + 1}`)),
      async () => unknownMs.push(await time(`nobody-${i}@bench.test`, `127.0.3.${i + 1}`)),
    ];
    for (const measureOne of i % 2 ? pair.reverse() : pair) {
      await measureOne();
      await settle();
    }
  }
  const result = { known: median(knownMs), unknown: median(unknownMs) };
  console.error(`  recover median of 20: known ${result.known.toFixed(2)} ms, unknown ${result.unknown.toFixed(2)} ms`);
  return result;
}

// ─── 4. Upload memory ────────────────────────────────────────────────────────────────────────

async function uploadMemory(server) {
  const users = await server.ask({ type: 'users', count: 30, prefix: 'upload' });
  const tokens = [];
  for (const [i, user] of users.entries()) {
    const answer = await request(
      server.url,
      'POST',
      '/api/v1/login',
      { email: user.email, password: DEMO_PASSWORD },
      undefined,
      `127.0.4.${i + 1}`,
    );
    if (answer.status !== 200) throw new Error(`Signing in ${user.email} failed: ${answer.status} ${answer.text}`);
    tokens.push(JSON.parse(answer.text).data.token);
  }
  const image = bigPng(5 * MIB - 4096);
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMiB(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(server.pid));
  }, 5);
  const at = performance.now();
  const answers = await Promise.all(tokens.map((token) => uploadRequest(server.url, token, image)));
  const seconds = (performance.now() - at) / 1000;
  clearInterval(sampler);
  const statuses = {};
  for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const result = { before, peak, seconds, statuses, bytes: image.length };
  console.error(
    `  30 parallel ${(image.length / MIB).toFixed(2)} MiB uploads: RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB ` +
      `(+${(peak - before).toFixed(0)}), ${seconds.toFixed(1)} s, answers ${JSON.stringify(statuses)}`,
  );
  return result;
}

/** A valid 1536×768 PNG padded to `size` bytes with a private ancillary chunk. */
function bigPng(size) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1536, 0);
  ihdr.writeUInt32BE(768, 4);
  ihdr[8] = 8;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const head = Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1537 * 768)))]);
  const end = chunk('IEND', Buffer.alloc(0));
  const padding = chunk('prVt', Buffer.alloc(size - head.length - end.length - 12, 7));
  return Buffer.concat([head, padding, end]);
}

function uploadRequest(baseUrl, token, image) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path: '/api/v1/file_upload',
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

// ─── 5. Durable commits on the embedded database ─────────────────────────────────────────────

async function durabilityCost(dataDir) {
  const { openDb } = await import(pathToFileURL(bundleFile).href);
  const settings = [
    ['PGLITE_FSYNC=1 (default)', true],
    ['PGLITE_FSYNC=0', false],
  ];
  const samples = new Map(settings.map(([label]) => [label, []]));
  // Three rounds, the settings taking turns, so a busy moment on the machine does not fall on one alone.
  for (let round = 0; round < 3; round++) {
    for (const [label, pgliteFsync] of settings) {
      const db = await openDb({
        databaseUrl: undefined,
        dataDir: join(dataDir, `durability-${round}-${pgliteFsync}`),
        pgliteFsync,
      });
      try {
        await db.exec(
          'create table if not exists commits (id serial primary key, at timestamptz not null default now())',
        );
        for (let i = 0; i < 20; i++) await db.query('insert into commits default values');
        const count = 300;
        const at = performance.now();
        for (let i = 0; i < count; i++) await db.transaction((tx) => tx.query('insert into commits default values'));
        samples.get(label).push((performance.now() - at) / count);
      } finally {
        await db.close();
      }
    }
  }
  const results = settings.map(([label]) => {
    const msPerCommit = median(samples.get(label));
    return { label, msPerCommit, commitsPerSecond: 1000 / msPerCommit };
  });
  for (const r of results) {
    console.error(
      `  embedded commits (${r.label}): ${r.commitsPerSecond.toFixed(0)}/s, ${r.msPerCommit.toFixed(2)} ms each (median of 3 × 300)`,
    );
  }
  return results;
}

// ─── HTTP ────────────────────────────────────────────────────────────────────────────────────

const agents = new Map();
function agentFor(localAddress) {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

function request(baseUrl, method, path, body, token, localAddress = '127.0.0.1') {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    const req = http.request({ hostname, port, path, method, headers, agent: agentFor(localAddress) }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** `connections` loops, each sending its next request when the last is answered, for `ms`. */
async function measure(baseUrl, next, connections, ms) {
  const latencies = [];
  let errors = 0;
  let firstError;
  const started = performance.now();
  const deadline = started + ms;
  const loop = async (connection) => {
    while (performance.now() < deadline) {
      const at = performance.now();
      try {
        const answer = await request(baseUrl, ...next(connection));
        if (answer.status !== 200) {
          errors++;
          firstError ??= `${answer.status} ${answer.text.slice(0, 120)}`;
        }
      } catch (error) {
        errors++;
        firstError ??= error.message;
      }
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, connection) => loop(connection)));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    requests: latencies.length,
    errors,
    firstError,
    rps: latencies.length / (elapsed / 1000),
    p50: pick(0.5),
    p99: pick(0.99),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// ─── Report ──────────────────────────────────────────────────────────────────────────────────

function renderReport({ health, throttle, recover, uploads, durability }, options, loadBefore, loadAfter) {
  const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
  const ratio = health.busy.rps / health.idle.rps;
  const lines = [
    '# Hardening benchmark',
    '',
    `${new Date().toISOString()} · \`node scripts/bench-hardening.mjs\` · PGlite in a temporary folder · ` +
      `${options.seconds} s per load`,
    '',
    '## Health while people sign in (10 keep-alive connections each)',
    '',
    '| load | health req/s | health p50 (ms) | health p99 (ms) | sign-ins/s | sign-in p50 (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| idle | ${fmt(health.idle.rps, 0)} | ${fmt(health.idle.p50)} | ${fmt(health.idle.p99)} | | |`,
    `| 10 connections signing in | ${fmt(health.busy.rps, 0)} | ${fmt(health.busy.p50)} | ${fmt(health.busy.p99)} | ` +
      `${fmt(health.signIns.rps)} | ${fmt(health.signIns.p50, 0)} |`,
    '',
    `Health while signing in ÷ idle: **${fmt(ratio, 2)}** (target ≥ 0.50: ${ratio >= 0.5 ? 'met' : 'NOT met'}).`,
    '',
    '## Guessing one address',
    '',
    '| attack | answers |',
    '| --- | --- |',
    `| 50 parallel wrong passwords, one client | ${statusList(throttle.oneClient)} |`,
    `| 10 clients × 5 wrong passwords in parallel | ${statusList(throttle.manyClients)} |`,
    `| then the owner, right password, clean client | ${throttle.owner} |`,
    '',
    '401 = the password was checked; 429 = refused before checking.',
    '',
    '## Password recovery timing (median of 20, each from its own client)',
    '',
    `Known address ${fmt(recover.known, 2)} ms, unknown ${fmt(recover.unknown, 2)} ms, ` +
      `difference ${fmt(recover.known - recover.unknown, 2)} ms.`,
    '',
    '## 30 parallel uploads of a 5 MiB image (30 customers)',
    '',
    `Server RSS ${fmt(uploads.before, 0)} MiB before, peak ${fmt(uploads.peak, 0)} MiB ` +
      `(+${fmt(uploads.peak - uploads.before, 0)} MiB) in ${fmt(uploads.seconds)} s; answers ${statusList(uploads.statuses)}.`,
    '',
    '## Durable commits on the embedded database (single-row transactions, median of 3 rounds of 300)',
    '',
    '| setting | commits/s | ms per commit |',
    '| --- | ---: | ---: |',
    ...durability.map((r) => `| ${r.label} | ${fmt(r.commitsPerSecond, 0)} | ${fmt(r.msPerCommit, 2)} |`),
    '',
    '## Machine',
    '',
    `- ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; server and load ` +
      'generator share them.',
    `- Load average before: ${loadBefore.map((n) => n.toFixed(2)).join(' / ')}; after: ${loadAfter
      .map((n) => n.toFixed(2))
      .join(' / ')}`,
  ];
  return `${lines.join('\n')}\n`;
}

const statusList = (counts) =>
  Object.entries(counts)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

// ─── The server (child process) ──────────────────────────────────────────────────────────────

async function startBenchServer(dataDir) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL', 'PORT', 'HOST', 'TRUST_PROXY']) {
    delete env[name];
  }
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...env, BENCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
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
    return { url: info.url, pid: child.pid, ask, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function serve() {
  try {
    const { startServer } = await import(pathToFileURL(bundleFile).href);
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: process.env.BENCH_DATA_DIR,
      openapiFile: join(root, 'openapi/api-v1.yaml'),
      supabaseDir: join(root, 'supabase'),
      appDist: join(root, 'packages/app/dist'),
      logger: { info: () => undefined, warn: () => undefined, error: (m, e) => console.error(m, e ?? '') },
    });
    // The demo accounts' password hash, so the bench's own customers sign in with the demo password.
    const [{ password_hash }] = await server.db.query(
      "select password_hash from users where email = 'customer@demo.test'",
    );
    process.on('message', async (question) => {
      try {
        if (question.type !== 'users') throw new Error(`Unknown question ${question.type}.`);
        const users = [];
        for (let i = 0; i < question.count; i++) {
          const email = `${question.prefix}-${i}-${Date.now()}@bench.test`;
          await server.db.query(
            `insert into users (email, password_hash, name, user_type, is_verified)
             values ($1, $2, 'Bench Customer', 'customer', true)`,
            [email, password_hash],
          );
          users.push({ email });
        }
        process.send({ result: users });
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

if (process.argv.includes('--serve')) await serve();
else {
  await main();
  process.exit(0);
}
