#!/usr/bin/env node
// `npm run bench`: a load benchmark of provider search, NOT a test. For each driver (embedded
// PGlite, then PostgreSQL when it is installed) it
//   1. starts the real server (startServer, the factory main.ts uses) in a child process, on a
//      free loopback port, over a temporary database that the migrations and seed.sql prepare;
//   2. adds a directory of 10,000 providers (locations, hours, slots and services spread over the
//      seed's categories, subcategories, services, states and cities, weighted towards big cities);
//   3. signs in the seeded demo customer (POST /login) and, with 50 concurrent keep-alive
//      connections, drives POST /find_service_api, POST /get_slots_using_address and GET /health
//      for a few seconds each, reporting p50, p95, p99 and requests per second, the CPU each
//      request cost the server, PostgreSQL and the load generator (steadier than latency on a
//      shared machine), and the latency with a single connection;
//   4. restarts the server over the same database with the search cache off
//      (SEARCH_CACHE_TTL_MS=0) and drives the same searches again.
// The searches are a mix of many distinct ones, as customers would send them: every service, in
// every US city (by name, as the app sends it) or a whole state, drawn with a Zipf-like skew (a few
// popular services in big cities most often, a long tail rarely; see searchMix). The server's
// search cache reports its hit rate over each measured window.
// The table is printed and written to .tmp/bench.md with the machine's load.
//
//   node scripts/bench-search.mjs [--seconds 5] [--warmup 1] [--alone-seconds 2] [--connections 50]
//        [--providers 10000] [--drivers pglite,postgres] [--zipf 0.99]
//        [--endpoints search,search-uncached,slots,health] [--out .tmp/bench.md]
//
// PostgreSQL: BENCH_DATABASE_URL (an empty database, it gets migrated and filled), else a throwaway
// cluster from scripts/postgres-cluster.mjs when initdb/pg_ctl are installed; otherwise skipped.
// BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=.tmp/profiles' profiles the server process.

import { fork, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerBundle } from './server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages/server');
const bundleFile = join(serverDir, 'dist/bench/server.mjs');

// ─── The benchmark (parent process) ──────────────────────────────────────────────────────────

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const loadBefore = os.loadavg();
  await buildServerBundle(bundleFile);

  const runs = [];
  const notes = [];
  for (const driver of options.drivers) {
    if (driver === 'postgres') {
      const target = await postgresTarget();
      if (!target) {
        notes.push('PostgreSQL: skipped (initdb/pg_ctl not found and BENCH_DATABASE_URL unset).');
        console.error(`\n${notes.at(-1)}`);
        continue;
      }
      try {
        runs.push(await benchDriver('postgres', target.url, options));
      } finally {
        await target.stop();
      }
    } else {
      runs.push(await benchDriver('pglite', undefined, options));
    }
  }

  const loadAfter = os.loadavg();
  const report = renderReport(runs, notes, options, loadBefore, loadAfter);
  console.log(`\n${report}`);
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, report);
  console.log(`Written to ${relative(process.cwd(), options.out) || options.out}`);
  const failed = runs.some((run) => run.results.some((result) => result.errors > 0));
  process.exit(failed ? 1 : 0);
}

