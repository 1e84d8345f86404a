import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-driver';

/**
 * An empty in-memory PGlite database. Creating a cluster (initdb) costs about two seconds per
 * test file; starting from a dump of a fresh cluster costs under one. The dump is made once per
 * PGlite version and shared by every test process through a file in the temp folder.
 */
export async function openEmptyPglite(): Promise<Db> {
  const templateFile = join(tmpdir(), `ia-pglite-template-${pgliteVersion()}.tar`);
  if (existsSync(templateFile)) {
    try {
      return await openPgliteDb(undefined, { loadDataDir: new Blob([readFileSync(templateFile)]) });
    } catch {
      rmSync(templateFile, { force: true });
    }
  }
  const { db, dump } = await openPgliteWithDump();
  // Written aside and renamed, so a parallel test process never reads half a file.
  const partial = `${templateFile}.${process.pid}`;
  writeFileSync(partial, dump);
  renameSync(partial, templateFile);
  return db;
}

async function openPgliteWithDump(): Promise<{ db: Db; dump: Buffer }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const fresh = await PGlite.create('memory://');
  const dump = Buffer.from(await (await fresh.dumpDataDir('none')).arrayBuffer());
  await fresh.close();
  return { db: await openPgliteDb(undefined, { loadDataDir: new Blob([dump]) }), dump };
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  const packageJson = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return packageJson.version;
}
