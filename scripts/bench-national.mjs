#!/usr/bin/env node
// The national run (issue 22), NOT a test and not in `npm test`: a directory of 1,000,000 bench
// providers on PostgreSQL, and the first page of one city search (Legal → Personal Injury → Car
// Accidents in Houston) in both sorts. On a throwaway cluster (scripts/postgres-cluster.mjs), or
// BENCH_DATABASE_URL (an empty database; it is migrated and filled). The directory is added with
// set-based SQL (generate_series, the same kinds of rows as bench-server.mjs's addDirectory),
// timed; then the real server, search cache off, answers the page with 1 connection (each
// request's own latency) and with 50 (like bench:scaling), and the index sizes and the plans are
// written to --out.
//
//   node scripts/bench-national.mjs [--providers 1000000] [--requests 200] [--seconds 5] [--out .tmp/bench-national.md]

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import {
  BIG_CITIES,
  bundleFile,
  cpuMeter,
  FIRST,
  HOURS,
  HOUSTON_CAR_ACCIDENTS,
  LAST,
  measure,
  postgresTarget,
  requester,
  root,
  STATE_ZONES,
  STREETS,
  startBenchServer,
} from './bench-server.mjs';
import { buildServerBundle } from './server-bundle.mjs';

function parseArgs(argv) {
  const options = { providers: 1_000_000, requests: 200, seconds: 5, out: join(root, '.tmp/bench-national.md') };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const n = Number(value);
    if (flag === '--providers' && Number.isSafeInteger(n) && n > 0) options.providers = n;
    else if (flag === '--requests' && Number.isSafeInteger(n) && n > 0) options.requests = n;
    else if (flag === '--seconds' && n > 0) options.seconds = n;
    else if (flag === '--out') options.out = resolve(String(value));
    else throw new Error(`Unknown option ${flag} ${value ?? ''} (see the head of scripts/bench-national.mjs).`);
  }
  return options;
}

const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;
const textArray = (list) => `array[${list.map(literal).join(', ')}]::text[]`;

/**
 * The statements that add bench providers 1 to `count` (ids from 100001, locations from 100001 on,
 * at most 3 a provider): home cities weighted 8 to 1 towards big metros, 1–3 locations (70 / 25 /
 * 5 %), one to three of the subcategory's services a location, hourly slots 09:00–17:00.
 * Triggers and foreign-key checks are off (session_replication_role replica, as a superuser), as in
 * addDirectory: the rows are consistent by construction, and the cities' centres are refreshed.
 */
function directoryStatements(count) {
  const zones = Object.entries(STATE_ZONES)
    .map(([zone, codes]) => `when c.code in (${codes.map(literal).join(', ')}) then ${literal(zone)}`)
    .join(' ');
  const hours = `array[${HOURS.map((h) => `${literal(JSON.stringify(h))}::jsonb`).join(', ')}]`;
  const pick = (array, size) => `(${array})[1 + floor(random() * ${size})::int]`;
  const weightedCity = pick('(select ids from nat_weighted)', '(select cardinality(ids) from nat_weighted)');
  return [
    'select setseed(0.2026)',
    `create temp table nat_city as
       select c.id, c.name, c.state_id, s.code from cities c join states s on s.id = c.state_id where s.country_id = 1`,
    `create temp table nat_weighted as
       select array_agg(c.id order by c.id) as ids from nat_city c
        cross join lateral generate_series(1, case when c.name = any(${textArray([...BIG_CITIES])}) then 8 else 1 end)`,
    `create temp table nat_provider as
       select 100000 + i as id, i, sc.id as subcategory_id, sc.parent_id as category_id, sc.name as subcategory_name,
              home.city_id as home_city, random() as r_locations
         from generate_series(1, ${count}) as i
        cross join lateral (select ${pick('(select array_agg(id order by id) from service_categories where parent_id is not null)', '(select count(*) from service_categories where parent_id is not null)')} + i * 0 as subcategory_id) s
         join service_categories sc on sc.id = s.subcategory_id
        cross join lateral (select ${weightedCity} + i * 0 as city_id) home`,
    `insert into service_providers (id, business_name, name, picture, rating, review_count, bio, experience, education, phone, email, website)
     select p.id, c.name || ' ' || p.subcategory_name || case when p.category_id = 2 then ' Group ' else ' Clinic ' end || p.i,
            case when p.category_id = 2 then person || ', Esq.' else 'Dr. ' || person end,
            case when random() < 0.5 then '/uploads/' || lpad(to_hex(p.id), 32, '0') || '.jpg' end,
            case when random() < 0.1 then null else round((3 + random() * 2)::numeric, 1) end,
            floor(random() * 300)::int,
            p.subcategory_name || ' for people recovering from accidents and injuries; evening appointments on request.',
            (1 + floor(random() * 30)::int) || ' years',
            case when p.category_id = 2 then 'JD, State University School of Law' else 'MD, State University School of Medicine' end,
            '+1 (555) ' || lpad(floor(random() * 1000)::text, 3, '0') || '-' || lpad((p.i % 10000)::text, 4, '0'),
            'office' || p.i || '@bench-provider.example',
            case when random() < 0.6 then 'https://provider' || p.i || '.example' end
       from nat_provider p
       join nat_city c on c.id = p.home_city
      cross join lateral (select ${pick(textArray(FIRST), FIRST.length)} || ' ' || ${pick(textArray(LAST), LAST.length)} || left(p.i::text, 0) as person) n`,
    `insert into provider_locations (id, provider_id, address, lat, long, country_id, state_id, city_id, zipcode,
       time_zone, category_id, subcategory_id, business_hours)
     select 100000 + (p.i - 1) * 3 + n, p.id,
            (100 + floor(random() * 9900)::int) || ' ' || ${pick(textArray(STREETS), STREETS.length)} || ' #' || n || ', ' || c.name || ', ' || c.code || ' ' || z.zipcode,
            25 + random() * 23, -123 + random() * 53, 1, c.state_id, c.id, z.zipcode,
            case ${zones} else 'America/New_York' end, p.category_id, p.subcategory_id,
            ${pick(hours, HOURS.length)}
       from nat_provider p
      cross join lateral generate_series(1, case when p.r_locations < 0.7 then 1 when p.r_locations < 0.95 then 2 else 3 end) as n
      cross join lateral (select case when n = 1 then p.home_city else ${weightedCity} end as city_id) at_city
       join nat_city c on c.id = at_city.city_id
      cross join lateral (select (10000 + floor(random() * 89999)::int + n * 0)::text as zipcode) z`,
    // What the triggers would keep: each city's centre (migration 0059).
    'select private.refresh_city_centres(array(select distinct city_id from provider_locations where id > 100000))',
    `insert into location_services (location_id, service_id)
     select l.id, s.id from provider_locations l
      cross join lateral (select sv.id from services sv where sv.category_id = l.subcategory_id
                           order by random() limit 1 + floor(random() * 3)::int) s
      where l.id > 100000`,
    `insert into location_slots (location_id, start_time, end_time)
     select l.id, make_time(h, 0, 0), make_time(h + 1, 0, 0)
       from provider_locations l cross join generate_series(9, 16) as h
      where l.id > 100000`,
    `select setval(pg_get_serial_sequence('service_providers', 'id'), (select max(id) from service_providers))`,
    `select setval(pg_get_serial_sequence('provider_locations', 'id'), (select max(id) from provider_locations))`,
  ];
}

