// Measures what a route of the built app makes the browser download, in gzip bytes, against
// the floor (a bare React 19 + ReactDOM Vite build). Shared by `npm run bench:bundle`, its budget
// test (scripts/bench-bundle.test.mjs) and e2e/access.test.ts, so the figure a test holds is the
// figure the bench prints.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The first load of /user-log-in may be at most this many times the floor (issue 9). */
export const LOGIN_ROUTE_BUDGET = 1.6;

/** The goal for every other route's first load, in multiples of the floor (issue 22). */
export const ROUTE_BUDGET = 2.5;

/** Level 9, so the figure depends only on the bytes, not on how a server chose to compress. */
export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Builds the bare React app into `outDir` and returns its JS files with their gzip sizes. */
export function buildFloor(outDir = path.join(root, '.tmp/bundle-floor')) {
  const vite = path.join(root, 'node_modules/.bin/vite');
  const result = spawnSync(
    vite,
    ['build', path.join(root, 'scripts/bundle-floor'), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`The floor build failed:\n${result.stderr || result.stdout}`);
  const assets = path.join(outDir, 'assets');
  const files = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `/assets/${name}`, gzip: gzipBytes(path.join(assets, name)) }));
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/**
 * Opens `url` in a fresh browser context (empty cache; `storageState` carries a signed-in
 * session) and lists every JavaScript file it requested until the network had been quiet for a
 * second, with the gzip size of the built file behind it.
 */
export async function measureRoute(browser, url, { appDist, storageState } = {}) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const scripts = new Set();
    // A page's own chunk often comes after its area has read something from the API, so the
    // route has loaded once no request of any kind has been under way for a second.
    let inFlight = 0;
    let lastActivityAt = Date.now();
    const settled = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivityAt = Date.now();
    };
    page.on('request', (request) => {
      inFlight++;
      lastActivityAt = Date.now();
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(url, { waitUntil: 'load' });
    const givingUpAt = Date.now() + 30_000;
    while ((inFlight > 0 || Date.now() - lastActivityAt < 1000) && Date.now() < givingUpAt) {
      await page.waitForTimeout(250);
    }
    const files = [...scripts].sort().map((file) => ({ file, gzip: gzipBytes(path.join(appDist, file)) }));
    return { finalPath: new URL(page.url()).pathname, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await context.close();
  }
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
