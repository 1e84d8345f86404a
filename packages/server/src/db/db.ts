import { AsyncLocalStorage } from 'node:async_hooks';

export type DbDriver = 'pglite' | 'postgres';

/**
 * The one database interface the server codes against. Both drivers return plain row objects
 * with the same JavaScript types: `bigint` counts as numbers, `date` columns as 'YYYY-MM-DD'
 * strings, `timestamptz` as Date, `numeric` as strings.
 */
export interface Db {
  readonly driver: DbDriver;
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every `NOTIFY` on `channel` (from this process or any
   * other on the same database), delivered after the notifying transaction commits. Resolves
   * once listening, to a function that stops it.
   *
   * A NOTIFY sent through this Db by a transaction, or by a statement that writes (INSERT,
   * UPDATE, DELETE, …, so every trigger's), reaches this process's listeners before that
   * transaction or statement resolves; one from another process follows its commit by a round
   * trip. `onResume` is called when listening resumes after a lost connection, since
   * notifications sent in between were missed.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    options?: { onResume?: () => void },
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection that runs it (PostgreSQL; PGlite ignores it):
   * its text is parsed once, and after a few runs PostgreSQL may keep a generic plan instead of
   * planning every call. Only for statements a hot path runs again and again with a text drawn
   * from a small set: every distinct text stays prepared for the connection's life.
   */
  prepare?: boolean;
}

export interface TransactionOptions {
  /**
   * Setup work that may take long and runs before the server serves (migrations, the seed): no
   * time limit applies (config.ts `dbLimits`), neither PostgreSQL's nor PGlite's watchdog.
   */
  unlimited?: boolean;
}

/** Channel names become identifiers in `LISTEN`; keep them to plain lower-case words. */
export function checkChannelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/**
 * Where the server's own statements find tables: `public`, then `private`, which holds the
 * credential and session tables that no API exposes (supabase/migrations/0006).
 */
export const SERVER_SEARCH_PATH = 'public, private';

export const DATE_OID = 1082;
export const INT8_OID = 20;

/** Keeps a calendar date a date: parsing it into a Date would shift it by the server's time zone. */
export const parseDate = (value: string): string => value;

export const parseInt8 = (value: string): number => Number(value);

/** What the async context of a running transaction carries; `open` turns false at its end. */
interface TransactionMark {
  open: boolean;
}

const transactionContext = new AsyncLocalStorage<TransactionMark>();

/**
 * Runs `fn` (a transaction's body) with its async context marked, so that a pool-level call made
 * from it is refused by `guardPoolDb`. Whatever the body starts and that outlives it (a timer, an
 * unawaited promise) finds the mark closed and may use the pool.
 */
export async function inTransactionContext<T>(fn: () => Promise<T>): Promise<T> {
  const mark: TransactionMark = { open: true };
  try {
    return await transactionContext.run(mark, fn);
  } finally {
    mark.open = false;
  }
}

/**
 * Runs `fn` outside any transaction's context: for callbacks that happen to be called from a
 * transaction's statement without being part of it (a NOTIFY listener, work queued for after the
 * answer). Promises `fn` creates are outside too.
 */
export function outsideTransaction<R>(fn: () => R): R {
  return transactionContext.exit(fn);
}

/** The message of the error a pool-level call from inside a transaction throws. */
export function nestedPoolCallMessage(call: string): string {
  return (
    `${call} was called inside a transaction: use the transaction's handle (tx) instead. ` +
    'The pool-level database waits for a connection, and on PGlite the transaction holds the only one.'
  );
}

function refuseInsideTransaction(call: string): void {
  if (transactionContext.getStore()?.open) throw new Error(nestedPoolCallMessage(call));
}

/**
 * The pool-level `Db` of a driver with its `query`, `exec` and `transaction` refusing at once to
 * run from inside a transaction's async context: such a call would wait for a connection the
 * transaction may hold (forever on PGlite), so the mistake shows as an error, not a hang.
 */
export function guardPoolDb(db: Db): Db {
  return {
    ...db,
    driver: db.driver,
    query(sql, params, options) {
      refuseInsideTransaction('db.query');
      return db.query(sql, params, options);
    },
    exec(sql) {
      refuseInsideTransaction('db.exec');
      return db.exec(sql);
    },
    transaction(fn, options) {
      refuseInsideTransaction('db.transaction');
      return db.transaction((tx) => inTransactionContext(() => fn(tx)), options);
    },
  };
}

/** Wraps a NOTIFY listener so that it runs outside whatever transaction's statement delivered it. */
export function deliveredOutsideTransaction(onNotify: (payload: string) => void): (payload: string) => void {
  return (payload) => outsideTransaction(() => onNotify(payload));
}

interface Connection {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  exec(sql: string): Promise<void>;
  listen: Db['listen'];
}

/**
 * The `Db` handed to a transaction's callback: every call runs on the transaction's one
 * connection, and a nested `transaction()` becomes a savepoint on it.
 */
export function transactionDb(driver: DbDriver, connection: Connection): Db {
  let savepoints = 0;
  const db: Db = {
    driver,
    query: (sql, params, options) => connection.query(sql, params, options),
    exec: (sql) => connection.exec(sql),
    listen: (channel, onNotify, options) => connection.listen(channel, onNotify, options),
    async transaction(fn) {
      const savepoint = `nested_${++savepoints}`;
      await connection.exec(`savepoint ${savepoint}`);
      try {
        const result = await fn(db);
        await connection.exec(`release savepoint ${savepoint}`);
        return result;
      } catch (error) {
        await connection.exec(`rollback to savepoint ${savepoint}`);
        throw error;
      }
    },
    close: () => Promise.reject(new Error('Close the database, not a transaction.')),
  };
  return db;
}