async function seed(url, count) {
  const pg = createRequire(join(root, 'packages/server/package.json'))('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ n }] = (await client.query('select count(*)::int as n from service_providers where id > 100000')).rows;
    if (n >= count) return { seconds: 0, held: n };
    if (n > 0) throw new Error(`The database holds ${n} bench providers already: give an empty one.`);
    const started = performance.now();
    const steps = [];
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    for (const sql of directoryStatements(count)) {
      const at = performance.now();
      await client.query(sql);
      steps.push({ step: sql.trim().split('\n')[0].slice(0, 70), seconds: (performance.now() - at) / 1000 });
    }
    await client.query('commit');
    const at = performance.now();
    // As addDirectory: statistics and the visibility map, as autovacuum would leave them.
    await client.query('vacuum analyze');
    steps.push({ step: 'vacuum analyze', seconds: (performance.now() - at) / 1000 });
    return { seconds: (performance.now() - started) / 1000, steps };
  } finally {
    await client.end();
  }
}

async function sizes(url) {
  const pg = createRequire(join(root, 'packages/server/package.json'))('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select c.relname as name, t.relname as "table", c.relkind as kind, pg_relation_size(c.oid) as bytes
         from pg_class c
         left join pg_index i on i.indexrelid = c.oid
         left join pg_class t on t.oid = coalesce(i.indrelid, c.oid)
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'i')
          and t.relname in ('service_providers', 'provider_locations', 'location_services', 'location_slots')
        order by t.relname, c.relkind desc, pg_relation_size(c.oid) desc`,
    );
    return rows.map((row) => ({ ...row, bytes: Number(row.bytes) }));
  } finally {
    await client.end();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  await buildServerBundle(bundleFile);
  const target = await postgresTarget();
  if (!target) throw new Error('The national run needs PostgreSQL (or BENCH_DATABASE_URL).');
  const dataDir = mkdtempSync(join(os.tmpdir(), 'ia-bench-national-'));
  const loads = { start: os.loadavg() };
  const lines = [];
  try {
    // Migrated and seeded (the demo accounts) by the server; the directory is added beside it.
    const empty = await startBenchServer('postgres', target.url, dataDir, { providers: 0 });
    await empty.stop();
    console.error(`Seeding ${options.providers.toLocaleString('en-US')} providers…`);
    const seeded = await seed(target.url, options.providers);
    loads.seeded = os.loadavg();
    console.error(`  seeded in ${seeded.seconds.toFixed(1)} s`);
    const indexSizes = await sizes(target.url);

    const server = await startBenchServer(
      'postgres',
      target.url,
      dataDir,
      { providers: 0 },
      { SEARCH_CACHE_TTL_MS: '0' },
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const results = [];
    try {
      const client = requester(server.info.url, agent);
      const login = await client('POST', '/api/v1/login', {
        email: 'customer@demo.test',
        password: 'Demo1234!',
        role: 'customer',
      });
      if (login.status !== 200) throw new Error(`Signing in failed: ${login.status} ${login.text}`);
      const token = JSON.parse(login.text).data.token;
      const cpu = cpuMeter(server.pid, target.url);
      for (const sort of ['best_rated', 'nearest']) {
        const search = () => ['POST', '/api/v1/find_service_api', { ...HOUSTON_CAR_ACCIDENTS, sort }, token];
        const first = await client(...search());
        if (first.status !== 200) throw new Error(`The search failed: ${first.status} ${first.text.slice(0, 300)}`);
        const page = JSON.parse(first.text);
        const br = await client(...search(), { 'accept-encoding': 'br' });
        // Warm: the prepared statements and the buffer cache, as a running server has them.
        await measure(client, search, 1, 1000);
        const before = cpu();
        const alone = await measure(client, search, 1, 60_000 * 10, options.requests);
        const after = cpu();
        const loaded = await measure(client, search, 50, options.seconds * 1000);
        const plans = await server.explain(() => client(...search()));
        results.push({
          sort,
          page,
          bytes: first.bytes,
          br: br.bytes,
          alone,
          loaded,
          cpu: { server: (after.server - before.server) / alone.requests, db: (after.db - before.db) / alone.requests },
          load: os.loadavg()[0],
          plans,
        });
        console.error(
          `  ${sort}: ${page.data.length} of ${page.total.exact ? '' : 'about '}${page.total.count}; 1 connection ` +
            `p50 ${alone.p50.toFixed(1)} ms p95 ${alone.p95.toFixed(1)} ms; 50 connections p50 ${loaded.p50.toFixed(1)} ` +
            `p95 ${loaded.p95.toFixed(1)} ms ${loaded.rps.toFixed(0)} req/s; load ${os.loadavg()[0].toFixed(1)}`,
        );
      }
    } finally {
      agent.destroy();
      await server.stop();
    }
    const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
    const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    lines.push(
      '# National run',
      '',
      `${new Date().toISOString()} · \`node scripts/bench-national.mjs\` · PostgreSQL (${server.info.version}) · ` +
        `${server.info.counts.providers.toLocaleString('en-US')} providers, ${server.info.counts.locations.toLocaleString('en-US')} locations, ` +
        `${server.info.counts.services.toLocaleString('en-US')} location services, ${server.info.counts.slots.toLocaleString('en-US')} slots · ` +
        `search cache off · ${fmt((performance.now() - started) / 1000, 0)} s in all`,
      '',
      `Seeding (set-based SQL, one transaction, then VACUUM ANALYZE): ${fmt(seeded.seconds)} s` +
        (seeded.steps
          ? `: ${seeded.steps.map((s) => `${s.step.split(' ').slice(0, 4).join(' ')} ${fmt(s.seconds)} s`).join('; ')}`
          : ''),
      '',
      '| Sort | providers on page | total | page kB | br kB | 1 connection p50 (ms) | p95 | CPU ms/req: server | PostgreSQL | 50 connections p50 (ms) | p95 | req/s | 1-min load |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...results.map(
        (r) =>
          `| ${r.sort} | ${r.page.data.length} | ${r.page.total.exact ? '' : '≈ '}${r.page.total.count} | ${fmt(r.bytes / 1024)} | ` +
          `${fmt(r.br / 1024)} | ${fmt(r.alone.p50)} | ${fmt(r.alone.p95)} | ${fmt(r.cpu.server, 2)} | ${fmt(r.cpu.db, 2)} | ` +
          `${fmt(r.loaded.p50)} | ${fmt(r.loaded.p95)} | ${fmt(r.loaded.rps, 0)} | ${fmt(r.load)} |`,
      ),
      '',
      '| Table | relation | kind | size |',
      '| --- | --- | --- | ---: |',
      ...indexSizes.map((s) => `| ${s.table} | ${s.name} | ${s.kind === 'i' ? 'index' : 'table'} | ${mb(s.bytes)} |`),
      '',
      `Load average (1/5/15 min) at the start ${loads.start.map((n) => n.toFixed(2)).join(' / ')}, after seeding ` +
        `${loads.seeded.map((n) => n.toFixed(2)).join(' / ')}, at the end ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' / ')}; ${os.cpus().length} cores shared with other work.`,
    );
    for (const r of results) {
      lines.push('', `## EXPLAIN (ANALYZE, BUFFERS), ${r.sort}`, '');
      for (const { sql, plan } of r.plans) lines.push('```sql', sql, '```', '', '```', plan, '```', '');
    }
  } finally {
    await target.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${lines.join('\n')}\n`);
  console.log(lines.slice(0, 30).join('\n'));
  console.log(`Written to ${relative(process.cwd(), options.out) || options.out}`);
}

await main();
