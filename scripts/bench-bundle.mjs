#!/usr/bin/env node
// `npm run bench:bundle`: builds the app, the server and a bare React app (the floor), starts the
// server on a throwaway database, signs in as each demo user in Debian Chromium, and prints for
// each area's first route the JavaScript files it loads, their gzip bytes and the ratio to the
// floor. Sizes are deterministic (gzip -9 of the built files), so the figures repeat exactly.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureChromium, pnpm, root } from './bootstrap.mjs';
import { buildFloor, kB, LOGIN_ROUTE_BUDGET, measureRoute } from './bundle-size.mjs';

const DEMO_PASSWORD = 'Demo1234!';
const routes = [
  { path: '/user-log-in' },
  { path: '/customer-dashboard/search', login: '/user-log-in', email: 'customer@demo.test' },
  { path: '/dashboard/overview', login: '/provider-login', email: 'provider@demo.test' },
  { path: '/admin/overview', login: '/login', email: 'admin@demo.test' },
];
const verbose = process.argv.includes('--files');

pnpm(['--filter', '@injury-assist/app', 'build']);
pnpm(['--filter', '@injury-assist/server', 'build']);
ensureChromium();
const floor = buildFloor();
const appDist = path.join(root, 'packages/app/dist');

const dataDir = mkdtempSync(path.join(tmpdir(), 'ia-bench-bundle-'));
const server = spawn('node', ['packages/server/dist/main.mjs'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
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

  const rows = [];
  for (const route of routes) {
    const storageState = route.login ? await signIn(url, route) : undefined;
    const measured = await measureRoute(browser, `${url}${route.path}`, { appDist, storageState });
    if (measured.finalPath !== route.path) {
      throw new Error(`${route.path} ended at ${measured.finalPath}; the sign-in did not hold.`);
    }
    rows.push({ route: route.path, ...measured });
  }

  console.log(`\nFloor (React 19 + ReactDOM, Vite): ${floor.files.length} JS file, ${kB(floor.gzip)} gzip\n`);
  console.log(`${'route'.padEnd(30)} ${'JS files'.padStart(8)} ${'gzip'.padStart(10)} ${'÷ floor'.padStart(8)}`);
  for (const row of rows) {
    const ratio = row.gzip / floor.gzip;
    console.log(
      `${row.route.padEnd(30)} ${String(row.files.length).padStart(8)} ${kB(row.gzip).padStart(10)} ${ratio.toFixed(2).padStart(8)}`,
    );
    if (verbose) for (const file of row.files) console.log(`    ${kB(file.gzip).padStart(9)}  ${file.file}`);
  }
  const login = rows[0];
  const within = login.gzip / floor.gzip <= LOGIN_ROUTE_BUDGET;
  console.log(`\n/user-log-in budget: ${LOGIN_ROUTE_BUDGET}× the floor — ${within ? 'within' : 'OVER'}`);
} finally {
  await browser.close();
  stop();
}

async function signIn(url, { login, email }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}${login}`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((at) => at.pathname !== login, { timeout: 15_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}
