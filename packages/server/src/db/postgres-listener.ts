import type pg from 'pg';
import { checkChannelName, type Db } from './db';

type Handler = (payload: string) => void;

/** How long to wait before connecting again after the listening connection was lost. */
const RECONNECT_DELAY_MS = 1000;

/**
 * `Db.listen` for PostgreSQL: one dedicated connection (a pooled one would be handed to other
 * queries and miss notifications) carries every channel of the process. When it drops, it
 * reconnects and listens again, so a restarted database server does not silence the process.
 */
export function createPostgresListener(connect: () => Promise<pg.PoolClient>): {
  listen: Db['listen'];
  close(): Promise<void>;
} {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<pg.PoolClient> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const dispatch = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  };

  function connection(): Promise<pg.PoolClient> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = await connect();
      fresh.on('notification', dispatch);
      fresh.on('error', () => {
        // The connection is gone; forget it and listen again on a new one.
        fresh.removeListener('notification', dispatch);
        fresh.release(true);
        if (client === fresh) client = undefined;
        scheduleReconnect();
      });
      for (const channel of handlers.keys()) await fresh.query(`listen "${channel}"`);
      client = fresh;
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
    async listen(channel, onNotify) {
      checkChannelName(channel);
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onNotify);
      const listening = await connection();
      if (isNew && client === listening) await listening.query(`listen "${channel}"`);
      return async () => {
        set.delete(onNotify);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`unlisten "${channel}"`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      open?.removeListener('notification', dispatch);
      open?.release(true);
    },
  };
}
