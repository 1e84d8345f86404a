// `npm test`: the one command that checks every layer. It installs what is missing
// (dependencies, Debian chromium, a PostgreSQL server), then runs static checks, unit and
// server tests on PGlite and a throwaway PostgreSQL, Storybook browser tests with
// accessibility and screenshot checks, and the browser end-to-end journeys.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, ensureChromium, installDependencies, pnpm, root, run } from './bootstrap.mjs';
import { startCluster } from './postgres-cluster.mjs';

const started = Date.now();
const timings = [];

function step(name, action) {
  const at = Date.now();
  console.log(`\n▶ ${name}`);
  action();
  timings.push([name, Date.now() - at]);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const bin = (name) => path.join(root, 'node_modules/.bin', name);

step('install', () => {
  installDependencies();
  ensureChromium();
});
// As the README spells it: `npm run typecheck` (scripts/typecheck.mjs, each package side by side).
step('typecheck', () => run('npm', ['run', '--silent', 'typecheck']));
step('lint and format', () => run(bin('biome'), ['check', '.']));
step('import boundaries', () => run(bin('depcruise'), ['packages', '--config', '.dependency-cruiser.cjs']));
step('openapi lint', () =>
  run(bin('redocly'), ['lint', 'openapi/api-v1.yaml', '--config', 'openapi/redocly.yaml', '--format', 'summary']),
);
step('openapi types are current', () => run('node', ['scripts/generate-api-types.mjs', '--check']));
step('build app and server', () => {
  pnpm(['--filter', '@injury-assist/app', 'build']);
  pnpm(['--filter', '@injury-assist/server', 'build']);
});

const reportFile = path.join(root, '.tmp/vitest-report.json');
mkdirSync(path.dirname(reportFile), { recursive: true });
const cluster = await startCluster();
let status = 1;
try {
  const at = Date.now();
  console.log('\n▶ vitest: flows, server (PGlite + PostgreSQL), storybook (a11y + screenshots), e2e');
  status =
    spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        CI: process.env.CI ?? 'true',
        TEST_DATABASE_URL: cluster.url,
        CHROMIUM_PATH: CHROMIUM,
        APP_BUILT_FOR_TEST: '1',
      },
    }).status ?? 1;
  timings.push(['vitest', Date.now() - at]);
} finally {
  await cluster.stop();
}

console.log('\nDurations:');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(28)} ${seconds(ms)}`);
console.log(`  ${'total'.padEnd(28)} ${seconds(Date.now() - started)}`);

try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
} catch {
  console.log('\nTests: 0 passed, 1 failed');
  status = 1;
}
process.exit(status);
