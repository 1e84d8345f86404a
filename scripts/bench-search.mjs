#!/usr/bin/env node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import {
  BIG_CITIES,
  bundleFile,
  cpuMeter,
  measure,
  postgresTarget,
  randomStream,
  requester,
  root,
  startBenchServer,
} from './bench-server.mjs';
import { buildServerBundle } from './server-bundle.mjs';

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

await main();
