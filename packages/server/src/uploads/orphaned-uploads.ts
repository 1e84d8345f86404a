import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { incomingDirIn } from './receive-upload';
import { STORED_NAME, storedName } from './upload-store';

/** An upload nothing refers to is removed once it is this old: time enough to save the form it was for. */
export const ORPHANED_UPLOAD_AGE_MS = 24 * 60 * 60_000;
/** A file still arriving after this long was abandoned (the server stopped mid-upload). */
const ABANDONED_INCOMING_AGE_MS = 60 * 60_000;

/**
 * Removes uploads that nothing refers to after a day: the rows no column points at, their files,
 * files with no row (the server stopped between writing and recording them) and abandoned parts.
 * "Refers to" is read from the database's own foreign keys to uploads(path), so a column added
 * later (a provider logo) protects its files without a change here.
 */
export async function removeOrphanedUploads(db: Db, uploadsDir: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHANED_UPLOAD_AGE_MS);
  const references = await db.query<{ table_name: string; column_name: string }>(
    `select c.conrelid::regclass::text as table_name, quote_ident(a.attname) as column_name
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'uploads'::regclass and cardinality(c.conkey) = 1`,
  );
  // Names come from the catalogue (regclass text and quote_ident are quoted as SQL needs), not from a client.
  const unreferenced = references
    .map(({ table_name, column_name }) => `not exists (select 1 from ${table_name} r where r.${column_name} = u.path)`)
    .join(' and ');
  const removed = await db.query<{ path: string }>(
    `delete from uploads u where u.created_at < $1${unreferenced ? ` and ${unreferenced}` : ''} returning u.path`,
    [cutoff],
  );
  for (const { path } of removed) {
    const name = storedName(path);
    if (name) await rm(join(uploadsDir, name), { force: true });
  }

  const strays = await removeFilesWithoutRows(db, uploadsDir, cutoff);
  const abandoned = await removeOlderThan(
    incomingDirIn(uploadsDir),
    new Date(now.getTime() - ABANDONED_INCOMING_AGE_MS),
  );
  return removed.length + strays + abandoned;
}

async function removeFilesWithoutRows(db: Db, uploadsDir: string, cutoff: Date): Promise<number> {
  const names = (await listFolder(uploadsDir)).filter((name) => STORED_NAME.test(name));
  if (names.length === 0) return 0;
  const known = new Set(
    (
      await db.query<{ path: string }>('select path from uploads where path = any($1::text[])', [
        names.map((name) => `/uploads/${name}`),
      ])
    ).map((row) => storedName(row.path)),
  );
  let count = 0;
  for (const name of names) {
    if (known.has(name)) continue;
    if (await removeIfOlder(join(uploadsDir, name), cutoff)) count++;
  }
  return count;
}

async function removeOlderThan(folder: string, cutoff: Date): Promise<number> {
  let count = 0;
  for (const name of await listFolder(folder)) {
    if (await removeIfOlder(join(folder, name), cutoff)) count++;
  }
  return count;
}

/** Files are judged by their modification time, which is the real clock's: tests set it with utimes. */
async function removeIfOlder(file: string, cutoff: Date): Promise<boolean> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.mtime >= cutoff) return false;
    await rm(file, { force: true });
    return true;
  } catch {
    return false;
  }
}

async function listFolder(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch {
    return [];
  }
}
