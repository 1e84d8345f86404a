export type DbDriver = 'pglite' | 'postgres';

/**
 * The one database interface the server codes against. Both drivers return plain row objects
 * with the same JavaScript types: `bigint` counts as numbers, `date` columns as 'YYYY-MM-DD'
 * strings, `timestamptz` as Date, `numeric` as strings.
 */
export interface Db {
  readonly driver: DbDriver;
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
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

interface Connection {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
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
    query: (sql, params) => connection.query(sql, params),
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
