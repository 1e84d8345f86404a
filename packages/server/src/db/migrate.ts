import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../logger';
import { ADVISORY_LOCKS } from './advisory-locks';
import type { Db } from './db';

/** Migration files are `NNNN_what_it_does.sql`, applied in file-name order. */
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

/**
 * Applies the migrations in `dir` that this database has not seen, each in its own
 * transaction, recording them in `schema_migrations`. Running it again is a no-op.
 */
// Before the server serves: a long migration, or a wait for another server's, is not a hang.
const UNLIMITED = { unlimited: true };

export async function migrate(db: Db, dir: string, logger?: Logger): Promise<MigrationResult> {
  const files = readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
  // Two servers starting against one PostgreSQL wait for each other on this lock instead of
  // both creating the table or applying the same file.
  const lock = (tx: Db) => tx.query('select pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.migrations]);
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`
      create table if not exists schema_migrations (
        version text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )
    `);
  }, UNLIMITED);

  const result: MigrationResult = { applied: [], alreadyApplied: [] };
  for (const file of files) {
    const sql = readFileSync(join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const applied = await db.transaction(async (tx) => {
      await lock(tx);
      const [done] = await tx.query<{ checksum: string }>('select checksum from schema_migrations where version = $1', [
        file,
      ]);
      if (done) {
        if (done.checksum !== checksum) {
          logger?.warn(`Migration ${file} changed after it was applied; add a new migration instead.`);
        }
        return false;
      }
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version, checksum) values ($1, $2)', [file, checksum]);
      return true;
    }, UNLIMITED);
    (applied ? result.applied : result.alreadyApplied).push(file);
  }
  return result;
}
