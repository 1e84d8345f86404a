// Measures what a route of the built app makes the browser download, in gzip bytes, against
// the floor (a bare React 19 + ReactDOM Vite build). Shared by `npm run bench:bundle`, its budget
// test (scripts/bench-bundle.test.mjs) and e2e/access.test.ts, so the figure a test holds is the
// figure the bench prints.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * The newest modification time among `paths` (files, or folders walked whole), so a build can be
 * skipped when its output is newer than everything it was built from.
 */
export function newestChange(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry))
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(entry, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of paths) visit(entry);
  return newest;
}

/**
 * Builds the bare React app into `outDir` (unless the build there is newer than its sources and
 * the installed React) and returns its JS files with their gzip sizes.
 */
export function buildFloor(outDir = path.join(root, '.tmp/bundle-floor')) {
  const assets = path.join(outDir, 'assets');
  const require = createRequire(path.join(root, 'scripts/bundle-floor/main.tsx'));
  const sources = [
    path.join(root, 'scripts/bundle-floor'),
    path.join(root, 'pnpm-lock.yaml'),
    require.resolve('react/package.json'),
    require.resolve('react-dom/package.json'),
  ];
  const built = path.join(outDir, 'index.html');
  if (!existsSync(built) || statSync(built).mtimeMs < newestChange(sources)) runFloorBuild(outDir);
  const files = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `/assets/${name}`, gzip: gzipBytes(path.join(assets, name)) }));
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

function runFloorBuild(outDir) {
  const vite = path.join(root, 'node_modules/.bin/vite');
  const result = spawnSync(
    vite,
    ['build', path.join(root, 'scripts/bundle-floor'), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`The floor build failed:\n${result.stderr || result.stdout}`);
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
    const quiet = () => inFlight === 0 && Date.now() - lastActivityAt >= 1000;
    while (Date.now() < givingUpAt) {
      if (quiet()) {
        // Several routes are opened at once on a busy machine: a page still running a chunk it
        // has just received has not asked for the next one yet, so the quiet second counts only
        // once its main thread has been idle too.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
        if (quiet()) break;
      }
      await page.waitForTimeout(250);
    }
    const files = [...scripts].sort().map((file) => ({ file, gzip: gzipBytes(path.join(appDist, file)) }));
    return { finalPath: new URL(page.url()).pathname, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await context.close();
  }
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
