import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../../auth/jwt';
import { silentLogger } from '../../logger';
import { type RunningServer, startServer } from '../../server';
import { describeEachDriver } from '../../testing/describe-each-driver';
import { type ListeningApp, listen } from '../../testing/listen';
import { accessTokenFor, DEMO_ADMIN_ID, DEMO_CUSTOMER_ID } from '../../testing/sign-in';
import { ANON_KEY, supabaseAs } from '../../testing/supabase-client';
import { TEST_JWT_SECRET } from '../../testing/test-app-config';
import { type RealtimeServer, startRealtime } from './realtime-server';
import { type Change, collector, joinFrame, rawSocket, subscribed, tableIs } from './realtime-test-clients';

// The admin area's live feed (spec 7: INSERT on system_notifications, channel admin-notifications)
// through supabase-js, and who else hears what.
describeEachDriver('the Supabase-compatible /realtime/v1', (t) => {
  let realtime: RealtimeServer;
  let server: ListeningApp;
  let adminToken = '';
  let customerToken = '';
  const clients: SupabaseClient[] = [];
  const client = (token?: string) => {
    const made = supabaseAs(server.url, token);
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    realtime = await startRealtime({
      db: t.db,
      jwtSecret: TEST_JWT_SECRET,
      anonKey: ANON_KEY,
      now: () => new Date(),
      logger: silentLogger,
    });
    server = await listen(
      () => t.app(),
      (request, socket, head) => realtime.handleUpgrade(request, socket, head),
    );
    adminToken = await accessTokenFor(t.db, DEMO_ADMIN_ID);
    customerToken = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
  });
  afterAll(async () => {
    for (const made of clients) await made.removeAllChannels();
    await realtime?.close();
    await server?.close();
  });

  /** A change every subscriber below may see (published pages are public), marking "everything before has arrived". */
  const sentinel = async (admin: SupabaseClient, body: string) => {
    const { error } = await admin.from('cms_pages').update({ body }).eq('slug', 'privacy');
    expect(error).toBeNull();
  };
  const sentinelArrived = (body: string) => (change: Change) =>
    change.table === 'cms_pages' && (change.new as { body?: string }).body === body;

  it('brings a new notification to the admin once, with its record, and nothing to a customer', async () => {
    const admin = client(adminToken);
    const customer = client(customerToken);
    const adminFeed = collector();
    const customerFeed = collector();
    const adminChannel = admin
      .channel('admin-notifications')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'system_notifications' }, adminFeed.push)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'cms_pages' }, adminFeed.push);
    const customerChannel = customer
      .channel('admin-notifications')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'system_notifications' }, customerFeed.push)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'cms_pages' }, customerFeed.push);
    await Promise.all([subscribed(admin, adminChannel), subscribed(customer, customerChannel)]);

    const sent = await admin.rpc('create_system_notification', {
      notification_title: 'Live one',
      notification_message: 'Arrives while subscribed.',
      notification_type: 'error',
    });
    expect(sent.error).toBeNull();
    const arrived = await adminFeed.next(tableIs('system_notifications', 'INSERT'));
    expect(arrived).toMatchObject({
      schema: 'public',
      table: 'system_notifications',
      eventType: 'INSERT',
      new: { title: 'Live one', message: 'Arrives while subscribed.', type: 'error', is_read: false },
    });
    expect(arrived.new).toEqual(sent.data);

    await sentinel(admin, 'first sentinel');
    await adminFeed.next(sentinelArrived('first sentinel'));
    await customerFeed.next(sentinelArrived('first sentinel'));
    expect(adminFeed.changes.filter(tableIs('system_notifications'))).toHaveLength(1);
    expect(customerFeed.changes.filter(tableIs('system_notifications'))).toEqual([]);
  });

  it('sends updates and deletes with the key as old record, and honours an eq filter', async () => {
    const admin = client(adminToken);
    const feed = collector();
    const errorsOnly = collector();
    const channel = admin
      .channel('admin-changes')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'system_notifications' }, feed.push)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'cms_pages' }, feed.push);
    const filtered = admin
      .channel('admin-errors')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'system_notifications', filter: 'type=eq.error' },
        errorsOnly.push,
      )
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'cms_pages' }, errorsOnly.push);
    await Promise.all([subscribed(admin, channel), subscribed(admin, filtered)]);

    const notify = async (type: string) =>
      (
        await admin.rpc('create_system_notification', {
          notification_title: `A ${type}`,
          notification_message: 'Filtered or not.',
          notification_type: type,
        })
      ).data as { id: string };
    const info = await notify('info');
    await notify('error');
    expect((await admin.from('system_notifications').update({ is_read: true }).eq('id', info.id)).error).toBeNull();
    expect((await admin.from('system_notifications').delete().eq('id', info.id)).error).toBeNull();

    const updated = await feed.next(tableIs('system_notifications', 'UPDATE'));
    expect(updated.new).toMatchObject({ id: info.id, is_read: true });
    expect(updated.old).toEqual({ id: info.id });
    const deleted = await feed.next(tableIs('system_notifications', 'DELETE'));
    expect(deleted.old).toEqual({ id: info.id });
    expect(deleted.new).toEqual({});

    await sentinel(admin, 'second sentinel');
    await errorsOnly.next(sentinelArrived('second sentinel'));
    expect(
      errorsOnly.changes
        .filter(tableIs('system_notifications'))
        .map((change) => (change.new as { type?: string }).type),
    ).toEqual(['error']);
  });

  it('answers heartbeats, refuses unknown tables and bad tokens, and closes a socket when its token expires', async () => {
    const raw = await rawSocket(server.url);
    raw.send([null, '1', 'phoenix', 'heartbeat', {}]);
    expect(await raw.next((frame) => frame[1] === '1')).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);

    raw.send(joinFrame('2', 'nope', [{ event: 'INSERT', schema: 'public', table: 'users' }], adminToken));
    expect((await raw.next((frame) => frame[1] === '2'))[4]).toEqual({
      status: 'error',
      response: { reason: 'There is no table "users" in the public schema.' },
    });
    raw.send(joinFrame('3', 'forged', [{ event: '*', schema: 'public', table: 'blogs' }], 'not.a.token'));
    expect((await raw.next((frame) => frame[1] === '3'))[4]).toMatchObject({ status: 'error' });

    // A token that expires in three to four seconds, for a session that is still open: time to
    // join on a busy machine (expiring at the next whole second left as little as a millisecond).
    const [, payload = ''] = adminToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const shortLived = await signJwt({ ...claims, exp: Math.ceil(Date.now() / 1000) + 3 }, TEST_JWT_SECRET);
    raw.send(
      joinFrame('4', 'short', [{ event: 'INSERT', schema: 'public', table: 'system_notifications' }], shortLived),
    );
    expect((await raw.next((frame) => frame[1] === '4'))[4]).toMatchObject({
      status: 'ok',
      response: {
        postgres_changes: [
          { event: 'INSERT', schema: 'public', table: 'system_notifications', id: expect.any(Number) },
        ],
      },
    });
    expect(await raw.closed).toEqual({ code: 1008, reason: 'Token has expired' });
    expect(raw.frames).toContainEqual([
      '4',
      null,
      'realtime:short',
      'system',
      expect.objectContaining({ status: 'error', message: 'Token has expired' }),
    ]);
  });

  it('refuses a socket without the anon key', async () => {
    const refused = new WebSocket(`${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?vsn=2.0.0`);
    const status = await new Promise<number | undefined>((resolve) =>
      refused.once('unexpected-response', (_request, response) => resolve(response.statusCode)),
    );
    expect(status).toBe(401);
  });

  it.runIf(t.driver === 'postgres')(
    'carries a change made through one server process to a socket on another',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ia-two-servers-'));
      const started: RunningServer[] = [];
      try {
        const options = { port: 0, dataDir, databaseUrl: t.url, jwtSecret: TEST_JWT_SECRET, logger: silentLogger };
        const processA = await startServer(options);
        started.push(processA);
        const processB = await startServer(options);
        started.push(processB);
        const listener = supabaseAs(processB.url, adminToken);
        clients.push(listener);
        const feed = collector();
        const channel = listener
          .channel('admin-notifications')
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'system_notifications' }, feed.push);
        await subscribed(listener, channel);
        const sent = await supabaseAs(processA.url, adminToken).rpc('create_system_notification', {
          notification_title: 'Across processes',
          notification_message: 'Sent through A, heard on B.',
          notification_type: 'success',
        });
        expect(sent.error).toBeNull();
        expect((await feed.next(tableIs('system_notifications', 'INSERT'))).new).toMatchObject({
          title: 'Across processes',
        });
        await listener.removeAllChannels();
      } finally {
        for (const running of started) await running.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('relays broadcasts to the other members of a channel, and to the sender only if it asked', async () => {
    const alice = client(adminToken);
    const bob = client(customerToken);
    const heardByBob: unknown[] = [];
    const heardByAlice: unknown[] = [];
    const bobChannel = bob.channel('room-1').on('broadcast', { event: 'cursor' }, (message) => {
      heardByBob.push(message.payload);
    });
    const aliceChannel = alice
      .channel('room-1', { config: { broadcast: { self: true, ack: true } } })
      .on('broadcast', { event: 'cursor' }, (message) => {
        heardByAlice.push(message.payload);
      });
    await Promise.all([subscribed(bob, bobChannel), subscribed(alice, aliceChannel)]);

    expect(await aliceChannel.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
    expect(await bobChannel.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } })).toBe('ok');
    await expect.poll(() => heardByBob).toEqual([{ x: 1 }]);
    await expect.poll(() => heardByAlice).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it('keeps presence: a member who tracks shows up for the others, and leaves when they leave', async () => {
    const alice = client(adminToken);
    const bob = client(customerToken);
    const aliceChannel = alice.channel('lobby', { config: { presence: { key: 'alice' } } });
    const bobChannel = bob.channel('lobby', { config: { presence: { key: 'bob' } } });
    const joined: string[] = [];
    bobChannel.on('presence', { event: 'join' }, ({ key }) => {
      joined.push(key);
    });
    await Promise.all([subscribed(alice, aliceChannel), subscribed(bob, bobChannel)]);

    expect(await aliceChannel.track({ status: 'online' })).toBe('ok');
    await expect.poll(() => joined).toContain('alice');
    expect(bobChannel.presenceState()).toEqual({ alice: [expect.objectContaining({ status: 'online' })] });

    await alice.removeChannel(aliceChannel);
    await expect.poll(() => bobChannel.presenceState()).toEqual({});
  });
});
