#!/usr/bin/env node
// `npm run bench:bundle`: builds the app, the server and a bare React app (the floor) unless their
// builds are newer than their sources, starts the server on a throwaway database, signs in as each
// demo user in Debian Chromium, opens every route (scripts/bundle-routes.mjs) with an empty cache
// and prints the JavaScript it loads, in gzip bytes, and its ratio to the floor against the goal
// (2.5×, /user-log-in 1.6×) and the ceiling a route still over the goal holds (bundle-routes.mjs).
// Sizes are deterministic (gzip -9 of the built files), so the figures repeat exactly. Exits 1 when
// a route is over its ceiling; the last line says
// `bundle-budget routes=<n> over=<n> over_goal=<n> worst=<route>:<ratio> floor_kb=<kB>`.
// `--files` lists each route's files; `--no-build` measures the app and server already built;
// `--build` rebuilds them even when they look current.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureChromium, pnpm, root } from './bootstrap.mjs';
import { budgetOf, routes, visitors } from './bundle-routes.mjs';
import { buildFloor, kB, LOGIN_ROUTE_BUDGET, measureRoute, newestChange, ROUTE_BUDGET } from './bundle-size.mjs';

// The builds below inherit this: run from a test (NODE_ENV=test), Vite would build React's
// development bundle, a third larger.
process.env.NODE_ENV = 'production';

const DEMO_PASSWORD = 'Demo1234!';
/** Routes opened at once, each in its own context: a fifth of the sequential time on two cores. */
const AT_ONCE = 4;
const verbose = process.argv.includes('--files');
const packages = ['app', 'ui', 'flows', 'domain', 'contract', 'server'].map((name) =>
  path.join(root, 'packages', name),
);

if (process.argv.includes('--build') || (!process.argv.includes('--no-build') && !buildsAreCurrent())) {
  pnpm(['--filter', '@injury-assist/app', 'build']);
  pnpm(['--filter', '@injury-assist/server', 'build']);
}
ensureChromium();
const floor = buildFloor();
const appDist = path.join(root, 'packages/app/dist');

const startedAt = Date.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ia-bench-bundle-'));
const server = spawn('node', ['packages/server/dist/main.mjs'], {
  cwd: root,
  // A throwaway database needs no sync to disk at each commit: on a machine whose disk other work
  // kept busy, a start on a seeded folder took 41–61 s with it and 26–27 s without (load 27).
  env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', PGLITE_FSYNC: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let over = 0;
let overGoal = 0;
try {
  const url = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /running at (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]);
    });
    server.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready.`)));
  });

  const serverReadyAt = Date.now();
  // One sign-in per area; each route then opens in a fresh context carrying only that session.
  const sessions = Object.fromEntries(
    await Promise.all(
      Object.entries(visitors).map(async ([name, visitor]) => [name, visitor ? await signIn(url, visitor) : undefined]),
    ),
  );

  const signedInAt = Date.now();
  const measured = await inPool(routes, AT_ONCE, (route) =>
    measureRoute(browser, `${url}${route.path}`, { appDist, storageState: sessions[route.as] }),
  );
  const seconds = (from, to) => `${((to - from) / 1000).toFixed(1)} s`;
  console.log(
    `\nServer ready in ${seconds(startedAt, serverReadyAt)}, signed in in ${seconds(serverReadyAt, signedInAt)}, ${routes.length} routes opened in ${seconds(signedInAt, Date.now())} (${AT_ONCE} at a time)`,
  );

  console.log(`\nFloor (React 19 + ReactDOM, Vite): ${floor.files.length} JS file, ${kB(floor.gzip)} gzip\n`);
  console.log(
    `${'route'.padEnd(42)} ${'as'.padEnd(8)} ${'JS files'.padStart(8)} ${'gzip'.padStart(10)} ${'÷ floor'.padStart(8)} ${'goal'.padStart(6)} ${'ceiling'.padStart(8)}`,
  );
  let worst = { route: '', ratio: 0 };
  routes.forEach((route, index) => {
    const result = measured[index];
    if (result.finalPath !== route.path) {
      throw new Error(`${route.path} ended at ${result.finalPath}; the route or the sign-in did not hold.`);
    }
    const ratio = result.gzip / floor.gzip;
    const goal = route.path === '/user-log-in' ? LOGIN_ROUTE_BUDGET : ROUTE_BUDGET;
    const ceiling = budgetOf(route.path);
    const within = ratio <= ceiling;
    if (!within) over++;
    if (ratio > goal) overGoal++;
    if (ratio > worst.ratio) worst = { route: route.path, ratio };
    console.log(
      `${route.path.padEnd(42)} ${route.as.padEnd(8)} ${String(result.files.length).padStart(8)} ${kB(result.gzip).padStart(10)} ${ratio.toFixed(2).padStart(8)} ${`${goal}×`.padStart(6)} ${(ceiling === goal ? '—' : `${ceiling.toFixed(2)}×`).padStart(8)}${within ? (ratio > goal ? '  over goal' : '') : '  OVER CEILING'}`,
    );
    if (verbose) for (const file of result.files) console.log(`    ${kB(file.gzip).padStart(9)}  ${file.file}`);
  });
  console.log(
    `\nbundle-budget routes=${routes.length} over=${over} over_goal=${overGoal} worst=${worst.route}:${worst.ratio.toFixed(2)} floor_kb=${(floor.gzip / 1000).toFixed(1)}`,
  );
} finally {
  await browser.close();
  stop();
}
process.exit(over === 0 ? 0 : 1);

/** Whether the app's and the server's builds are newer than every source file they are built from. */
function buildsAreCurrent() {
  const outputs = [path.join(root, 'packages/app/dist/index.html'), path.join(root, 'packages/server/dist/main.mjs')];
  if (!outputs.every(existsSync)) return false;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return built > newestChange([...packages, path.join(root, 'pnpm-lock.yaml')]);
}

/** Runs `task` over `items`, `size` at a time, and answers the results in the items' order. */
async function inPool(items, size, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

async function signIn(url, { login, email }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}${login}`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A hang, not a timing: under a loaded machine the three sign-ins at once took longer than 15 s.
    await page.waitForURL((at) => at.pathname !== login, { timeout: 120_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}