function parseArgs(argv) {
  const options = {
    seconds: 5,
    warmupSeconds: 1,
    aloneSeconds: 2,
    connections: 50,
    providers: 10_000,
    drivers: ['pglite', 'postgres'],
    endpoints: ['search', 'search-uncached', 'slots', 'health'],
    zipf: 0.99,
    out: join(root, '.tmp/bench.md'),
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const number = () => {
      const n = Number(value);
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${flag} needs a positive number, not "${value}".`);
      i++;
      return n;
    };
    if (flag === '--seconds') options.seconds = number();
    else if (flag === '--warmup') options.warmupSeconds = number();
    else if (flag === '--alone-seconds') options.aloneSeconds = number();
    else if (flag === '--connections') options.connections = Math.round(number());
    else if (flag === '--providers') options.providers = Math.round(number());
    else if (flag === '--zipf') options.zipf = number();
    else if (flag === '--drivers') {
      options.drivers = String(value).split(',').filter(Boolean);
      i++;
      const unknown = options.drivers.filter((d) => d !== 'pglite' && d !== 'postgres');
      if (unknown.length) throw new Error(`Unknown driver(s): ${unknown.join(', ')} (pglite, postgres).`);
    } else if (flag === '--endpoints') {
      options.endpoints = String(value).split(',').filter(Boolean);
      i++;
      const unknown = options.endpoints.filter((e) => !['search', 'search-uncached', 'slots', 'health'].includes(e));
      if (unknown.length) {
        throw new Error(`Unknown endpoint(s): ${unknown.join(', ')} (search, search-uncached, slots, health).`);
      }
    } else if (flag === '--out') {
      options.out = resolve(String(value));
      i++;
    } else throw new Error(`Unknown option ${flag}.`);
  }
  return options;
}

/** A PostgreSQL to measure against, or undefined when there is none to be had without installing. */
async function postgresTarget() {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (given) return { url: given, stop: async () => undefined };
  if (!postgresInstalled()) return undefined;
  const { startCluster } = await import(pathToFileURL(join(root, 'scripts/postgres-cluster.mjs')).href);
  return startCluster();
}

/** Mirrors postgres-cluster.mjs's search, so that script never gets to apt-get install. */
function postgresInstalled() {
  const executable = (file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  const hasTools = (dir) => ['initdb', 'pg_ctl'].every((tool) => executable(join(dir, tool)));
  if ((process.env.PATH ?? '').split(delimiter).some((dir) => dir && hasTools(dir))) return true;
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((version) => hasTools(join(base, version, 'bin')));
}

async function benchDriver(driver, databaseUrl, options) {
  console.error(`\n▶ ${driver}: starting the server and adding ${options.providers} providers…`);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'ia-bench-'));
  const wanted = (...keys) => keys.filter((key) => options.endpoints.includes(key));
  try {
    const results = [];
    // The server as configured by default: the search cache on.
    const server = await startBenchServer(driver, databaseUrl, dataDir, { providers: options.providers });
    const { info } = server;
    console.error(
      `  ready at ${info.url} in ${(info.setupMs / 1000).toFixed(1)} s: ${info.counts.providers} providers, ` +
        `${info.counts.locations} locations, ${info.counts.slots} slots, ${info.counts.services} location services`,
    );
    let matches;
    try {
      ({ matches } = await runScenarios(server, databaseUrl, options, wanted('search', 'slots', 'health'), results));
    } finally {
      await server.stop();
    }
    // The same database, the same searches, the cache off.
    if (wanted('search-uncached').length) {
      console.error('  restarting the server with SEARCH_CACHE_TTL_MS=0 (search cache off)…');
      const uncached = await startBenchServer(
        driver,
        databaseUrl,
        dataDir,
        { providers: 0 },
        { SEARCH_CACHE_TTL_MS: '0' },
      );
      try {
        await runScenarios(uncached, databaseUrl, options, ['search-uncached'], results);
      } finally {
        await uncached.stop();
      }
    }
    const order = ['search', 'search-uncached', 'slots', 'health'];
    results.sort((x, y) => order.indexOf(x.key) - order.indexOf(y.key));
    return { driver, info, matches, results };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The server in a child process: `providers` bench providers added first (0: the database is
 * already filled), `settings` added to its environment. `stats()` asks it for the search cache's
 * counters.
 */
async function startBenchServer(driver, databaseUrl, dataDir, { providers }, settings = {}) {
  const env = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'JWT_SECRET',
    'SMTP_URL',
    'PUBLIC_URL',
    'PORT',
    'HOST',
    'TRUST_PROXY',
    'SEARCH_CACHE_TTL_MS',
  ]) {
    delete env[name];
  }
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...env, ...settings, BENCH_DRIVER: driver, BENCH_DATABASE_URL: databaseUrl ?? '', BENCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const ready = new Promise((resolve, reject) => {
      child.once('message', resolve);
      exited.then((code) => reject(new Error(`The ${driver} server exited (${code}) before it was ready.`)));
    });
    child.send({ providers });
    const info = await ready;
    if (info.error) throw new Error(info.error);
    const stats = async () => {
      child.send({ type: 'stats' });
      const [answer] = await once(child, 'message');
      return answer.stats;
    };
    return { info, pid: child.pid, stats, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A few fixed searches (seed ids), probed before the load: that the directory answers them, and
 * the locations the slots scenario asks about.
 */
const SEARCHES = [
  // Medical → Specialists → Orthopedics, Florida, Miami (the spec's search).
  { category_id: 1, speciality_group_id: 5, speciality_id: 6, country_id: 1, state_id: 9, city: 31 },
  // Legal → Personal Injury → Car Accidents, Texas, Houston (the app may send the city's name).
  { category_id: 2, speciality_group_id: 8, speciality_id: 17, country_id: 1, state_id: 43, city: 'Houston' },
  // Healthcare Services → Therapy → Physical Therapy, New York, New York.
  { category_id: 3, speciality_group_id: 12, speciality_id: 33, country_id: 1, state_id: 32, city: 120 },
  // Medical → Mental Health → Counseling, California, Los Angeles.
  { category_id: 1, speciality_group_id: 7, speciality_id: 15, country_id: 1, state_id: 5, city: 15 },
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Of the places searched, this share is a whole state (no city chosen); the rest name a city. */
const STATE_WIDE_SHARE = 0.15;

/**
 * The searches customers send, as the app sends them: a service with its category and
 * subcategory, the United States, a state and a city's name (or no city: the whole state).
 * Every service × every US city and every US state is a distinct search. Their popularity is
 * Zipf-like, as in YCSB: the searches are ranked by how popular their service and place are
 * (services in a fixed shuffled order, cities big first, a state-wide search at STATE_WIDE_SHARE
 * of its cities' weight), and the search of rank r is drawn with a weight of 1 / r^s.
 * Searches for the whole country (over 1 MB each at 10,000 providers) are not in the mix.
 */
function searchMix(catalog, exponent) {
  const random = randomStream(7_777);
  const shuffled = (list) =>
    list
      .map((item) => [random(), item])
      .sort((x, y) => x[0] - y[0])
      .map(([, item]) => item);
  const bigFirst = [...BIG_CITIES];
  const cities = [
    ...bigFirst.flatMap((name) => catalog.cities.filter((city) => city.name === name)),
    ...shuffled(catalog.cities.filter((city) => !BIG_CITIES.has(city.name))),
  ];
  const places = cities.map((city, rank) => ({ state_id: city.state_id, city: city.name, weight: 1 / (rank + 1) }));
  const byState = new Map();
  for (const place of places) byState.set(place.state_id, (byState.get(place.state_id) ?? 0) + place.weight);
  for (const [stateId, weight] of byState) {
    places.push({ state_id: stateId, city: null, weight: (weight * STATE_WIDE_SHARE) / (1 - STATE_WIDE_SHARE) });
  }
  const services = shuffled(catalog.services).map((service, rank) => ({ ...service, weight: 1 / (rank + 1) }));
  const searches = services
    .flatMap((service) =>
      places.map((place) => ({
        weight: service.weight * place.weight,
        body: {
          category_id: service.category_id,
          speciality_group_id: service.subcategory_id,
          speciality_id: service.service_id,
          country_id: 1,
          state_id: place.state_id,
          city: place.city,
        },
      })),
    )
    .sort((x, y) => y.weight - x.weight);
  let total = 0;
  const cumulative = searches.map((_, rank) => (total += 1 / (rank + 1) ** exponent));
  const top = (n) => cumulative[Math.min(n, cumulative.length) - 1] / total;
  return {
    searches: searches.map((search) => search.body),
    exponent,
    /** The share of draws that go to the n most popular searches. */
    top,
    /** A stream of search indexes, the same sequence each time it is made. */
    stream() {
      const draw = randomStream(20_261_121);
      return () => {
        const target = draw() * total;
        let low = 0;
        let high = cumulative.length - 1;
        while (low < high) {
          const middle = (low + high) >> 1;
          if (cumulative[middle] < target) low = middle + 1;
          else high = middle;
        }
        return low;
      };
    },
  };
}

async function runScenarios(server, databaseUrl, options, keys, results) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
  });
  const client = requester(server.info.url, agent);
  const cpu = cpuMeter(server.pid, databaseUrl);
  try {
    const login = await client('POST', '/api/v1/login', {
      email: 'customer@demo.test',
      password: 'Demo1234!',
      role: 'customer',
    });
    if (login.status !== 200) throw new Error(`Signing in the demo customer failed: ${login.status} ${login.text}`);
    const token = JSON.parse(login.text).data.token;

    // What the fixed searches find, and the locations the app would then ask slots for.
    const matches = [];
    const locations = [];
    if (keys.includes('search') || keys.includes('slots')) {
      for (const search of SEARCHES) {
        const answer = await client('POST', '/api/v1/find_service_api', search, token);
        if (answer.status !== 200) throw new Error(`A search failed: ${answer.status} ${answer.text.slice(0, 300)}`);
        const { data } = JSON.parse(answer.text);
        matches.push({ search, providers: data.length, bytes: answer.bytes });
        for (const provider of data) {
          for (const location of Object.values(provider.service_provided)) {
            locations.push({ business_provider_id: provider.business_provider_id, address: location.address });
          }
        }
      }
      if (locations.length === 0) throw new Error('The searches found no provider: the directory was not added?');
    }

    const mix = searchMix(server.info.catalog, options.zipf);
    const searchScenario = (key, name) => {
      const next = mix.stream();
      const sent = new Set();
      return {
        key,
        name,
        mix,
        sent,
        request: () => {
          const index = next();
          sent.add(index);
          return ['POST', '/api/v1/find_service_api', mix.searches[index], token];
        },
      };
    };
    const scenarios = [
      searchScenario('search', 'POST /find_service_api, cache on'),
      searchScenario('search-uncached', 'POST /find_service_api, cache off'),
      {
        key: 'slots',
        name: 'POST /get_slots_using_address',
        request: (i) => [
          'POST',
          '/api/v1/get_slots_using_address',
          { ...locations[(i * 7) % locations.length], day: DAYS[i % DAYS.length] },
          token,
        ],
      },
      { key: 'health', name: 'GET /health', request: () => ['GET', '/api/v1/health'] },
    ].filter((scenario) => keys.includes(scenario.key));
    for (const scenario of scenarios) {
      const load = os.loadavg()[0];
      await measure(client, scenario.request, options.connections, options.warmupSeconds * 1000);
      scenario.sent?.clear();
      const statsBefore = await server.stats();
      const cpuBefore = cpu();
      const result = await measure(client, scenario.request, options.connections, options.seconds * 1000);
      const cpuAfter = cpu();
      const statsAfter = await server.stats();
      // CPU milliseconds per request, by process: steadier than latency on a shared machine.
      const perRequest = (key) => (cpuAfter[key] - cpuBefore[key]) / result.requests;
      result.cpu = { server: perRequest('server'), db: perRequest('db'), client: perRequest('client') };
      if (scenario.mix) {
        const counted = (name) => statsAfter[name] - statsBefore[name];
        const answered = counted('hits') + counted('misses') + counted('shared');
        result.cache = {
          hits: counted('hits'),
          misses: counted('misses'),
          shared: counted('shared'),
          evictions: counted('evictions'),
          hitRate: answered ? counted('hits') / answered : Number.NaN,
          distinct: scenario.sent.size,
        };
      }
      // One connection: the endpoint's own latency, without queueing behind 49 others.
      const alone = await measure(client, scenario.request, 1, options.aloneSeconds * 1000);
      results.push({ key: scenario.key, name: scenario.name, load, ...result, alone });
      const cache = result.cache;
      console.error(
        `  ${scenario.name.padEnd(34)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  ` +
          `${result.rps.toFixed(0)} req/s  CPU/req: server ${result.cpu.server.toFixed(2)} ms, ` +
          `PostgreSQL ${Number.isNaN(result.cpu.db) ? '–' : `${result.cpu.db.toFixed(2)} ms`}, client ${result.cpu.client.toFixed(2)} ms` +
          `; 1 connection: p50 ${alone.p50.toFixed(1)} ms  p95 ${alone.p95.toFixed(1)} ms` +
          (cache
            ? `; ${cache.distinct} distinct searches, cache hits ${(cache.hitRate * 100).toFixed(1)}% ` +
              `(${cache.hits} hits, ${cache.misses} misses, ${cache.shared} shared)`
            : '') +
          `${result.errors ? `  ${result.errors} errors (${result.firstError})` : ''}`,
      );
    }
    return { matches, results };
  } finally {
    agent.destroy();
  }
}

function requester(baseUrl, agent) {
  const { hostname, port } = new URL(baseUrl);
  return (method, path, body, token) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { accept: 'application/json' };
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      if (token) headers.authorization = `Bearer ${token}`;
      const request = http.request({ hostname, port, path, method, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode, text: body.toString('utf8'), bytes: body.length });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(payload);
    });
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** utime + stime of a process in ms (Linux /proc), or NaN. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU used so far by the server process, by the PostgreSQL server (the postmaster of the
 * throwaway cluster and its backends; NaN for PGlite, which runs inside the server, or for a
 * server we did not start) and by this process, the load generator.
 */
function cpuMeter(serverPid, databaseUrl) {
  let postmaster;
  if (databaseUrl && existsSync('/proc')) {
    const port = new URL(databaseUrl).port;
    for (const dir of readdirSync(os.tmpdir()).filter((name) => name.startsWith('ia-postgres-'))) {
      const pidFile = join(os.tmpdir(), dir, 'data/postmaster.pid');
      const lines = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n') : [];
      if (lines[3]?.trim() === port) postmaster = Number(lines[0]);
    }
  }
  const postgresCpu = () => {
    if (!postmaster) return Number.NaN;
    let total = processCpuMs(postmaster);
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid === postmaster) total += processCpuMs(pid);
      } catch {
        // The process ended meanwhile.
      }
    }
    return total;
  };
  return () => {
    const own = process.cpuUsage();
    return { server: processCpuMs(serverPid), db: postgresCpu(), client: (own.user + own.system) / 1000 };
  };
}

/** `connections` loops, each sending its next request when the last is answered, for `ms`. */
async function measure(client, request, connections, ms) {
  const latencies = [];
  let errors = 0;
  let firstError;
  let counter = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + ms;
  const loop = async () => {
    while (performance.now() < deadline) {
      const [method, path, body, token] = request(counter++);
      const at = performance.now();
      try {
        const answer = await client(method, path, body, token);
        bytes += answer.bytes;
        if (answer.status !== 200) {
          errors++;
          firstError ??= `${answer.status} ${answer.text.slice(0, 200)}`;
        }
      } catch (error) {
        errors++;
        firstError ??= error.message;
      }
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    requests: latencies.length,
    errors,
    firstError,
    seconds: elapsed / 1000,
    rps: latencies.length / (elapsed / 1000),
    p50: pick(0.5),
    p95: pick(0.95),
    p99: pick(0.99),
    meanBytes: bytes / latencies.length,
  };
}

function renderReport(runs, notes, options, loadBefore, loadAfter) {
  const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
  const percent = (n) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)}%` : '–');
  const lines = [
    '# Search benchmark',
    '',
    `${new Date().toISOString()} · \`node scripts/bench-search.mjs\` · ${options.providers.toLocaleString('en-US')} ` +
      `bench providers · ${options.connections} concurrent keep-alive connections · ${options.seconds} s per ` +
      `endpoint after ${options.warmupSeconds} s warm-up · searches: a Zipf-like mix (s = ${options.zipf}) of many ` +
      'distinct ones (below)',
    '',
    `| Driver | Endpoint | p50 (ms) | p95 (ms) | p99 (ms) | req/s | errors | cache hits | mean KB/answer | CPU ms/req: server | PostgreSQL | load generator | p50 / p95 (ms), 1 connection |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const run of runs) {
    for (const r of run.results) {
      lines.push(
        `| ${run.driver} | ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.rps, 0)} | ${r.errors} | ` +
          `${r.key === 'search' ? percent(r.cache?.hitRate) : ''} | ${fmt(r.meanBytes / 1024)} | ` +
          `${fmt(r.cpu.server, 2)} | ${run.driver === 'pglite' ? '(in server)' : fmt(r.cpu.db, 2)} | ${fmt(r.cpu.client, 2)} | ` +
          `${fmt(r.alone.p50)} / ${fmt(r.alone.p95)} |`,
      );
    }
  }
  lines.push(
    '',
    "Targets: search p95 < 50 ms with 50 connections, and search throughput at least ¼ of health's.",
    '',
    '| Driver | Search cache | search / health throughput | search p95 < 50 ms | search ≥ ¼ of health |',
    '| --- | --- | ---: | :---: | :---: |',
  );
  for (const run of runs) {
    const health = run.results.find((r) => r.key === 'health');
    for (const [key, label] of [
      ['search', 'on (default)'],
      ['search-uncached', 'off (SEARCH_CACHE_TTL_MS=0)'],
    ]) {
      const search = run.results.find((r) => r.key === key);
      if (!search || !health) continue;
      const ratio = search.rps / health.rps;
      lines.push(
        `| ${run.driver} | ${label} | ${fmt(ratio, 2)} | ${search.p95 < 50 ? 'yes' : 'no'} | ${ratio >= 0.25 ? 'yes' : 'no'} |`,
      );
    }
  }

  const mix = runs[0]?.info && searchMix(runs[0].info.catalog, options.zipf);
  if (mix) {
    const share = (n) => percent(mix.top(n));
    lines.push(
      '',
      '## Searches',
      '',
      `Each search connection draws its next search from ${mix.searches.length.toLocaleString('en-US')} distinct ones: ` +
        `every service (${runs[0].info.catalog.services.length}) × every US city by name ` +
        `(${runs[0].info.catalog.cities.length}, as the app sends it) or a whole state (${percent(STATE_WIDE_SHARE)} ` +
        `of a state's weight), ranked by the popularity of service and place (big cities first) and drawn with ` +
        `weight 1 / rank^${options.zipf} (YCSB's Zipf). The 10 most popular take ${share(10)} of the draws, ` +
        `the top 100 ${share(100)}, the top 2,000 (the cache's size) ${share(2000)}. Whole-country searches ` +
        '(over 1 MB each) are not in the mix. The cache-off run replays the same sequence. The cache starts ' +
        'empty with each server and fills from the warm-up on; its hit rate is over the measured window.',
      '',
      '| Driver | Search cache | searches sent | distinct searches | hits | misses | shared (single-flight) | evictions | hit rate |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const run of runs) {
      for (const r of run.results.filter((result) => result.cache)) {
        const c = r.cache;
        lines.push(
          `| ${run.driver} | ${r.key === 'search' ? 'on' : 'off'} | ${r.requests} | ${c.distinct} | ${c.hits} | ${c.misses} | ` +
            `${c.shared} | ${c.evictions} | ${r.key === 'search' ? percent(c.hitRate) : '–'} |`,
        );
      }
    }
  }
  lines.push('', '## Probed searches (also where the slots scenario takes its locations)', '');
  lines.push('| Search (seed ids) | providers found | response bytes |', '| --- | ---: | ---: |');
  for (const m of runs[0]?.matches ?? []) {
    const s = m.search;
    lines.push(
      `| category ${s.category_id} → ${s.speciality_group_id} → service ${s.speciality_id}, state ${s.state_id}, city ${JSON.stringify(s.city)} | ${m.providers} | ${m.bytes} |`,
    );
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  lines.push(
    '',
    '## Machine',
    '',
    `- ${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
    `- Server, database and load generator share these cores (server and load generator are separate processes; PostgreSQL pool max 10 connections); other work was running on the machine.`,
    `- Load average (1/5/15 min) before: ${loadBefore.map((n) => n.toFixed(2)).join(' / ')}; after: ${loadAfter.map((n) => n.toFixed(2)).join(' / ')}`,
  );
  for (const run of runs) {
    lines.push(
      `- ${run.driver}: ${run.info.version}; seeded ${run.info.counts.providers} providers, ${run.info.counts.locations} locations, ` +
        `${run.info.counts.slots} slots, ${run.info.counts.services} location services in ${(run.info.setupMs / 1000).toFixed(1)} s; ` +
        `1-min load at each endpoint's start: ${run.results.map((r) => `${r.load.toFixed(2)} (${r.key})`).join(', ')}`,
    );
  }
  for (const note of notes) lines.push(`- ${note}`);
  lines.push(
    `- With ${options.connections} connections each sending its next request as soon as the last is answered, the mean ` +
      `latency is ${options.connections} ÷ throughput (Little's law): a p95 under 50 ms needs more than ` +
      `${Math.ceil((options.connections * 1000) / 50)} req/s. The 1-connection column is the endpoint's own latency.`,
  );
  return `${lines.join('\n')}\n`;
}

