#!/usr/bin/env node
// `npm run bench:scaling`: how provider search scales with the directory, NOT a test. On a
// throwaway PostgreSQL (scripts/postgres-cluster.mjs, or BENCH_DATABASE_URL: an empty database)
// it fills the directory to 1,000, then 10,000, then 100,000 bench providers, and at each size
// starts the real server (scripts/bench-server.mjs) and drives, with 50 keep-alive connections,
// the first page of one city search (Legal → Personal Injury → Car Accidents in Houston, as the
// app sends it), then GET /health, in the same run. The search cache is off by default, so every
// search reads the database: what grows with the directory is measured, not the cache.
// At the largest size it records EXPLAIN ANALYZE of the page's statements. It prints a table
// (also written to --out, with the plans) and ends with exactly one line:
//   search-scaling p95_ratio_100k_1k=<x> page_kb_100k=<kB> search_vs_health_10k=<x> p95_ms_10k=<ms>
//
//   node scripts/bench-scaling.mjs [--sizes 1000,10000,100000] [--seconds 5] [--warmup 1]
//        [--connections 50] [--cache off|on] [--out .tmp/bench-scaling.md]

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import {
  bundleFile,
  cpuMeter,
  HOUSTON_CAR_ACCIDENTS,
  measure,
  postgresTarget,
  requester,
  root,
  startBenchServer,
} from './bench-server.mjs';
import { buildServerBundle } from './server-bundle.mjs';

