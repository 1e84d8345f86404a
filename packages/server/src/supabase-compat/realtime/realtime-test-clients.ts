// What the realtime tests share: supabase-js feeds and raw Phoenix sockets.
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY } from '../../testing/supabase-client';

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** A channel's changes as they arrive, and a way to wait for the one a test expects. */
export function collector() {
  const changes: Change[] = [];
  const waiters: { match: (change: Change) => boolean; resolve: (change: Change) => void }[] = [];
  return {
    changes,
    push(change: Change) {
      changes.push(change);
      for (const waiter of [...waiters]) {
        if (waiter.match(change)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(change);
        }
      }
    },
    next(match: (change: Change) => boolean): Promise<Change> {
      const seen = changes.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

/**
 * Joins a channel and waits until the server confirmed it. The client's token is settled first:
 * supabase-js fetches it asynchronously, and a join sent before it is known goes as anon (the app's
 * admin has long been signed in when it subscribes).
 */
export async function subscribed(
  client: SupabaseClient,
  channel: ReturnType<SupabaseClient['channel']>,
): Promise<void> {
  await client.realtime.setAuth();
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    }),
  );
}

export const tableIs = (table: string, type?: string) => (change: Change) =>
  change.table === table && (type === undefined || change.eventType === type);

/** A raw realtime socket, for what supabase-js does not show: replies, closes, refusals. */
export async function rawSocket(url: string, apikey = ANON_KEY) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`);
  const frames: unknown[][] = [];
  const waiters: { match: (frame: unknown[]) => boolean; resolve: (frame: unknown[]) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as unknown[];
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    send: (frame: unknown[]) => socket.send(JSON.stringify(frame)),
    next: (match: (frame: unknown[]) => boolean) =>
      new Promise<unknown[]>((resolve) => {
        const seen = frames.find(match);
        if (seen) resolve(seen);
        else waiters.push({ match, resolve });
      }),
    closed: new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    ),
  };
}

export const joinFrame = (ref: string, topic: string, changes: unknown[], accessToken?: string) => [
  ref,
  ref,
  `realtime:${topic}`,
  'phx_join',
  {
    config: {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: changes,
      private: false,
    },
    ...(accessToken ? { access_token: accessToken } : {}),
  },
];
