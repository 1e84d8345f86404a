// The pieces the load benchmarks share (bench-search.mjs, bench-scaling.mjs): the real server
// started in a child process over a temporary database (this file, run with --serve, is that
// child), the bench directory of providers it adds, and the keep-alive client and the closed-loop
// measurement that drive it. The server is the bundle scripts/server-bundle.mjs builds, so the
// benchmarks run what `npm start` runs.

import { fork, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the benchmarks build the server bundle. */
export const bundleFile = join(root, 'packages/server/dist/bench/server.mjs');

/** The city search whose first page is measured (seed ids; the city by name, as the app sends it). */
export const HOUSTON_CAR_ACCIDENTS = {
  category_id: 2,
  speciality_group_id: 8,
  speciality_id: 17,
  country_id: 1,
  state_id: 43,
  city: 'Houston',
};

export async function postgresTarget() {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (given) return { url: given, stop: async () => undefined };
  if (!postgresInstalled()) return undefined;
  const { startCluster } = await import(pathToFileURL(join(root, 'scripts/postgres-cluster.mjs')).href);
  return startCluster();
}

/** Mirrors postgres-cluster.mjs's search, so that script never gets to apt-get install. */
export function postgresInstalled() {
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

/**
 * The server in a child process, its directory filled up to `providers` bench providers first
 * (those it already holds are kept; 0 adds none), `settings` added to its environment. `stats()`
 * asks it for the search cache's counters; `explain(request)` sends one request and answers the
 * EXPLAIN ANALYZE of the search statements it ran.
 */
export async function startBenchServer(driver, databaseUrl, dataDir, { providers }, settings = {}) {
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
    const ask = async (message) => {
      child.send(message);
      const [answer] = await once(child, 'message');
      return answer;
    };
    const stats = async () => (await ask({ type: 'stats' })).stats;
    const explain = async (request) => {
      await ask({ type: 'record' });
      await request();
      return (await ask({ type: 'explain' })).plans;
    };
    return { info, pid: child.pid, stats, explain, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export function requester(baseUrl, agent) {
  const { hostname, port } = new URL(baseUrl);
  return (method, path, body, token, extraHeaders = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { accept: 'application/json', ...extraHeaders };
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
          // The bytes on the wire; the text only when they are not compressed.
          resolve({
            status: response.statusCode,
            text: body.toString('utf8'),
            bytes: body.length,
            encoding: response.headers['content-encoding'] ?? null,
          });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(payload);
    });
}

/** `connections` loops, each sending its next request when the last is answered, for `ms` (or `most` requests). */
export async function measure(client, request, connections, ms, most = Number.POSITIVE_INFINITY) {
  const latencies = [];
  let errors = 0;
  let firstError;
  let counter = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + ms;
  const loop = async () => {
    while (performance.now() < deadline && counter < most) {
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
export function cpuMeter(serverPid, databaseUrl) {
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
    const [held] = await server.db.query('select count(*)::int as n from service_providers where id > 100000');
    const counts =
      providers > held.n ? await addDirectory(server.db, providers, held.n + 1) : await countDirectory(server.db);
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
    // The statements of the requests sent while recording (the db object is the app's own).
    let recorded = null;
    const query = server.db.query.bind(server.db);
    server.db.query = (sql, params, options) => {
      recorded?.push({ sql, params });
      return query(sql, params, options);
    };
    process.on('message', async (message) => {
      if (message?.type === 'stats') process.send({ stats: server.searchCacheStats() });
      else if (message?.type === 'record') {
        recorded = [];
        process.send({ recording: true });
      } else if (message?.type === 'explain') {
        // The search's own statements (not the EXPLAIN that estimates a large total).
        const statements = (recorded ?? []).filter(
          ({ sql }) => /provider_locations l/.test(sql) && !/^\s*explain/i.test(sql),
        );
        recorded = null;
        const plans = [];
        for (const { sql, params } of statements) {
          const rows = await query(`explain (analyze, buffers) ${sql}`, params);
          plans.push({ sql: sql.trim(), plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
        }
        process.send({ plans });
      }
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
export function randomStream(seed) {
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
export const BIG_CITIES = new Set([
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
export const STATE_ZONES = {
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
export const HOURS = [
  hours(),
  hours(['saturday', 'sunday']),
  hours(['sunday'], { saturday: ['10:00', '14:00'] }),
  hours(['wednesday', 'sunday'], { saturday: ['09:00', '13:00'] }),
];

export const FIRST = [
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
export const LAST = [
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
export const STREETS = [
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

/**
 * Adds bench providers number `first` to `count`, with 1–3 locations each; ids start at 100001
 * to stay clear of the seed's. As a superuser it seeds with triggers and foreign key checks off
 * (session_replication_role replica): the rows are made consistent here, and a directory of
 * 100,000 providers fills in a fraction of the time.
 */
export async function addDirectory(db, count, first = 1) {
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
  // At most 3 locations a provider, so each batch's ids follow the last one's.
  const firstLocationId = 100_000 + (first - 1) * 3;
  let locationId = firstLocationId;
  for (let i = first; i <= count; i++) {
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
  const [{ rolsuper }] = await db.query('select rolsuper from pg_roles where rolname = current_user');
  await db.transaction(async (tx) => {
    if (rolsuper) await tx.query('set local session_replication_role = replica');
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
    // What the triggers would keep: each touched city's centre (migration 0059).
    await tx.query(
      `select private.refresh_city_centres(array(select distinct city_id from provider_locations where id > ${firstLocationId}))`,
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
        where l.id > ${firstLocationId}
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
  // What autovacuum would have done by the time a directory this size is searched: statistics,
  // and the visibility map, without which an index-only scan (the city's centre) reads the heap.
  await db.exec('vacuum analyze');
  return countDirectory(db);
}

export async function countDirectory(db) {
  const [counts] = await db.query(
    `select (select count(*) from service_providers) as providers, (select count(*) from provider_locations) as locations,
            (select count(*) from location_slots) as slots, (select count(*) from location_services) as services`,
  );
  return Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Number(value)]));
}

// Last, so every constant above is initialised before the child runs.
if (process.argv.includes('--serve')) await serve();
