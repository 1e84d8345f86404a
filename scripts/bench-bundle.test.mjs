// The first-load budgets hold (issue 22): `npm run bench:bundle` builds the app and opens every
// route in Chromium, signed in where the route needs it, and exits 1 when one loads more than its
// budget (2.5× a bare React 19 build, /user-log-in 1.6×). Sizes are gzip -9 of the built files, so
// this is a budget, not a timing. The route list itself is checked against the app's paths.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { notPages, routes } from './bundle-routes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm run bench:bundle', () => {
  it('measures every address in the app’s paths, or says why it is not a page', () => {
    const source = readFileSync(path.join(root, 'packages/app/src/config/paths.ts'), 'utf8');
    const table = source.slice(source.indexOf('export const paths'), source.indexOf('} as const;'));
    const addresses = [...table.matchAll(/:\s*'(\/[^']*)'/g)].map((match) => match[1]);
    const measured = new Set(routes.map((route) => route.path));
    const unaccounted = addresses.filter((address) => !measured.has(address) && !(address in notPages));
    expect(addresses.length).toBeGreaterThan(30);
    expect(unaccounted).toEqual([]);
  });

  it('keeps every route within its budget', async () => {
    const { code, output } = await new Promise((resolve) => {
      // `npm test` has just built the app and the server for production: measure those builds.
      // Elsewhere the bench rebuilds only what is older than its sources.
      const args = process.env.APP_BUILT_FOR_TEST === '1' ? ['--no-build'] : [];
      const child = spawn(process.execPath, [path.join(root, 'scripts/bench-bundle.mjs'), ...args], { cwd: root });
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
      });
      child.stderr.on('data', (chunk) => {
        text += chunk;
      });
      child.on('close', (exit) => resolve({ code: exit, output: text }));
    });
    const summary = /bundle-budget routes=(\d+) over=(\d+)/.exec(output);
    expect(summary, output).not.toBeNull();
    expect(Number(summary?.[1]), output).toBe(routes.length);
    expect(Number(summary?.[2]), output).toBe(0);
    expect(code, output).toBe(0);
  }, 600_000);
});