// ─── The server (child process) ─────────────────────────────────────────────────────────────

async function serve() {
  const { providers } = await new Promise((resolve) => process.once('message', resolve));
  const started = Date.now();
  try {
    const { startServer } = await import(pathToFileURL(bundleFile).href);
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: process.env.BENCH_DATA_DIR,
      databaseUrl: process.env.BENCH_DRIVER === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined,
      openapiFile: join(root, 'openapi/api-v1.yaml'),
      supabaseDir: join(root, 'supabase'),
      appDist: join(root, 'packages/app/dist'),
      logger: { info: () => undefined, warn: (m) => console.warn(m), error: (m, e) => console.error(m, e ?? '') },
    });
    if (server.db.driver !== process.env.BENCH_DRIVER) {
      throw new Error(`Expected the ${process.env.BENCH_DRIVER} driver, got ${server.db.driver}.`);
    }
    const counts = providers > 0 ? await addDirectory(server.db, providers) : await countDirectory(server.db);
    const [{ version }] = await server.db.query('select version() as version');
    const catalog = {
      services: await server.db.query(
        `select sv.id as service_id, sv.category_id as subcategory_id, sc.parent_id as category_id
           from services sv join service_categories sc on sc.id = sv.category_id order by sv.id`,
      ),
      cities: await server.db.query(
        `select c.id, c.name, c.state_id from cities c join states s on s.id = c.state_id
          where s.country_id = 1 order by c.id`,
      ),
    };
    process.on('message', (message) => {
      if (message?.type === 'stats') process.send({ stats: server.searchCacheStats() });
    });
    const stop = () => server.close().finally(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    process.send({
      url: server.url,
      counts,
      catalog,
      version: `${server.db.driver === 'pglite' ? 'PGlite, ' : ''}${version.split(' on ')[0].split(',')[0]}`,
      setupMs: Date.now() - started,
    });
  } catch (error) {
    process.send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
}

