import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db, DbDriver } from '../db/db';
import { migrate } from '../db/migrate';
import { prepareDb } from '../db/open-db';
import { openPgliteDb } from '../db/pglite-driver';
import { openPostgresDb } from '../db/postgres-driver';
import { emptyClusterDump, openEmptyPglite } from './pglite-template';

export interface TestDatabase {
  db: Db;
  /** The database's own URL (postgres only), for code that opens its own connection. */
  url: string | undefined;
  dispose(): Promise<void>;
}

/** What a suite's database holds before its tests: nothing, the migrated schema, or schema and seed. */
export type Preparation = 'empty' | 'migrated' | 'seeded';

/** The Postgres server the tests may use: set by scripts/postgres-cluster.mjs. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/**
 * A fresh database, prepared as asked: in-memory PGlite, or a uniquely named database on the
 * TEST_DATABASE_URL server that is dropped again by `dispose()`.
 *
 * Migrating and seeding costs a second or more per suite (far more on a busy machine), so a
 * migrated or seeded database is copied from a template prepared once per test process: a dump
 * for PGlite, `create database … template` for PostgreSQL. Templates are per process because the
 * seed's dates are relative to the moment it ran.
 */
export async function openTestDatabase(
  driver: DbDriver,
  { prepare = 'empty', supabaseDir }: { prepare?: Preparation; supabaseDir?: string } = {},
): Promise<TestDatabase> {
  if (prepare !== 'empty' && !supabaseDir) throw new Error(`A ${prepare} test database needs the supabase folder.`);
  const source = prepare === 'empty' || !supabaseDir ? undefined : { prepare, supabaseDir };
  switch (driver) {
    case 'pglite': {
      const db = source
        ? await openPgliteDb(undefined, { loadDataDir: await pgliteTemplate(source), fsync: false })
        : await openEmptyPglite();
      return { db, url: undefined, dispose: () => db.close() };
    }
    case 'postgres':
      return openFreshPostgresDatabase(source && (await postgresTemplate(source)));
  }
}

interface TemplateSource {
  prepare: Exclude<Preparation, 'empty'>;
  supabaseDir: string;
}

function prepareFrom(db: Db, { prepare, supabaseDir }: TemplateSource): Promise<unknown> {
  return prepare === 'migrated' ? migrate(db, join(supabaseDir, 'migrations')) : prepareDb(db, supabaseDir);
}

/** Changes with any migration or seed edit, so a template never outlives the SQL it was made from. */
function sqlFingerprint({ prepare, supabaseDir }: TemplateSource): string {
  const hash = createHash('sha256').update(prepare);
  const migrations = join(supabaseDir, 'migrations');
  for (const file of readdirSync(migrations).sort()) hash.update(file).update(readFileSync(join(migrations, file)));
  if (prepare === 'seeded') hash.update(readFileSync(join(supabaseDir, 'seed.sql')));
  return hash.digest('hex').slice(0, 12);
}

const pgliteTemplates = new Map<string, Promise<Blob>>();

function pgliteTemplate(source: TemplateSource): Promise<Blob> {
  const key = sqlFingerprint(source);
  let template = pgliteTemplates.get(key);
  if (!template) {
    template = makePgliteTemplate(source);
    pgliteTemplates.set(key, template);
    template.catch(() => pgliteTemplates.delete(key));
  }
  return template;
}

async function makePgliteTemplate(source: TemplateSource): Promise<Blob> {
  // Prepared in a scratch folder and dumped from there: our Db does not expose PGlite's dump.
  const folder = mkdtempSync(join(tmpdir(), 'ia-pglite-template-'));
  try {
    const dataDir = join(folder, 'pglite');
    const db = await openPgliteDb(dataDir, { loadDataDir: new Blob([await emptyClusterDump()]), fsync: false });
    try {
      await prepareFrom(db, source);
    } finally {
      await db.close();
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const raw = await PGlite.create({ dataDir, extensions: { btree_gist } });
    try {
      return await raw.dumpDataDir('none');
    } finally {
      await raw.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const postgresTemplates = new Map<string, Promise<string>>();

function postgresTemplate(source: TemplateSource): Promise<string> {
  const name = `ia_template_${process.pid}_${sqlFingerprint(source)}`;
  let template = postgresTemplates.get(name);
  if (!template) {
    template = makePostgresTemplate(name, source);
    postgresTemplates.set(name, template);
    template.catch(() => postgresTemplates.delete(name));
  }
  return template;
}

async function makePostgresTemplate(name: string, source: TemplateSource): Promise<string> {
  const building = await openFreshPostgresDatabase(undefined, `${name}_building`);
  try {
    await prepareFrom(building.db, source);
  } finally {
    await building.db.close();
  }
  // Renamed only once complete, so a template is never copied half-prepared.
  await withAdminClient(async (admin) => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`alter database "${name}_building" rename to "${name}"`);
  });
  return name;
}

async function openFreshPostgresDatabase(template?: string, fixedName?: string): Promise<TestDatabase> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = fixedName ?? `ia_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  // Names are made here from digits, hex and a fingerprint, so quoting them is enough; DDL takes no parameters.
  await withAdminClient(async (admin) => {
    if (fixedName) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  });
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

/**
 * Fills `dataDir` (a server's DATA_DIR) with a copy of this process's seeded PGlite template, so a
 * server started on it finds its migrations and seed done instead of running them again.
 */
export async function seededPgliteDataDir(dataDir: string, supabaseDir: string): Promise<void> {
  const loadDataDir = await pgliteTemplate({ prepare: 'seeded', supabaseDir });
  const db = await openPgliteDb(join(dataDir, 'pglite'), { loadDataDir, fsync: false });
  await db.close();
}
