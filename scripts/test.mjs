// `npm test`: the one command that checks every layer. It installs what is missing
// (dependencies, Debian chromium, a PostgreSQL server), then runs static checks, unit and
// server tests on PGlite and a throwaway PostgreSQL, Storybook browser tests with
// accessibility and screenshot checks, and the browser end-to-end journeys.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, ensureChromium, installDependencies, pnpm, root } from './bootstrap.mjs';
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
step('build app and server', () => {
  pnpm(['--filter', '@injury-assist/app', 'build']);
  pnpm(['--filter', '@injury-assist/server', 'build']);
});

/**
 * The static checks run beside vitest rather than before it: vitest keeps about one of the two
 * cores busy on average (it waits on browsers, servers and databases), and the checks are
 * single-threaded, so running them first only added their ~75 s to the wall time. Their output is
 * held and printed after the tests, and any failure fails the command.
 */
const staticChecks = [
  // As the README spells it: `npm run typecheck` (scripts/typecheck.mjs, each package side by side).
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint and format', bin('biome'), ['check', '.']],
  ['import boundaries', bin('depcruise'), ['packages', '--config', '.dependency-cruiser.cjs']],
  [
    'openapi lint',
    bin('redocly'),
    ['lint', 'openapi/api-v1.yaml', '--config', 'openapi/redocly.yaml', '--format', 'summary'],
  ],
  ['openapi types are current', 'node', ['scripts/generate-api-types.mjs', '--check']],
];

function runHeld(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? 1, output: signal ? `${output}(${signal})\n` : output }),
    );
  });
}

async function runStaticChecks() {
  const results = [];
  for (const [name, command, args] of staticChecks) {
    const at = Date.now();
    const { code, output } = await runHeld(command, args, process.env);
    results.push({ name, code, output, ms: Date.now() - at });
  }
  return results;
}

function runVitest(env) {
  return new Promise((resolve) => {
    const child = spawn(
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
      { cwd: root, stdio: 'inherit', env },
    );
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const reportFile = path.join(root, '.tmp/vitest-report.json');
mkdirSync(path.dirname(reportFile), { recursive: true });
const cluster = await startCluster();
let status = 1;
let checks = [];
try {
  const at = Date.now();
  console.log('\n▶ vitest: flows, server (PGlite + PostgreSQL), storybook (a11y + screenshots), e2e');
  console.log(`  beside it: ${staticChecks.map(([name]) => name).join(', ')} (their output follows the tests)`);
  [status, checks] = await Promise.all([
    runVitest({
      ...process.env,
      CI: process.env.CI ?? 'true',
      TEST_DATABASE_URL: cluster.url,
      CHROMIUM_PATH: CHROMIUM,
      APP_BUILT_FOR_TEST: '1',
    }),
    runStaticChecks(),
  ]);
  timings.push(['vitest', Date.now() - at]);
} finally {
  await cluster.stop();
}

for (const check of checks) {
  console.log(`\n▶ ${check.name} (beside vitest)`);
  if (check.output.trim()) console.log(check.output.trimEnd());
  if (check.code !== 0) {
    console.error(`✗ ${check.name} failed (exit ${check.code}).`);
    status = status || check.code;
  }
}

console.log('\nDurations:');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(28)} ${seconds(ms)}`);
for (const check of checks) console.log(`  ${`${check.name} (beside)`.padEnd(28)} ${seconds(check.ms)}`);
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
