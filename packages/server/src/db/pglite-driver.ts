import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { DEFAULT_DB_TIME_LIMITS } from '../config';
import type { Logger } from '../logger';
import { lockDataDir } from './data-dir-lock';
import {
  checkChannelName,
  DATE_OID,
  type Db,
  deliveredOutsideTransaction,
  guardPoolDb,
  INT8_OID,
  parseDate,
  parseInt8,
  SERVER_SEARCH_PATH,
  type TransactionOptions,
  transactionDb,
} from './db';
import { DurableNodeFS, durableStartParams } from './pglite-durability';

export interface PgliteOptions {
  /** Starts from this dump (`dumpDataDir()`) instead of creating a cluster (saves seconds in tests). */
  loadDataDir?: Blob;
  /** On disk: sync the write-ahead log at each commit (PGLITE_FSYNC; see pglite-durability.ts). */
  fsync?: boolean;
  /**
   * PGLITE_TRANSACTION_LIMIT_MS: a transaction held longer is rolled back by the watchdog and the
   * connection given to the next caller (0: no limit).
   */
  transactionLimitMs?: number;
  /** Where the watchdog reports a transaction it rolled back. */
  logger?: Pick<Logger, 'error'>;
}

/** The error a statement of a transaction the watchdog rolled back fails with. */
export class TransactionAbandonedError extends Error {
  constructor(limitMs: number) {
    super(`The transaction was held longer than ${limitMs} ms and was rolled back, so its statements no longer run.`);
  }
}

/**
 * Opens embedded PostgreSQL (PGlite). `dataDir` keeps the files on disk; without it the
 * database lives in memory, which is what the tests use.
 *
 * PGlite has one connection. Every pool-level call and every transaction takes it in turn
 * through this driver's own lock (not `pglite.transaction`, whose lock nothing can break), so
 * that the watchdog can end a transaction that holds it too long: it rolls the transaction back,
 * makes its later statements fail, and hands the connection on. The server recovers instead of
 * waiting forever on a transaction whose code waits for something that never comes.
 */
export async function openPgliteDb(
  dataDir?: string,
  {
    loadDataDir,
    fsync = true,
    transactionLimitMs = DEFAULT_DB_TIME_LIMITS.pgliteTransactionLimitMs,
    logger = console,
  }: PgliteOptions = {},
): Promise<Db> {
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
      // The boosts' exclusion constraint compares ZIP codes and slots with = inside a GiST index;
      // the search's nearest-first order boxes locations' cube points (migration 0037).
      extensions: { btree_gist, cube },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await pglite.exec(`set search_path to ${SERVER_SEARCH_PATH}`);
  } catch (error) {
    unlock();
    throw error;
  }

  const connection = createTurns();
  // One process holds the embedded database, so its own LISTEN hears every NOTIFY. PGlite calls
  // listeners while it reads a statement's answer, which may be a transaction's statement. LISTEN
  // takes its turn like any statement: run inside another's transaction, a rollback would undo it.
  const listenNow: Db['listen'] = async (channel, onNotify) => {
    const stop = await pglite.listen(checkChannelName(channel), deliveredOutsideTransaction(onNotify));
    return () => connection.run(() => stop());
  };
  const listen: Db['listen'] = (channel, onNotify) => connection.run(() => listenNow(channel, onNotify));
  const query = async <T>(sql: string, params: unknown[] = []) => (await pglite.query<T>(sql, params)).rows;
  const exec = async (sql: string) => {
    await pglite.exec(sql);
  };

  async function transaction<T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T> {
    // Where the transaction began, for the watchdog's report (taken before any await, while the
    // caller's frames are still on the stack).
    const begun = new Error('The transaction began here');
    const release = await connection.take();
    let abandoned = false;
    let watchdog: NodeJS.Timeout | undefined;
    const abandon = () => {
      abandoned = true;
      logger.error(
        `A database transaction was held longer than ${transactionLimitMs} ms: rolled back, and the connection released.`,
        begun,
      );
      // Queued behind a statement PGlite may be running for it; then the next caller goes.
      void exec('rollback')
        .catch((error: unknown) => logger.error('Rolling back the abandoned transaction failed:', error))
        .finally(release);
    };
    const checked = <R>(run: () => Promise<R>): Promise<R> =>
      abandoned ? Promise.reject(new TransactionAbandonedError(transactionLimitMs)) : run();
    try {
      await exec('begin');
    } catch (error) {
      release();
      throw error;
    }
    if (transactionLimitMs > 0 && !options?.unlimited) watchdog = setTimeout(abandon, transactionLimitMs);
    let result: T;
    try {
      result = await fn(
        transactionDb('pglite', {
          query: (sql, params) => checked(() => query(sql, params)),
          exec: (sql) => checked(() => exec(sql)),
          listen: listenNow,
        }),
      );
      await checked(() => exec('commit'));
    } catch (error) {
      if (!abandoned) {
        clearTimeout(watchdog);
        await exec('rollback').catch(() => undefined);
        release();
      }
      throw abandoned ? new TransactionAbandonedError(transactionLimitMs) : error;
    }
    clearTimeout(watchdog);
    release();
    return result;
  }

  return guardPoolDb({
    driver: 'pglite',
    query: (sql, params) => connection.run(() => query(sql, params)),
    exec: (sql) => connection.run(() => exec(sql)),
    listen,
    transaction,
    async close() {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  });
}

/** Callers take the one connection in turn, first come first served. */
function createTurns() {
  let last: Promise<void> = Promise.resolve();
  const take = (): Promise<() => void> => {
    let release: () => void = () => undefined;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = last.then(() => release);
    last = last.then(() => mine);
    return ready;
  };
  return {
    take,
    async run<R>(work: () => Promise<R>): Promise<R> {
      const release = await take();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
