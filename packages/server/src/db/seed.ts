import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ADVISORY_LOCKS } from './advisory-locks';
import type { Db } from './db';

/**
 * Runs the seed script (reference data, demo accounts and demo content) once per database, in one
 * transaction, and records it in private.seed_runs. Later starts leave the data alone, so what an
 * admin deletes or edits stays as they left it. Resolves to whether it ran.
 */
export async function seed(db: Db, seedFile: string): Promise<boolean> {
  const sql = readFileSync(seedFile, 'utf8');
  const name = basename(seedFile);
  return db.transaction(
    async (tx) => {
      // Two servers starting on one PostgreSQL: the second waits and then finds the record.
      await tx.query('select pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.seed]);
      const [done] = await tx.query('select 1 from private.seed_runs where name = $1', [name]);
      if (done) return false;
      await tx.exec(sql);
      await tx.query('insert into private.seed_runs (name) values ($1)', [name]);
      return true;
      // Before the server serves: the seed may take long on a slow machine.
    },
    { unlimited: true },
  );
}