/** A deterministic pseudo-random stream (mulberry32), so every run seeds the same directory. */
function randomStream(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Where people live: a big metro gets several times the providers of a small city.
const BIG_CITIES = new Set([
  'New York City',
  'Los Angeles',
  'Chicago',
  'Houston',
  'Phoenix',
  'Philadelphia',
  'San Antonio',
  'San Diego',
  'Dallas',
  'Miami',
  'Atlanta',
  'Seattle',
  'Boston',
  'Denver',
  'San Francisco',
  'Austin',
  'Las Vegas',
]);
const STATE_ZONES = {
  'America/Los_Angeles': ['CA', 'WA', 'OR', 'NV'],
  'America/Denver': ['CO', 'UT', 'NM', 'WY', 'MT', 'ID'],
  'America/Phoenix': ['AZ'],
  'America/Chicago': ['TX', 'IL', 'MN', 'WI', 'IA', 'MO', 'AR', 'LA', 'MS', 'AL', 'OK', 'KS', 'NE', 'SD', 'ND', 'TN'],
  'America/Anchorage': ['AK'],
  'Pacific/Honolulu': ['HI'],
  'America/Indiana/Indianapolis': ['IN'],
};
const zoneOf = (code) =>
  Object.entries(STATE_ZONES).find(([, codes]) => codes.includes(code))?.[0] ?? 'America/New_York';

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const hours = (closed = [], short = {}) =>
  Object.fromEntries(
    DAY_NAMES.map((day) => [
      day,
      { open: short[day]?.[0] ?? '09:00', close: short[day]?.[1] ?? '17:00', isClosed: closed.includes(day) },
    ]),
  );
// The seed's four patterns: every day, weekdays, weekdays and a short Saturday, no Wednesday.
const HOURS = [
  hours(),
  hours(['saturday', 'sunday']),
  hours(['sunday'], { saturday: ['10:00', '14:00'] }),
  hours(['wednesday', 'sunday'], { saturday: ['09:00', '13:00'] }),
];

const FIRST = [
  'Maria',
  'James',
  'Priya',
  'Carlos',
  'Aisha',
  'Daniel',
  'Laura',
  'Robert',
  'Nina',
  'Sofia',
  'Marcus',
  'Elena',
  'Tom',
  'Kevin',
  'Jessica',
  'Steven',
  'Rachel',
  'David',
  'Amara',
  'Lisa',
  'Olivia',
  'Ryan',
  'Hannah',
  'Michael',
];
const LAST = [
  'Lopez',
  'Carter',
  'Shah',
  'Rivera',
  'Thompson',
  'Kim',
  'Chen',
  'Hayes',
  'Patel',
  'Bell',
  'Garcia',
  'Alvarez',
  'Brooks',
  'Moore',
  'Wright',
  'Green',
  'Cohen',
  'Okafor',
  'Novak',
  'Nguyen',
  'Foster',
  'Lee',
  'Tan',
  'Zhang',
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Park Blvd',
  'Washington St',
  'Lake Dr',
  'Hill Rd',
  'Maple Ave',
  'Pine St',
  'Cedar Ln',
  'Elm St',
  'Sunset Blvd',
  'Broadway',
  'Market St',
  'River Rd',
  'Center St',
  'Highland Ave',
];

/** Adds `count` providers with 1–3 locations each; ids start at 100001 to stay clear of the seed's. */
async function addDirectory(db, count) {
  const cities = await db.query(
    `select c.id, c.name, c.state_id, s.code
       from cities c join states s on s.id = c.state_id
      where s.country_id = 1 order by c.id`,
  );
  const subcategories = await db.query(
    'select id, parent_id as category_id, name from service_categories where parent_id is not null order by id',
  );
  const services = await db.query('select id, category_id as subcategory_id from services order by id');
  const servicesOf = (subcategoryId) => services.filter((s) => s.subcategory_id === subcategoryId).map((s) => s.id);

  const weights = cities.map((city) => (BIG_CITIES.has(city.name) ? 8 : 1));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const random = randomStream(20_260_101);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const pickCity = () => {
    let r = random() * totalWeight;
    for (let i = 0; i < cities.length; i++) {
      r -= weights[i];
      if (r < 0) return cities[i];
    }
    return cities.at(-1);
  };

  const providerRows = [];
  const locationRows = [];
  const serviceRows = [];
  let locationId = 100_000;
  for (let i = 1; i <= count; i++) {
    const id = 100_000 + i;
    const subcategory = pick(subcategories);
    const person = `${pick(FIRST)} ${pick(LAST)}`;
    const legal = subcategory.category_id === 2;
    const home = pickCity();
    providerRows.push({
      id,
      business_name: `${home.name} ${subcategory.name} ${legal ? 'Group' : 'Clinic'} ${i}`,
      name: legal ? `${person}, Esq.` : `Dr. ${person}`,
      picture: random() < 0.5 ? `/uploads/${id.toString(16).padStart(32, '0')}.jpg` : null,
      rating: random() < 0.1 ? null : Math.round((3 + random() * 2) * 10) / 10,
      review_count: Math.floor(random() * 300),
      bio: `${subcategory.name} for people recovering from accidents and injuries; evening appointments on request.`,
      experience: `${1 + Math.floor(random() * 30)} years`,
      education: legal ? 'JD, State University School of Law' : 'MD, State University School of Medicine',
      phone: `+1 (555) ${String(Math.floor(random() * 1000)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`,
      email: `office${i}@bench-provider.example`,
      website: random() < 0.6 ? `https://provider${i}.example` : null,
    });
    const r = random();
    const locationCount = r < 0.7 ? 1 : r < 0.95 ? 2 : 3;
    for (let n = 0; n < locationCount; n++) {
      const city =
        n === 0 ? home : random() < 0.6 ? pick(cities.filter((c) => c.state_id === home.state_id)) : pickCity();
      const zipcode = String(10_000 + Math.floor(random() * 89_999));
      locationRows.push({
        id: ++locationId,
        provider_id: id,
        address: `${100 + Math.floor(random() * 9900)} ${pick(STREETS)} #${n + 1}, ${city.name}, ${city.code} ${zipcode}`,
        lat: 25 + random() * 23,
        long: -123 + random() * 53,
        state_id: city.state_id,
        city_id: city.id,
        zipcode,
        time_zone: zoneOf(city.code),
        category_id: subcategory.category_id,
        subcategory_id: subcategory.id,
        business_hours: pick(HOURS),
      });
      // Each location offers one to three of its subcategory's services.
      const offered = servicesOf(subcategory.id)
        .map((service) => [random(), service])
        .sort((a, b) => a[0] - b[0])
        .slice(0, 1 + Math.floor(random() * 3));
      for (const [, service] of offered) serviceRows.push({ location_id: locationId, service_id: service });
    }
  }

  const insertJson = async (tx, rows, sql) => {
    for (let at = 0; at < rows.length; at += 5000) {
      await tx.query(sql, [JSON.stringify(rows.slice(at, at + 5000))]);
    }
  };
  await db.transaction(async (tx) => {
    await insertJson(
      tx,
      providerRows,
      `insert into service_providers (id, business_name, name, picture, rating, review_count, bio, experience, education, phone, email, website)
       select * from json_to_recordset($1::json) as x(id int, business_name text, name text, picture text,
         rating numeric, review_count int, bio text, experience text, education text, phone text, email text, website text)
       on conflict do nothing`,
    );
    await insertJson(
      tx,
      locationRows,
      `insert into provider_locations (id, provider_id, address, lat, long, country_id, state_id, city_id, zipcode,
         time_zone, category_id, subcategory_id, business_hours)
       select id, provider_id, address, lat, long, 1, state_id, city_id, zipcode, time_zone, category_id, subcategory_id,
              business_hours
         from json_to_recordset($1::json) as x(id int, provider_id int, address text, lat float8, long float8,
           state_id int, city_id int, zipcode text, time_zone text, category_id int, subcategory_id int, business_hours jsonb)
       on conflict do nothing`,
    );
    await insertJson(
      tx,
      serviceRows,
      `insert into location_services (location_id, service_id)
       select * from json_to_recordset($1::json) as x(location_id int, service_id int)
       on conflict do nothing`,
    );
    // Hourly slots 09:00–17:00, as the seed gives its locations.
    await tx.query(
      `insert into location_slots (location_id, start_time, end_time)
       select l.id, make_time(h, 0, 0), make_time(h + 1, 0, 0)
         from provider_locations l cross join generate_series(9, 16) as h
        where l.id > 100000
        order by l.id, h
       on conflict do nothing`,
    );
    await tx.query(
      `select setval(pg_get_serial_sequence('service_providers', 'id'), (select max(id) from service_providers))`,
    );
    await tx.query(
      `select setval(pg_get_serial_sequence('provider_locations', 'id'), (select max(id) from provider_locations))`,
    );
  });
  // What autovacuum would have done by the time a directory this size is searched.
  await db.exec('analyze');
  return countDirectory(db);
}

async function countDirectory(db) {
  const [counts] = await db.query(
    `select (select count(*) from service_providers) as providers, (select count(*) from provider_locations) as locations,
            (select count(*) from location_slots) as slots, (select count(*) from location_services) as services`,
  );
  return Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Number(value)]));
}

// Last, so every constant above is initialised before either side runs.
if (process.argv.includes('--serve')) {
  await serve();
} else {
  await main();
}
