import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db, DbDriver } from '../db/db';
import { openPostgresDb } from '../db/postgres-driver';
import { openEmptyPglite } from './pglite-template';

export interface TestDatabase {
  db: Db;
  /** The database's own URL (postgres only), for code that opens its own connection. */
  url: string | undefined;
  dispose(): Promise<void>;
}

/** The Postgres server the tests may use: set by scripts/postgres-cluster.mjs. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/**
 * A fresh, empty database: in-memory PGlite, or a uniquely named database on the
 * TEST_DATABASE_URL server that is dropped again by `dispose()`.
 */
export async function openTestDatabase(driver: DbDriver): Promise<TestDatabase> {
  switch (driver) {
    case 'pglite': {
      const db = await openEmptyPglite();
      return { db, url: undefined, dispose: () => db.close() };
    }
    case 'postgres':
      return openFreshPostgresDatabase();
  }
}

async function openFreshPostgresDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `ia_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  // The name is generated above from digits and hex, so quoting it is enough; DDL takes no parameters.
  await withAdminClient((admin) => admin.query(`create database "${name}"`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDb(url.toString());
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      await withAdminClient((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
