import type pg from 'pg';
import { checkChannelName, type Db } from './db';

interface Handler {
  onNotify: (payload: string) => void;
  onResume: (() => void) | undefined;
}

/** How long to wait before connecting again after the listening connection was lost. */
const RECONNECT_DELAY_MS = 1000;

/**
 * `Db.listen` for PostgreSQL: one dedicated connection (a pooled one would be handed to other
 * queries and miss notifications) carries every channel of the process. When it drops, it
 * reconnects, listens again and says so (`onResume`), so a restarted database server does not
 * silence the process.
 */
export function createPostgresListener(connect: () => Promise<pg.PoolClient>): {
  listen: Db['listen'];
  /**
   * Resolves once every notification committed before the call has reached the handlers: a
   * round trip on the listening connection, which PostgreSQL answers only after sending the
   * notifications it already holds for it. The driver calls it after each write, so a process
   * hears of its own changes before the statement that made them resolves.
   */
  fence(): Promise<void>;
  close(): Promise<void>;
} {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<pg.PoolClient> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let lost = false;

  // The listening connection runs one statement at a time: LISTEN, UNLISTEN and the fences of
  // many concurrent writes take turns (pg deprecates queueing them on the client itself).
  let turn: Promise<unknown> = Promise.resolve();
  const statement = (connection: pg.PoolClient, sql: string): Promise<unknown> => {
    const run = () => connection.query(sql);
    const next = turn.then(run, run);
    turn = next.catch(() => undefined);
    return next;
  };

  // Concurrent fences share round trips: a caller joins the next one to start, never one already
  // under way (that one may have left before the caller's own commit was sent).
  let fenceUnderWay: Promise<void> | undefined;
  let fenceWaiting: Promise<void> | undefined;
  const roundTrip = async () => {
    try {
      await statement(await connection(), 'select 1');
    } catch {
      // Not listening now: whatever is missed meanwhile is reported by onResume.
    }
  };
  const fence = (): Promise<void> => {
    if (!fenceUnderWay) {
      fenceUnderWay = roundTrip().finally(() => {
        fenceUnderWay = undefined;
      });
      return fenceUnderWay;
    }
    fenceWaiting ??= fenceUnderWay.then(() => {
      fenceWaiting = undefined;
      return fence();
    });
    return fenceWaiting;
  };

  const dispatch = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) handler.onNotify(message.payload ?? '');
  };

  // A connection is given back (and destroyed) once: its 'error' event may fire again, or after
  // close(), and pg throws when a client is released twice.
  const retired = new WeakSet<pg.PoolClient>();
  const retire = (connection: pg.PoolClient) => {
    if (retired.has(connection)) return;
    retired.add(connection);
    connection.removeListener('notification', dispatch);
    connection.release(true);
  };

  function connection(): Promise<pg.PoolClient> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = await connect();
      fresh.on('notification', dispatch);
      // Stays attached for the connection's life: an 'error' event without a listener would crash
      // the process.
      fresh.on('error', () => {
        // The connection is gone; forget it and listen again on a new one.
        retire(fresh);
        if (client === fresh) {
          client = undefined;
          lost = true;
        }
        scheduleReconnect();
      });
      for (const channel of handlers.keys()) await statement(fresh, `listen "${channel}"`);
      client = fresh;
      if (lost) {
        lost = false;
        for (const set of handlers.values()) for (const handler of set) handler.onResume?.();
      }
      return fresh;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function scheduleReconnect() {
    if (closed || retry || handlers.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      connection().catch(scheduleReconnect);
    }, RECONNECT_DELAY_MS);
    retry.unref();
  }

  return {
    async listen(channel, onNotify, options) {
      checkChannelName(channel);
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      const handler: Handler = { onNotify, onResume: options?.onResume };
      set.add(handler);
      const listening = await connection();
      if (isNew && client === listening) await statement(listening, `listen "${channel}"`);
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        if (client) await statement(client, `unlisten "${channel}"`).catch(() => undefined);
      };
    },
    async fence() {
      if (closed || handlers.size === 0) return;
      await fence();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (open) retire(open);
    },
  };
}
