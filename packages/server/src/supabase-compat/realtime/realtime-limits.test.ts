import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../../db/db';
import type { Logger } from '../../logger';
import { silentLogger } from '../../logger';
import { describeEachDriver } from '../../testing/describe-each-driver';
import { type ListeningApp, listen } from '../../testing/listen';
import { accessTokenFor, DEMO_ADMIN_ID, DEMO_CUSTOMER_ID, DEMO_PROVIDER_ID } from '../../testing/sign-in';
import { ANON_KEY, supabaseAs } from '../../testing/supabase-client';
import { TEST_JWT_SECRET } from '../../testing/test-app-config';
import { TOO_MANY_CHANNELS, TOO_MANY_CONNECTIONS, TOO_MANY_JOINS } from './realtime-limits';
import type { RealtimeDeps } from './realtime-server';
import { startRealtime } from './realtime-server';
import { type Change, collector, joinFrame, rawSocket, subscribed, tableIs } from './realtime-test-clients';

const NOTIFICATIONS = [{ event: 'INSERT', schema: 'public', table: 'system_notifications' }];

/** A logger that keeps every line, to read what a failure printed. */
function keptLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (message: string, error?: unknown) => {
    lines.push(error === undefined ? message : `${message} ${String(error)}`);
  };
  return { lines, info: keep, warn: keep, error: keep };
}

/**
 * Realtime that one client cannot stall or silence (issue 21): the limits and their refusals, as
 * Supabase Realtime words them; filters checked at the join; one subscriber's failure never
 * stops the others; logs with ids, never rows; and who may see a change decided per claims.
 */
