// `npm test`: the one command that checks every layer. It installs what is missing
// (dependencies, Debian chromium, a PostgreSQL server), then runs static checks, unit and
// server tests on PGlite and a throwaway PostgreSQL, Storybook browser tests with
// accessibility and screenshot checks, and the browser end-to-end journeys.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM, ensureChromium, installDependencies, PNPM_VERSION, root } from './bootstrap.mjs';
import { startCluster } from './postgres-cluster.mjs';
import { runVitestWatched } from './vitest-watchdog/watchdog.mjs';

const started = Date.now();
const timings = [];

function step(name, action) {
  const at = Date.now();
  console.log(`\n▶ ${name}`);
  action();
  timings.push([name, Date.now() - at]);
}

/**
 * Runs each lane's steps one after another and the lanes side by side; a failed step ends the
 * command once every lane has stopped, so no step is cut off halfway through writing its output.
 * @param {[string, string, string[]][][]} lanes
 */
async function stepsSideBySide(lanes) {
  let failed;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, command, args] of lane) {
        if (failed) return;
        const at = Date.now();
        console.log(`\n▶ ${name}`);
        const code = await new Promise((resolve) => {
          spawn(command, args, { cwd: root, stdio: 'inherit' }).on('close', (exitCode, signal) =>
            resolve(exitCode ?? signal),
          );
        });
        timings.push([name, Date.now() - at]);
        if (code !== 0) failed ??= { name, code };
      }
    }),
  );
  if (failed) {
    console.error(`\n✗ ${failed.name} failed (exit ${failed.code}).`);
    process.exit(typeof failed.code === 'number' ? failed.code : 1);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const bin = (name) => path.join(root, 'node_modules/.bin', name);

step('install', () => {
  installDependencies();
  ensureChromium();
});
// Two lanes on the two cores: the typecheck (as the README spells it: `npm run typecheck`, which
// itself checks the packages side by side) beside the other checks and the production build, one
// after another. One after the other the two lanes took 75 s + 32 s; the build and the lint wait
// on files and the linker as much as they compute.
await stepsSideBySide([
  [['typecheck', 'npm', ['run', '--silent', 'typecheck']]],
  [
    ['lint and format', bin('biome'), ['check', '.']],
    ['import boundaries', bin('depcruise'), ['packages', '--config', '.dependency-cruiser.cjs']],
    [
      'openapi lint',
      bin('redocly'),
      ['lint', 'openapi/api-v1.yaml', '--config', 'openapi/redocly.yaml', '--format', 'summary'],
    ],
    ['openapi types are current', 'node', ['scripts/generate-api-types.mjs', '--check']],
    ['build app', 'npx', ['--yes', `pnpm@${PNPM_VERSION}`, '--filter', '@injury-assist/app', 'build']],
    ['build server', 'npx', ['--yes', `pnpm@${PNPM_VERSION}`, '--filter', '@injury-assist/server', 'build']],
  ],
]);

const cluster = await startCluster();
let result = { ok: false, passed: 0, failed: 0, skipped: 0, hangs: [] };
try {
  const at = Date.now();
  console.log('\n▶ vitest: flows, server (PGlite + PostgreSQL), storybook (a11y + screenshots), e2e');
  result = await runVitestWatched({
    vitest: bin('vitest'),
    cwd: root,
    workDirectory: path.join(root, '.tmp'),
    env: {
      ...process.env,
      CI: process.env.CI ?? 'true',
      TEST_DATABASE_URL: cluster.url,
      CHROMIUM_PATH: CHROMIUM,
      APP_BUILT_FOR_TEST: '1',
    },
  });
  timings.push(['vitest', Date.now() - at]);
} finally {
  await cluster.stop();
}

console.log('\nDurations:');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(28)} ${seconds(ms)}`);
console.log(`  ${'total'.padEnd(28)} ${seconds(Date.now() - started)}`);
console.log(
  `\nTests: ${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''}` +
    (result.hangs.length ? ' (after running the files a hung run had not finished once more)' : ''),
);
// Said again here, where the end of a long log shows it (the stacks are printed where it happened).
for (const hang of result.hangs) console.log(`  hung: ${hang}`);
process.exit(result.ok ? 0 : 1);