function parseArgs(argv) {
  const options = {
    sizes: [1_000, 10_000, 100_000],
    seconds: 5,
    warmupSeconds: 1,
    connections: 50,
    cache: 'off',
    out: join(root, '.tmp/bench-scaling.md'),
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const number = () => {
      const n = Number(value);
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${flag} needs a positive number, not "${value}".`);
      return n;
    };
    if (flag === '--sizes') options.sizes = String(value).split(',').map(Number);
    else if (flag === '--seconds') options.seconds = number();
    else if (flag === '--warmup') options.warmupSeconds = number();
    else if (flag === '--connections') options.connections = Math.round(number());
    else if (flag === '--cache' && (value === 'on' || value === 'off')) options.cache = value;
    else if (flag === '--out') options.out = resolve(String(value));
    else throw new Error(`Unknown option ${flag} ${value ?? ''} (see the head of scripts/bench-scaling.mjs).`);
  }
  if (!options.sizes.every((size) => Number.isSafeInteger(size) && size > 0)) {
    throw new Error('--sizes takes positive whole numbers, e.g. 1000,10000,100000.');
  }
  options.sizes.sort((a, b) => a - b);
  return options;
}

async function measureSize(url, dataDir, size, options) {
  const setupStarted = performance.now();
  const settings = options.cache === 'off' ? { SEARCH_CACHE_TTL_MS: '0' } : {};
  const server = await startBenchServer('postgres', url, dataDir, { providers: size }, settings);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  try {
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const client = requester(server.info.url, agent);
    const login = await client('POST', '/api/v1/login', {
      email: 'customer@demo.test',
      password: 'Demo1234!',
      role: 'customer',
    });
    if (login.status !== 200) throw new Error(`Signing in the demo customer failed: ${login.status} ${login.text}`);
    const token = JSON.parse(login.text).data.token;
    const search = () => ['POST', '/api/v1/find_service_api', HOUSTON_CAR_ACCIDENTS, token];
    const health = () => ['GET', '/api/v1/health'];

    const first = await client(...search());
    if (first.status !== 200) throw new Error(`The search failed: ${first.status} ${first.text.slice(0, 300)}`);
    const page = JSON.parse(first.text);
    // What a browser receives: the same page when the client accepts brotli, or only gzip.
    const wire = {};
    for (const coding of ['br', 'gzip']) {
      const answer = await client(...search(), { 'accept-encoding': coding });
      wire[coding] = answer.encoding === coding ? answer.bytes : Number.NaN;
    }
    const cpu = cpuMeter(server.pid, url);
    // CPU per request (server process, PostgreSQL) does not depend on what else the machine runs.
    const measured = async (request) => {
      const before = cpu();
      const result = await measure(client, request, options.connections, options.seconds * 1000);
      const after = cpu();
      const per = (key) => (after[key] - before[key]) / result.requests;
      return { ...result, cpu: { server: per('server'), db: per('db') }, load: os.loadavg()[0] };
    };
    await measure(client, search, options.connections, options.warmupSeconds * 1000);
    const searched = await measured(search);
    await measure(client, health, options.connections, options.warmupSeconds * 1000);
    const healthy = await measured(health);
    const plans = size === options.sizes.at(-1) ? await server.explain(() => client(...search())) : [];
    const result = {
      size,
      counts: server.info.counts,
      setupSeconds,
      pageBytes: first.bytes,
      wire,
      pageProviders: page.data.length,
      total: page.total,
      search: searched,
      health: healthy,
      plans,
      load: os.loadavg()[0],
    };
    console.error(
      `  ${size.toLocaleString('en-US')} providers (ready in ${setupSeconds.toFixed(1)} s): first page ` +
        `${(first.bytes / 1024).toFixed(1)} kB (br ${(wire.br / 1024).toFixed(1)} kB), ${page.data.length} of ${page.total.exact ? '' : 'about '}${page.total.count}; ` +
        `search p50 ${searched.p50.toFixed(1)} ms p95 ${searched.p95.toFixed(1)} ms ${searched.rps.toFixed(0)} req/s ` +
        `(CPU/req server ${searched.cpu.server.toFixed(2)} ms, PostgreSQL ${searched.cpu.db.toFixed(2)} ms; load ${searched.load.toFixed(1)}); ` +
        `health ${healthy.rps.toFixed(0)} req/s${searched.errors + healthy.errors ? `; ERRORS ${searched.firstError ?? healthy.firstError}` : ''}`,
    );
    return result;
  } finally {
    agent.destroy();
    await server.stop();
  }
}

function report(results, options, seconds, loadBefore, loadAfter) {
  const bySize = new Map(results.map((result) => [result.size, result]));
  const [smallest, middle, largest] = [results[0], bySize.get(10_000) ?? results[1] ?? results[0], results.at(-1)];
  const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'NaN');
  const lines = [
    '# Search scaling',
    '',
    `${new Date().toISOString()} · \`npm run bench:scaling\` · PostgreSQL · ${options.connections} keep-alive connections · ` +
      `${options.seconds} s per endpoint after ${options.warmupSeconds} s warm-up · search cache ${options.cache} · ` +
      `the first page of ${JSON.stringify(HOUSTON_CAR_ACCIDENTS)} · ${fmt(seconds, 0)} s in all`,
    '',
    '| Providers | locations | ready (s) | page kB | br kB | gzip kB | providers on page | total | search p50 (ms) | p95 | p99 | search req/s | health req/s | search ÷ health | search CPU ms/req: server | PostgreSQL | health CPU ms/req: server | 1-min load | errors |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.size.toLocaleString('en-US')} | ${r.counts.locations.toLocaleString('en-US')} | ${fmt(r.setupSeconds)} | ` +
        `${fmt(r.pageBytes / 1024)} | ${fmt(r.wire.br / 1024)} | ${fmt(r.wire.gzip / 1024)} | ${r.pageProviders} | ` +
        `${r.total.exact ? '' : '≈ '}${r.total.count} | ` +
        `${fmt(r.search.p50)} | ${fmt(r.search.p95)} | ${fmt(r.search.p99)} | ${fmt(r.search.rps, 0)} | ` +
        `${fmt(r.health.rps, 0)} | ${fmt(r.search.rps / r.health.rps, 2)} | ${fmt(r.search.cpu.server, 2)} | ` +
        `${fmt(r.search.cpu.db, 2)} | ${fmt(r.health.cpu.server, 2)} | ${fmt(r.search.load)} | ${r.search.errors + r.health.errors} |`,
    );
  }
  lines.push(
    '',
    `- ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); server, PostgreSQL and the load generator share them, ` +
      'and other work may be running: load average (1/5/15 min) before ' +
      `${loadBefore.map((n) => n.toFixed(2)).join(' / ')}, after ${loadAfter.map((n) => n.toFixed(2)).join(' / ')}.`,
  );
  for (const r of results.filter((result) => result.plans.length > 0)) {
    lines.push('', `## EXPLAIN ANALYZE at ${r.size.toLocaleString('en-US')} providers`, '');
    for (const { sql, plan } of r.plans) lines.push('```sql', sql, '```', '', '```', plan, '```', '');
  }
  const summary =
    `search-scaling p95_ratio_100k_1k=${fmt(largest.search.p95 / smallest.search.p95, 2)} ` +
    `page_kb_100k=${fmt(largest.pageBytes / 1024)} search_vs_health_10k=${fmt(middle.search.rps / middle.health.rps, 2)} ` +
    `p95_ms_10k=${fmt(middle.search.p95)}`;
  return { text: `${lines.join('\n')}\n`, summary };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const loadBefore = os.loadavg();
  await buildServerBundle(bundleFile);
  const target = await postgresTarget();
  if (!target)
    throw new Error('bench:scaling needs PostgreSQL: install it, or set BENCH_DATABASE_URL to an empty database.');
  const dataDir = mkdtempSync(join(os.tmpdir(), 'ia-bench-scaling-'));
  const results = [];
  try {
    for (const size of options.sizes) results.push(await measureSize(target.url, dataDir, size, options));
  } finally {
    await target.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const { text, summary } = report(results, options, (performance.now() - started) / 1000, loadBefore, os.loadavg());
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, text);
  console.log(text);
  console.log(`Written to ${relative(process.cwd(), options.out) || options.out}`);
  const failed = results.some((r) => r.search.errors + r.health.errors > 0);
  console.log(summary);
  process.exit(failed ? 1 : 0);
}

await main();
