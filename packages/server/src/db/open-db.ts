import { join } from 'node:path';
import type { DbTimeLimits } from '../config';
import type { Logger } from '../logger';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-driver';
import { openPostgresDb } from './postgres-driver';
import { seed } from './seed';

export interface DbSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  supabaseDir: string;
  /** PGLITE_FSYNC: the embedded database syncs each commit to disk (default true). */
  pgliteFsync?: boolean;
  /** The time limits of config.ts (defaults when unset). */
  dbLimits?: DbTimeLimits;
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR/pglite. */
export function openDb(
  settings: Pick<DbSettings, 'databaseUrl' | 'dataDir' | 'pgliteFsync' | 'dbLimits'>,
  logger?: Logger,
): Promise<Db> {
  return settings.databaseUrl
    ? openPostgresDb(settings.databaseUrl, settings.dbLimits)
    : openPgliteDb(join(settings.dataDir, 'pglite'), {
        fsync: settings.pgliteFsync ?? true,
        transactionLimitMs: settings.dbLimits?.pgliteTransactionLimitMs,
        logger,
      });
}

/** Brings a database up to date: the migrations, then the seed. */
export async function prepareDb(db: Db, supabaseDir: string, logger?: Logger): Promise<void> {
  const { applied } = await migrate(db, join(supabaseDir, 'migrations'), logger);
  if (applied.length > 0) logger?.info(`Applied migrations: ${applied.join(', ')}`);
  await seed(db, join(supabaseDir, 'seed.sql'));
}
