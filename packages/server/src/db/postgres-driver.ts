import { createHash } from 'node:crypto';
import pg from 'pg';
import { type DbTimeLimits, DEFAULT_DB_TIME_LIMITS } from '../config';
import {
  DATE_OID,
  type Db,
  deliveredOutsideTransaction,
  guardPoolDb,
  INT8_OID,
  parseDate,
  parseInt8,
  type QueryOptions,
  SERVER_SEARCH_PATH,
  transactionDb,
} from './db';
import { createPostgresListener } from './postgres-listener';

// Per-pool type parsers, so the process-wide defaults of `pg` stay untouched.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return parseDate;
    if (oid === INT8_OID) return parseInt8;
    return pg.types.getTypeParser(oid, format);
  },
};

/** The name each prepared text goes by: a digest of it, so a name never stands for two texts. */
const preparedNames = new Map<string, string>();

/** A statement for pg: named (prepared once per connection) when asked, else the unnamed one. */
function statement(text: string, values: unknown[], options?: QueryOptions): pg.QueryConfig {
  if (!options?.prepare) return { text, values };
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `ia_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    preparedNames.set(text, name);
  }
  return { name, text, values };
}

/**
 * Connects to a PostgreSQL server (a hosted Supabase database works too) through a pool. Every
 * connection has the time limits (`limits`, config.ts): a statement, a wait for a lock, or a
 * transaction left idle that runs over is ended by the server, and the caller gets an error.
 */
export async function openPostgresDb(
  connectionString: string,
  limits: Omit<DbTimeLimits, 'pgliteTransactionLimitMs'> = DEFAULT_DB_TIME_LIMITS,
): Promise<Db> {
  // Startup options rather than SETs, so every connection of the pool has them from the start.
  const options = [
    `-c search_path=${SERVER_SEARCH_PATH.replace(/ /g, '')}`,
    `-c statement_timeout=${limits.statementTimeoutMs}`,
    `-c lock_timeout=${limits.lockTimeoutMs}`,
    `-c idle_in_transaction_session_timeout=${limits.idleInTransactionTimeoutMs}`,
  ].join(' ');
  const pool = new pg.Pool({ connectionString, types, max: 10, options });
  let closing = false;
  // An idle client that loses its connection emits 'error'; without a listener that kills the
  // process. Once we are closing, a server ending its side of the connections is expected.
  pool.on('error', (error) => {
    if (!closing) console.error('PostgreSQL pool error:', error.message);
  });
  // Fail at start with the real reason (bad URL, server down) rather than on the first request.
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end();
    throw error;
  }

  const listener = createPostgresListener(() => pool.connect());

  return guardPoolDb({
    driver: 'postgres',
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const result = await pool.query(statement(sql, params, options));
      if (result.command !== 'SELECT') await listener.fence();
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
      await listener.fence();
    },
    listen: (channel, onNotify, options) => listener.listen(channel, deliveredOutsideTransaction(onNotify), options),
    async transaction(fn, options) {
      const client = await pool.connect();
      let broken = false;
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        await client.query('begin');
        if (options?.unlimited) {
          await client.query(
            'set local statement_timeout = 0; set local lock_timeout = 0; set local idle_in_transaction_session_timeout = 0',
          );
        }
        // One connection runs one statement at a time: code inside a transaction may still start
        // several at once (Promise.all), so they take turns here rather than in pg's deprecated queue.
        let turn: Promise<unknown> = Promise.resolve();
        const inTurn = <R>(run: () => Promise<R>): Promise<R> => {
          const next = turn.then(run, run);
          turn = next.catch(() => undefined);
          return next;
        };
        result = await fn(
          transactionDb('postgres', {
            query: async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
              (await inTurn(() => client.query(statement(sql, params, options)))).rows as T[],
            exec: async (sql: string) => {
              await inTurn(() => client.query(sql));
            },
            listen: listener.listen,
          }),
        );
        await client.query('commit');
      } catch (error) {
        // A connection that cannot even roll back is not given back to the pool.
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
      await listener.fence();
      return result;
    },
    async close() {
      closing = true;
      await listener.close();
      await pool.end();
    },
  });
}
