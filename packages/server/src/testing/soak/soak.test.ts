import { expect, it } from 'vitest';
import { runSoak } from './run-soak';
import { EXPECTED_ZEROS, printSoak, zeros } from './soak-report';

// `npm run soak` drives both databases for 10 minutes; `npm test` runs this half-minute version on
// PGlite, where a wait on the single connection hangs everything. Half a minute still carries out
// every action of every kind of person (each runs all of its actions once before it picks at
// random; an action never reached fails the soak) and holds one pass of the server's jobs, which
// it looks for every 30 s.
const MINUTES = 0.5;
// `npm test` runs every project at once on the same cores, so a probe here may wait for the machine:
// it must answer (a hang fails), within 5 s. `npm run soak` holds probes to the 1 s.
const PROBE_LIMIT_MS = 5_000;

it(
  `a ${MINUTES * 60}-second soak on PGlite: every action, no 5xx, no hang, no lost write, nothing over capacity, SIGTERM within 10 s`,
  async () => {
    const result = await runSoak({ driver: 'pglite', minutes: MINUTES, probeLimitMs: PROBE_LIMIT_MS });
    printSoak(result);
    expect(zeros(result)).toEqual(EXPECTED_ZEROS);
    expect(result.requests).toBeGreaterThan(100);
  },
  (MINUTES * 60 + 600) * 1000,
);
