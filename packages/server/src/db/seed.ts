import { readFileSync } from 'node:fs';
import type { Db } from './db';

/** Runs the seed script (reference data and demo accounts) in one transaction. It is idempotent. */
export async function seed(db: Db, seedFile: string): Promise<void> {
  const sql = readFileSync(seedFile, 'utf8');
  await db.transaction((tx) => tx.exec(sql));
}
