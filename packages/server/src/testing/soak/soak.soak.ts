import { describe, expect, it } from 'vitest';
import { runSoak } from './run-soak';
import { EXPECTED_ZEROS, printSoak, zeros } from './soak-report';
import type { SoakDriver } from './soak-server';

// Run by `npm run soak` (scripts/soak.mjs), which builds the server, starts a throwaway PostgreSQL
// and passes SOAK_MINUTES (default 10) and SOAK_DATABASE_URL.
const minutes = Number(process.env.SOAK_MINUTES ?? '10');
const databaseUrl = process.env.SOAK_DATABASE_URL;

describe.sequential('soak', () => {
  it.each(['pglite', 'postgres'] satisfies SoakDriver[])(
    `%s: ${minutes} minutes of everyone at once, with every check at zero`,
    async (driver) => {
      if (!(minutes > 0))
        throw new Error(`SOAK_MINUTES must be a number of minutes above 0, not "${process.env.SOAK_MINUTES}".`);
      if (driver === 'postgres' && !databaseUrl)
        throw new Error('Run the soak with `npm run soak`: it starts PostgreSQL.');
      const result = await runSoak({ driver, minutes, ...(databaseUrl ? { databaseUrl } : {}) });
      printSoak(result);
      expect(zeros(result)).toEqual(EXPECTED_ZEROS);
    },
    // Setup (start, migrations, registrations) and a hung server's slow ending come on top.
    (minutes * 60 + 900) * 1000,
  );
});
