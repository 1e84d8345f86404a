import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createPostgresListener } from './postgres-listener';

/** Enough of a pg PoolClient for the listener: queries answer at once, releases are counted. */
function fakeClient() {
  const emitter = new EventEmitter();
  const release = vi.fn((destroy?: boolean) => {
    if (release.mock.calls.length > 1) throw new Error('Release called on client which has already been released');
    return destroy;
  });
  const client = Object.assign(emitter, { query: vi.fn(async (_sql: string) => ({ rows: [] as unknown[] })), release });
  return client as typeof client & pg.PoolClient;
}

describe('the PostgreSQL listener', () => {
  it('gives a broken connection back once, however often it reports errors, and again none after close', async () => {
    const first = fakeClient();
    const second = fakeClient();
    const connect = vi.fn<() => Promise<pg.PoolClient>>().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    vi.useFakeTimers();
    try {
      const listener = createPostgresListener(connect);
      const resumed = vi.fn();
      await listener.listen('probe_changes', () => undefined, { onResume: resumed });

      first.emit('error', new Error('terminating connection due to administrator command'));
      first.emit('error', new Error('Connection terminated unexpectedly'));
      expect(first.release).toHaveBeenCalledTimes(1);

      // It listens again on a new connection and says so.
      await vi.advanceTimersByTimeAsync(1000);
      expect(connect).toHaveBeenCalledTimes(2);
      expect(second.query).toHaveBeenCalledWith('listen "probe_changes"');
      expect(resumed).toHaveBeenCalledTimes(1);

      await listener.close();
      second.emit('error', new Error('Connection terminated'));
      expect(second.release).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(5000);
      expect(connect).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs one statement at a time on its connection, and concurrent fences share round trips', async () => {
    const client = fakeClient();
    let running = 0;
    let mostAtOnce = 0;
    client.query.mockImplementation(async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      return { rows: [] };
    });
    const listener = createPostgresListener(async () => client);
    await listener.listen('probe_changes', () => undefined);

    await Promise.all(Array.from({ length: 20 }, () => listener.fence()));
    expect(mostAtOnce).toBe(1);
    // The first fence's round trip, and one more for all who came while it was under way.
    expect(client.query.mock.calls.filter(([sql]) => sql === 'select 1')).toHaveLength(2);
  });
});
