import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import {
  checkChannelName,
  DATE_OID,
  type Db,
  INT8_OID,
  parseDate,
  parseInt8,
  SERVER_SEARCH_PATH,
  transactionDb,
} from './db';
import { DurableNodeFS, durableStartParams } from './pglite-durability';

export interface PgliteOptions {
  /** Starts from this dump (`dumpDataDir()`) instead of creating a cluster (saves seconds in tests). */
  loadDataDir?: Blob;
  /** On disk: sync the write-ahead log at each commit (PGLITE_FSYNC; see pglite-durability.ts). */
  fsync?: boolean;
}

/**
 * Opens embedded PostgreSQL (PGlite). `dataDir` keeps the files on disk; without it the
 * database lives in memory, which is what the tests use.
 */
export async function openPgliteDb(dataDir?: string, { loadDataDir, fsync = true }: PgliteOptions = {}): Promise<Db> {
  let unlock: () => void = () => undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    const durable = dataDir !== undefined && fsync;
    pglite = await PGlite.create({
      ...(durable
        ? { fs: new DurableNodeFS(dataDir), startParams: durableStartParams() }
        : { dataDir: dataDir ?? 'memory://' }),
      parsers: { [DATE_OID]: parseDate, [INT8_OID]: parseInt8 },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await pglite.exec(`set search_path to ${SERVER_SEARCH_PATH}`);
  } catch (error) {
    unlock();
    throw error;
  }

  // One process holds the embedded database, so its own LISTEN hears every NOTIFY.
  const listen: Db['listen'] = async (channel, onNotify) => {
    const stop = await pglite.listen(checkChannelName(channel), onNotify);
    return () => stop();
  };

  return {
    driver: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pglite.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    listen,
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn(
          transactionDb('pglite', {
            query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
            exec: async (sql: string) => {
              await tx.exec(sql);
            },
            listen,
          }),
        ),
      ),
    async close() {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
