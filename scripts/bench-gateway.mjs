#!/usr/bin/env node
// NOT a test: what one /rest/v1 request costs next to the cheapest request there is (issue 24).
// Against a running server (npm start with DATABASE_URL, or the built bundle), as the demo admin:
//   health: GET /api/v1/health
//   admin list: GET /rest/v1/profiles, 25 rows, Prefer: count=exact, one embed (service_providers),
//               newest first: the admin area's users page.
// Each runs for --seconds over 10 connections; the report gives both throughputs and their ratio.
// --database-url adds users until there are at least 30 (profiles follow users), so a page is full.
//
//   node scripts/bench-gateway.mjs --url http://127.0.0.1:3000 [--database-url postgres://…] [--seconds 10]

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';

const CONNECTIONS = 10;
const ANON_KEY = process.env.SUPABASE_ANON_KEY ?? 'local-anon-key';
const LIST =
  '/rest/v1/profiles?select=*,service_providers(id,business_name,verification_status)&order=created_at.desc&offset=0&limit=25';

function parseArgs(argv) {
  const options = { url: 'http://127.0.0.1:3000', seconds: 10, databaseUrl: undefined };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (name === '--url') options.url = value;
    else if (name === '--seconds') options.seconds = Number(value);
    else if (name === '--database-url') options.databaseUrl = value;
    else throw new Error(`Unknown option ${name}; see the comment at the top of this file.`);
  }
  return options;
}

async function fillUsers(databaseUrl) {
  const pg = createRequire(join(root, 'packages/server/package.json'))('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into private.users (email, name, user_type, is_verified)
       select 'bench-' || n || '@example.test', 'Bench User ' || n, 'customer', true
         from generate_series(1, greatest(0, 30 - (select count(*) from private.users))) as n
       on conflict do nothing`,
    );
  } finally {
    await client.end();
  }
}

async function measure(run, seconds) {
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const at = performance.now();
      const response = await run();
      await response.arrayBuffer();
      if (!response.ok) errors++;
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  latencies.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return {
    rps: latencies.length / elapsed,
    p50: latencies[Math.floor(latencies.length / 2)] ?? Number.NaN,
    errors,
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.databaseUrl) await fillUsers(options.databaseUrl);
  const login = await fetch(`${options.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo1234!', role: 'admin' }),
  });
  const token =
    (await login.json()).data?.token ?? (await Promise.reject(new Error(`Sign-in failed: ${login.status}`)));
  const headers = { apikey: ANON_KEY, authorization: `Bearer ${token}`, prefer: 'count=exact' };
  const page = await fetch(`${options.url}${LIST}`, { headers });
  const rows = ((await page.json()) ?? []).length;
  console.log(`admin list: ${page.status}, ${rows} rows, Content-Range ${page.headers.get('content-range')}`);

  const health = () => fetch(`${options.url}/api/v1/health`);
  const list = () => fetch(`${options.url}${LIST}`, { headers });
  // Warm both up (catalog, plans, connections) before measuring.
  await measure(health, 1);
  await measure(list, 1);
  const h = await measure(health, options.seconds);
  const l = await measure(list, options.seconds);
  console.log(`health:     ${h.rps.toFixed(0)} req/s, p50 ${h.p50.toFixed(1)} ms, ${h.errors} errors`);
  console.log(`admin list: ${l.rps.toFixed(0)} req/s, p50 ${l.p50.toFixed(1)} ms, ${l.errors} errors`);
  console.log(`ratio:      ${(l.rps / h.rps).toFixed(2)} of health's throughput`);
}

await main();
