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
  try {
    return await openPgliteDb(undefined, { loadDataDir: new Blob([await emptyClusterDump()]) });
  } catch {
    // A damaged template (a disk filled up mid-write): make it again.
    rmSync(templateFile(), { force: true });
    return openPgliteDb(undefined, { loadDataDir: new Blob([await emptyClusterDump()]) });
  }
}

/** The dump of a fresh cluster (see openEmptyPglite); also what on-disk test folders start from. */
export async function emptyClusterDump(): Promise<Buffer> {
  const file = templateFile();
  if (existsSync(file)) {
    const dump = readFileSync(file);
    if (dump.length > 0) return dump;
    rmSync(file, { force: true });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const fresh = await PGlite.create('memory://');
  const dump = Buffer.from(await (await fresh.dumpDataDir('none')).arrayBuffer());
  await fresh.close();
  // Written aside and renamed, so a parallel test process never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return dump;
}

/**
 * A data folder holding a fresh, empty cluster, as the server's first start would make it, made
 * from the dump in well under the seconds an initdb on disk takes.
 */
export async function emptyDataDir(dataDir: string): Promise<void> {
  const db = await openPgliteDb(join(dataDir, 'pglite'), { loadDataDir: new Blob([await emptyClusterDump()]) });
  await db.close();
}

const templateFile = () => join(tmpdir(), `ia-pglite-template-${pgliteVersion()}.tar`);

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  const packageJson = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return packageJson.version;
}
