// `npm run bench` must not rot: the search benchmark runs end to end here on a tiny directory for
// a fraction of a second per measurement. The figures mean nothing at this size; that the script
// builds the server (scripts/server-bundle.mjs, which the hardening benchmark shares), seeds it,
// drives it and writes its table is what is checked. The hardening benchmark itself hashes some
// hundred passwords and uploads 150 MiB: too heavy for every test run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(tmpdir(), 'bench-smoke-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function runScript(script, args) {
  return new Promise((resolve) => {
    // The tiny directory's database is thrown away: no sync to disk at each commit, which made the
    // server's start (migrations, seed) wait on a disk other work kept busy.
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, PGLITE_FSYNC: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm run bench', () => {
  it('measures search on a tiny directory and writes its table', async () => {
    const file = path.join(out, 'bench.md');
    const { code, output } = await runScript('bench-search.mjs', [
      ...['--providers', '10', '--seconds', '0.3', '--warmup', '0.1', '--alone-seconds', '0.1'],
      ...['--connections', '4', '--drivers', 'pglite', '--endpoints', 'search,health', '--out', file],
    ]);
    expect(code, output).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/health/);
  }, 240_000);
});
