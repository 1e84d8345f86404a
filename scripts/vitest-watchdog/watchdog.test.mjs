// The watchdog against a run that really hangs: a test file whose worker is blocked, where
// Vitest's own timeout cannot fire.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runVitestWatched } from './watchdog.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'watchdog-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function watch(name, filters, env) {
  const lines = [];
  const result = await runVitestWatched({
    vitest: path.join(root, 'node_modules/.bin/vitest'),
    options: ['--config', path.join(here, 'fixtures/vitest.config.mjs')],
    filters,
    cwd: root,
    workDirectory: path.join(work, name),
    // A test may take 1 s (the fixtures' timeout) and 1 s more, a file 5 s between two events.
    env: { ...process.env, VITEST_WATCHDOG_GRACE_MS: '1000', VITEST_WATCHDOG_BETWEEN_MS: '5000', ...env },
    log: (line) => lines.push(line),
    stdio: 'ignore',
    waits: { exitGraceMs: 20_000, reportWaitMs: 2_000 },
  });
  return { ...result, said: lines.join('\n') };
}

describe('npm test’s watchdog', () => {
  it('names the file a blocked worker is in, ends the run and runs the unfinished file once more', async () => {
    const { ok, passed, failed, hangs, said } = await watch('once', ['passes.fixture', 'blocks.fixture'], {
      WATCHDOG_BLOCK_ONCE: path.join(work, 'blocked-once'),
    });
    // The worker blocked before its report that the test had started reached Vitest.
    expect(said).toMatch(/blocks\.fixture\.mjs: between tests, silent for \d+ s/);
    // Its JavaScript never returns to the event loop, so the signal's report is never written.
    expect(said).toMatch(/no report: its JavaScript never let the signal through/);
    // With one worker the other file may not have started either (Vitest orders by past durations).
    expect(said).toMatch(/Running the [12] test files that had not ended once more/);
    expect({ ok, passed, failed }).toEqual({ ok: true, passed: 2, failed: 0 });
    expect(hangs).toEqual([expect.stringMatching(/^watchdog-fixtures .*blocks\.fixture\.mjs: between tests/)]);
  }, 120_000);

  it('fails the command when the file hangs again', async () => {
    const { ok, passed, hangs, said } = await watch('always', ['blocks.fixture'], {});
    expect(said).toMatch(/Running the 1 test files that had not ended once more/);
    expect(said).toMatch(/hung again when run once more/);
    expect({ ok, passed, hangs: hangs.length }).toEqual({ ok: false, passed: 0, hangs: 2 });
  }, 120_000);
});