describeEachDriver('realtime limits and isolation', (t) => {
  let adminToken = '';
  let customerToken = '';
  let providerToken = '';
  const running: { close(): Promise<void> }[] = [];
  const clients: SupabaseClient[] = [];
  const sockets: WebSocket[] = [];
  let clock = new Date('2026-11-26T12:00:00Z');

  /** A realtime server of its own for each test, with the limits and seams it asks for. */
  const serve = async (options: Partial<RealtimeDeps> = {}): Promise<ListeningApp> => {
    const realtime = await startRealtime({
      db: t.db,
      jwtSecret: TEST_JWT_SECRET,
      anonKey: ANON_KEY,
      now: () => clock,
      logger: silentLogger,
      ...options,
    });
    const server = await listen(
      () => t.app(),
      (request, socket, head) => realtime.handleUpgrade(request, socket, head),
    );
    running.push(server, realtime);
    return server;
  };
  const client = (url: string, token?: string) => {
    const made = supabaseAs(url, token);
    clients.push(made);
    return made;
  };
  const raw = async (url: string) => {
    const opened = await rawSocket(url);
    sockets.push(opened.socket);
    return opened;
  };
  /** The HTTP status an upgrade is refused with, or 101 when it opens. */
  const upgradeStatus = (url: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`);
      sockets.push(socket);
      socket.on('error', () => undefined);
      socket.once('open', () => resolve(101));
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    });
  const reply = async (socket: Awaited<ReturnType<typeof rawSocket>>, ref: string) =>
    (await socket.next((frame) => frame[1] === ref && frame[3] === 'phx_reply'))[4];

  beforeAll(async () => {
    adminToken = await accessTokenFor(t.db, DEMO_ADMIN_ID);
    customerToken = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    providerToken = await accessTokenFor(t.db, DEMO_PROVIDER_ID);
  });
  afterEach(async () => {
    for (const made of clients.splice(0)) await made.removeAllChannels();
    for (const socket of sockets.splice(0)) socket.terminate();
    for (const closing of running.splice(0).reverse()) await closing.close();
    clock = new Date(clock.getTime() + 3_600_000);
  });

  const notify = async (admin: SupabaseClient, title: string) => {
    const sent = await admin.rpc('create_system_notification', {
      notification_title: title,
      notification_message: `The message of ${title}.`,
      notification_type: 'info',
    });
    expect(sent.error).toBeNull();
    return sent.data as { id: string };
  };

  it('refuses a channel over the limit of one socket, as Supabase does, and still serves the ones it has', async () => {
    const server = await serve({ limits: { channelsPerSocket: 2 } });
    const socket = await raw(server.url);
    socket.send(joinFrame('1', 'one', NOTIFICATIONS, adminToken));
    socket.send(joinFrame('2', 'two', NOTIFICATIONS, adminToken));
    socket.send(joinFrame('3', 'three', NOTIFICATIONS, adminToken));
    expect(await reply(socket, '1')).toMatchObject({ status: 'ok' });
    expect(await reply(socket, '2')).toMatchObject({ status: 'ok' });
    expect(await socket.next((frame) => frame[1] === '3')).toEqual([
      '3',
      '3',
      'realtime:three',
      'phx_reply',
      { status: 'error', response: { reason: TOO_MANY_CHANNELS } },
    ]);
    // Joining a channel it already has again is no new channel.
    socket.send(joinFrame('4', 'two', NOTIFICATIONS, adminToken));
    expect(await reply(socket, '4')).toMatchObject({ status: 'ok' });
    // Leaving one makes room.
    socket.send(['1', '5', 'realtime:one', 'phx_leave', {}]);
    expect(await reply(socket, '5')).toMatchObject({ status: 'ok' });
    socket.send(joinFrame('6', 'three', NOTIFICATIONS, adminToken));
    expect(await reply(socket, '6')).toMatchObject({ status: 'ok' });

    const sent = await notify(client(server.url, adminToken), 'Over the channel limit');
    const heard = await socket.next((frame) => frame[3] === 'postgres_changes' && frame[2] === 'realtime:three');
    expect(heard[4]).toMatchObject({ data: { table: 'system_notifications', record: { id: sent.id } } });
  });

  it('refuses joins faster than the allowance, and lets them in again as it comes back', async () => {
    const server = await serve({ limits: { joinBurst: 3, joinsPerSecond: 1 } });
    const socket = await raw(server.url);
    for (const ref of ['1', '2', '3', '4']) socket.send(joinFrame(ref, `burst-${ref}`, NOTIFICATIONS));
    for (const ref of ['1', '2', '3']) expect(await reply(socket, ref)).toMatchObject({ status: 'ok' });
    expect(await reply(socket, '4')).toEqual({ status: 'error', response: { reason: TOO_MANY_JOINS } });

    // Through supabase-js, a refused join is a channel error that carries the reason.
    const refused = client(server.url)
      .channel('refused')
      .on('postgres_changes', NOTIFICATIONS[0] as never, () => 0);
    const status = await new Promise<{ status: string; message?: string }>((resolve) =>
      refused.subscribe((state, error) => {
        if (state !== 'SUBSCRIBED') resolve({ status: state, message: error?.message });
      }),
    );
    expect(status.status).toBe('CHANNEL_ERROR');
    expect(status.message).toContain(TOO_MANY_JOINS);
    await refused.unsubscribe();

    clock = new Date(clock.getTime() + 1000);
    socket.send(joinFrame('5', 'burst-5', NOTIFICATIONS));
    expect(await reply(socket, '5')).toMatchObject({ status: 'ok' });
    socket.send(joinFrame('6', 'burst-6', NOTIFICATIONS));
    expect(await reply(socket, '6')).toEqual({ status: 'error', response: { reason: TOO_MANY_JOINS } });
  });

  it('refuses sockets over the limit of one address, and sockets over the limit of one user at their join', async () => {
    const server = await serve({ limits: { socketsPerAddress: 3, socketsPerUser: 2 } });
    const first = await raw(server.url);
    const second = await raw(server.url);
    const third = await raw(server.url);
    expect(await upgradeStatus(server.url)).toBe(429);

    first.send(joinFrame('1', 'mine', NOTIFICATIONS, customerToken));
    expect(await reply(first, '1')).toMatchObject({ status: 'ok' });
    second.send(joinFrame('1', 'mine', NOTIFICATIONS, customerToken));
    expect(await reply(second, '1')).toMatchObject({ status: 'ok' });
    third.send(joinFrame('1', 'mine', NOTIFICATIONS, customerToken));
    expect(await reply(third, '1')).toEqual({ status: 'error', response: { reason: TOO_MANY_CONNECTIONS } });
    // Another user on that socket is no one's third.
    third.send(joinFrame('2', 'admin', NOTIFICATIONS, adminToken));
    expect(await reply(third, '2')).toMatchObject({ status: 'ok' });

    // A socket that closes gives its place back, to the address and to the user.
    first.socket.close();
    await first.closed;
    await expect.poll(() => upgradeStatus(server.url)).toBe(101);
    third.send(joinFrame('3', 'mine', NOTIFICATIONS, customerToken));
    expect(await reply(third, '3')).toMatchObject({ status: 'ok' });
  });

  it('refuses at the join a filter whose value does not fit its column, or on a column the caller may not read', async () => {
    const server = await serve();
    const socket = await raw(server.url);
    const filtered = (filter: string) => [{ ...NOTIFICATIONS[0], filter }];
    socket.send(joinFrame('1', 'bad-uuid', filtered('id=eq.not-a-uuid'), customerToken));
    expect(await reply(socket, '1')).toEqual({
      status: 'error',
      response: { reason: 'The filter "id=eq.not-a-uuid" does not fit the column id, which holds uuid values.' },
    });
    socket.send(
      joinFrame('2', 'bad-time', [{ event: '*', schema: 'public', table: 'blogs', filter: 'created_at=lt.soon' }]),
    );
    expect(await reply(socket, '2')).toEqual({
      status: 'error',
      response: {
        reason:
          'The filter "created_at=lt.soon" does not fit the column created_at, which holds timestamp with time zone values.',
      },
    });
    socket.send(
      joinFrame('3', 'hidden', [{ event: '*', schema: 'public', table: 'profiles', filter: 'email=eq.a@b.c' }]),
    );
    expect(await reply(socket, '3')).toEqual({
      status: 'error',
      response: {
        reason: 'The filter "email=eq.a@b.c" names a column of profiles you may not read, so it cannot be filtered on.',
      },
    });
    socket.send(joinFrame('4', 'good', filtered('type=in.(error,warning)'), adminToken));
    expect(await reply(socket, '4')).toMatchObject({ status: 'ok' });
  });

  it("lets no customer silence the admin's notifications, and no anonymous client silence the blog", async () => {
    const server = await serve();
    // The customer and the anonymous client come first: before, their filters broke delivery for everyone after them.
    const customer = client(server.url, customerToken);
    const stranger = client(server.url);
    const badCustomer = customer
      .channel('silencer')
      .on('postgres_changes', { ...NOTIFICATIONS[0], filter: 'id=eq.not-a-uuid' } as never, () => 0);
    const badStranger = stranger
      .channel('blog-silencer')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'blogs', filter: 'id=eq.nope' } as never, () => 0);
    await expect(subscribed(customer, badCustomer)).rejects.toThrow(/does not fit the column id/);
    await expect(subscribed(stranger, badStranger)).rejects.toThrow(/does not fit the column id/);

    const admin = client(server.url, adminToken);
    const reader = client(server.url);
    const adminFeed = collector();
    const readerFeed = collector();
    await subscribed(
      admin,
      admin.channel('admin-notifications').on('postgres_changes', NOTIFICATIONS[0] as never, adminFeed.push),
    );
    await subscribed(
      reader,
      reader
        .channel('blog')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'blogs' }, readerFeed.push),
    );
    const sent = await notify(admin, 'Still heard');
    expect((await adminFeed.next(tableIs('system_notifications', 'INSERT'))).new).toMatchObject({ id: sent.id });
    const posted = await admin
      .from('blogs')
      .insert({ title: 'Still read', slug: `still-read-${t.driver}`, is_published: true })
      .select('id')
      .single();
    expect(posted.error).toBeNull();
    expect((await readerFeed.next(tableIs('blogs', 'INSERT'))).new).toMatchObject({ id: posted.data?.id });
  });

  it('keeps delivering to the admin when deciding for a customer fails, and logs ids, never the row', async () => {
    const logger = keptLogger();
    const customerId = DEMO_CUSTOMER_ID;
    // A database that fails every statement run as the customer, as a broken policy would.
    const failingForCustomer: Db = {
      ...t.db,
      transaction: (fn) =>
        t.db.transaction((tx) =>
          fn({
            ...tx,
            query: (sql, params) =>
              typeof params?.[1] === 'string' && params[1].includes(customerId)
                ? Promise.reject(Object.assign(new Error('invalid input: "Secret title"'), { code: '22P02' }))
                : tx.query(sql, params),
          }),
        ),
    };
    const server = await serve({ db: failingForCustomer, logger });
    const customer = client(server.url, customerToken);
    const admin = client(server.url, adminToken);
    const customerFeed = collector();
    const adminFeed = collector();
    await subscribed(
      customer,
      customer.channel('customer-first').on('postgres_changes', NOTIFICATIONS[0] as never, customerFeed.push),
    );
    await subscribed(
      admin,
      admin.channel('admin-notifications').on('postgres_changes', NOTIFICATIONS[0] as never, adminFeed.push),
    );

    const sent = await notify(admin, 'Secret title');
    expect((await adminFeed.next(tableIs('system_notifications', 'INSERT'))).new).toMatchObject({
      id: sent.id,
      title: 'Secret title',
    });
    expect(customerFeed.changes).toEqual([]);
    await expect.poll(() => logger.lines.length).toBeGreaterThan(0);
    const logged = logger.lines.join('\n');
    expect(logged).toContain(`INSERT on system_notifications {"id":"${sent.id}"}`);
    expect(logged).toContain('SQLSTATE 22P02');
    expect(logged).toMatch(/subscriptions \d+ did not get it/);
    expect(logged).not.toContain('Secret title');
    expect(logged).not.toContain('The message of');
  });

  it('decides who sees a change once per claims, and row-level security still holds for each', async () => {
    // Counts the transactions run as a subscriber (runAsCaller sets the role and claims first).
    let judged = 0;
    const counting: Db = {
      ...t.db,
      transaction: (fn) =>
        t.db.transaction((tx) =>
          fn({
            ...tx,
            query: (sql, params) => {
              if (sql.includes(`set_config('request.jwt.claims'`)) judged++;
              return tx.query(sql, params);
            },
          }),
        ),
    };
    const server = await serve({ db: counting });
    const customerTabs = [client(server.url, customerToken), client(server.url, customerToken)];
    const provider = client(server.url, providerToken);
    const feeds = [collector(), collector()];
    const providerFeed = collector();
    const sentinel = (change: Change) =>
      change.table === 'cms_pages' && (change.new as { body?: string }).body === `sentinel ${t.driver}`;
    const follow = (made: SupabaseClient, name: string, push: (change: Change) => void) =>
      made
        .channel(name)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'event_registrations' }, push)
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'cms_pages' }, push);
    await Promise.all([
      ...customerTabs.map((made, index) =>
        subscribed(made, follow(made, `registrations-${index}`, (feeds[index] as ReturnType<typeof collector>).push)),
      ),
      subscribed(provider, follow(provider, 'registrations', providerFeed.push)),
    ]);

    judged = 0;
    const [registration] = await t.db.query<{ id: number }>(
      `insert into event_registrations (event_id, user_id) values ('e0000000-0000-4000-8000-000000000002', $1) returning id`,
      [DEMO_CUSTOMER_ID],
    );
    for (const feed of feeds) {
      expect((await feed.next(tableIs('event_registrations', 'INSERT'))).new).toMatchObject({
        id: registration?.id,
        user_id: DEMO_CUSTOMER_ID,
      });
    }
    // Two tabs with one token are one audience: two decisions (the customer's and the provider's), not three.
    expect(judged).toBe(2);
    const page = await client(server.url, adminToken)
      .from('cms_pages')
      .update({ body: `sentinel ${t.driver}` })
      .eq('slug', 'privacy');
    expect(page.error).toBeNull();
    await providerFeed.next(sentinel);
    expect(providerFeed.changes.filter(tableIs('event_registrations'))).toEqual([]);
  });
});
