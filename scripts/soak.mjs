// `npm run soak` (issue 21): builds the server, starts a throwaway PostgreSQL, and drives a real
// server process on PGlite and then one on PostgreSQL for SOAK_MINUTES (default 10) each.
// Prints one `soak: driver=… requests=… errors_5xx=… …` line per driver; exits non-zero when a
// check fails. Not part of `npm test`, which runs a one-minute version on PGlite.
// Arguments go to vitest: `npm run soak -- -t postgres` drives PostgreSQL alone.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pnpm, root } from './bootstrap.mjs';
import { startCluster } from './postgres-cluster.mjs';

const minutes = process.env.SOAK_MINUTES?.trim() || '10';
if (!(Number(minutes) > 0)) {
  console.error(`SOAK_MINUTES must be a number of minutes above 0, not "${minutes}".`);
  process.exit(2);
}

pnpm(['--filter', '@injury-assist/server', 'build']);
const cluster = await startCluster();
let status = 1;
try {
  status =
    spawnSync(
      path.join(root, 'node_modules/.bin', 'vitest'),
      ['run', '--config', 'packages/server/src/testing/soak/soak.vitest.config.ts', ...process.argv.slice(2)],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, SOAK_MINUTES: minutes, SOAK_DATABASE_URL: cluster.url },
      },
    ).status ?? 1;
} finally {
  await cluster.stop();
}
process.exit(status);
