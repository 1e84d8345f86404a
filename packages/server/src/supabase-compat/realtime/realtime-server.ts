import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { peerAddress } from '../../auth/client-ip';
import { liveSessionIds } from '../../auth/sessions';
import type { Logger } from '../../logger';
import { type Catalog, type CatalogTable, catalogLoader } from '../rest/catalog';
import { type CallerDeps, callerFromToken, type GatewayCaller } from '../rest/gateway-caller';
import { PostgrestError } from '../rest/postgrest-error';
import { checkFilter } from './filter-check';
import {
  decodeBinaryFrame,
  decodeFrame,
  encodeChangeFrame,
  encodeFrame,
  type PhoenixFrame,
  replyFrame,
} from './phoenix-frames';
import {
  type Binding,
  bindingMatches,
  type CapturedChange,
  type ParsedBinding,
  parseBindings,
  parseCapturedChange,
} from './postgres-changes';
import {
  countedSets,
  DEFAULT_REALTIME_LIMITS,
  joinBudget,
  type RealtimeLimits,
  TOO_MANY_CHANNELS,
  TOO_MANY_CONNECTIONS,
  TOO_MANY_JOINS,
} from './realtime-limits';
import { columnsOf, loadReadAccess, type ReadAccess, shownRow, visibleRow, visibleToRole } from './subscriber-view';

/** The channel the change-capture trigger notifies on (supabase/migrations/0009). */
export const CHANGES_CHANNEL = 'realtime_changes';
export const REALTIME_PATH = '/realtime/v1/websocket';
/** Frames larger than this are refused; a join is a few hundred bytes. */
const MAX_FRAME_BYTES = 256 * 1024;
/** Sends of one change between two turns of the event loop (see turnOfTheEventLoop). */
const SENDS_PER_TURN = 250;
/** WebSocket close code for "policy violation": the socket's token expired or its session ended. */
const POLICY_VIOLATION = 1008;

export interface RealtimeDeps extends CallerDeps {
  logger: Logger;
  /** Whether the client address is the last X-Forwarded-For entry (TRUST_PROXY), as for HTTP. */
  trustProxy?: boolean;
  /** Replaces some of DEFAULT_REALTIME_LIMITS. */
  limits?: Partial<RealtimeLimits>;
}

export interface RealtimeServer {
  /** For the HTTP server's 'upgrade' event; answers any other path with 404. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket and stops listening for changes. */
  close(): Promise<void>;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  caller: GatewayCaller;
  bindings: Binding[];
  expiry: NodeJS.Timeout | undefined;
  /** `config.broadcast.self`: the sender gets its own broadcasts too. */
  broadcastSelf: boolean;
  /** `config.presence.key`, or one made up at the join. */
  presenceKey: string;
  /** What this member tracks (channel.track), with the ref that tells its versions apart. */
  presence: { ref: string; state: Record<string, unknown> } | undefined;
}

interface Client {
  socket: WebSocket;
  /** Where it connects from (client-ip.ts's rule). */
  address: string;
  channels: Map<string, Channel>;
  /** The signed-in users it has joined channels as; it counts against each one's sockets. */
  users: Set<string>;
}

/** One channel's subscriptions that a change concerns. */
interface Listener {
  client: Client;
  channel: Channel;
  bindings: Binding[];
}

/** Everyone who shares a role and claims: what they may see of a change is decided once for all. */
interface Audience {
  caller: GatewayCaller;
  listeners: Listener[];
}

/**
 * An error as the log shows it: its SQLSTATE, or its name and message when it is not the
 * database's. A database message can quote a row's values; logs carry ids, never row contents.
 */
function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string') {
    return `SQLSTATE ${(error as { code: string }).code}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : 'an unknown error';
}

/** A change as the log names it: its table, type and primary key. */
const changeName = (change: CapturedChange) => `${change.type} on ${change.table} ${JSON.stringify(change.keys)}`;

const subscriptionIds = (listeners: Listener[]) =>
  listeners.flatMap((listener) => listener.bindings.map((binding) => binding.id)).join(', ');

/**
 * The embedded database runs on this thread and its awaits are microtasks only: without a turn of
 * the event loop between the transactions of a fan-out, no request could even be read until it ends.
 */
const turnOfTheEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/** Runs `fn` over `items`, at most `concurrency` at a time. */
async function inTurns<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

function refuseUpgrade(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The Supabase-compatible `/realtime/v1`: Phoenix channels (serializer 2.0.0) carrying
 * `postgres_changes`. Every committed change of a captured table arrives through NOTIFY on
 * `realtime_changes`, from this process or any other on the same database, and goes to each
 * subscriber only if they may read the row, judged as them by PostgreSQL.
 */
export async function startRealtime(deps: RealtimeDeps): Promise<RealtimeServer> {
  const { db, logger } = deps;
  const limits: RealtimeLimits = { ...DEFAULT_REALTIME_LIMITS, ...deps.limits };
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const clients = new Set<Client>();
  const socketsByAddress = countedSets<object>(limits.socketsPerAddress);
  const socketsByUser = countedSets<Client>(limits.socketsPerUser);
  const joins = joinBudget(limits, deps.now);
  // The embedded database has one connection: judging one audience at a time lets other requests in between.
  const judgeConcurrency = db.driver === 'postgres' ? 4 : 1;
  let nextBindingId = Math.floor(Math.random() * 1_000_000) + 1;
  const getCatalog = catalogLoader(db);
  const accesses = new Map<string, Promise<ReadAccess>>();
  const readAccess = (table: CatalogTable, role: string) => {
    const key = `${table.name}\u0000${role}`;
    let access = accesses.get(key);
    if (!access) {
      access = loadReadAccess(db, table, role);
      access.catch(() => accesses.delete(key));
      accesses.set(key, access);
    }
    return access;
  };

  const send = (client: Client, frame: PhoenixFrame) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(encodeFrame(frame));
  };

  /** Every joined channel of a topic, across sockets. */
  const membersOf = (topic: string): { client: Client; channel: Channel }[] => {
    const members: { client: Client; channel: Channel }[] = [];
    for (const client of clients) {
      const channel = client.channels.get(topic);
      if (channel) members.push({ client, channel });
    }
    return members;
  };

  const presenceEntry = (channel: Channel) =>
    channel.presence === undefined
      ? {}
      : { [channel.presenceKey]: { metas: [{ phx_ref: channel.presence.ref, ...channel.presence.state }] } };

  /** Tells every member of the channel's topic what joined and left its presence. */
  const presenceDiff = (channel: Channel, joins: Record<string, unknown>, leaves: Record<string, unknown>) => {
    for (const member of membersOf(channel.topic)) {
      send(member.client, {
        joinRef: member.channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'presence_diff',
        payload: { joins, leaves },
      });
    }
  };

  const untrack = (channel: Channel) => {
    if (channel.presence === undefined) return;
    const leaves = presenceEntry(channel);
    channel.presence = undefined;
    presenceDiff(channel, {}, leaves);
  };

  const dropChannel = (client: Client, channel: Channel) => {
    if (channel.expiry) clearTimeout(channel.expiry);
    client.channels.delete(channel.topic);
    untrack(channel);
  };

  /** A broadcast goes to every other member of the topic (and back to the sender if it asked). */
  const broadcast = (client: Client, channel: Channel, frame: PhoenixFrame) => {
    const { event, payload } = frame.payload;
    if (typeof event !== 'string') {
      send(client, replyFrame(frame, 'error', { reason: 'A broadcast needs an event name.' }));
      return;
    }
    for (const member of membersOf(channel.topic)) {
      if (member.channel === channel && !channel.broadcastSelf) continue;
      send(member.client, {
        joinRef: member.channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'broadcast',
        payload: { type: 'broadcast', event, payload: payload ?? {} },
      });
    }
    if (frame.ref !== null) send(client, replyFrame(frame, 'ok'));
  };

  /** channel.track(state) and channel.untrack(): what this member shows the others. */
  const presence = (client: Client, channel: Channel, frame: PhoenixFrame) => {
    const { event, payload } = frame.payload;
    if (event === 'untrack') {
      untrack(channel);
    } else if (event === 'track' && typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
      const leaves = presenceEntry(channel);
      channel.presence = { ref: randomUUID(), state: payload as Record<string, unknown> };
      presenceDiff(channel, presenceEntry(channel), leaves);
    } else {
      send(client, replyFrame(frame, 'error', { reason: 'Presence takes track with an object, or untrack.' }));
      return;
    }
    if (frame.ref !== null) send(client, replyFrame(frame, 'ok'));
  };

  /** Ends a channel the server no longer serves: a system error, phx_close, then it is gone. */
  const closeChannel = (client: Client, channel: Channel, message: string) => {
    send(client, {
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { status: 'error', message, extension: 'system', channel: channel.topic.replace(/^realtime:/, '') },
    });
    send(client, { joinRef: channel.joinRef, ref: null, topic: channel.topic, event: 'phx_close', payload: {} });
    dropChannel(client, channel);
  };

  /** A token lasts until its `exp`; then the socket that relies on it is closed. */
  const scheduleExpiry = (client: Client, channel: Channel) => {
    if (channel.expiry) clearTimeout(channel.expiry);
    channel.expiry = undefined;
    if (channel.caller.role !== 'authenticated') return;
    const remaining = channel.caller.expiresAt * 1000 - deps.now().getTime();
    channel.expiry = setTimeout(
      () => {
        closeChannel(client, channel, 'Token has expired');
        client.socket.close(POLICY_VIOLATION, 'Token has expired');
      },
      Math.max(remaining, 0),
    );
    channel.expiry.unref();
  };

  const callerFor = async (token: unknown, socketCaller: GatewayCaller): Promise<GatewayCaller> => {
    if (token === undefined || token === null) return socketCaller;
    if (typeof token !== 'string') throw new PostgrestError(401, 'PGRST301', 'The access token must be text.');
    return callerFromToken(deps, token);
  };

  /** Counts the socket against the signed-in user it acts for; false when they have too many. */
  const countUser = (client: Client, caller: GatewayCaller): boolean => {
    if (caller.role !== 'authenticated' || client.users.has(caller.userId)) return true;
    if (!socketsByUser.add(caller.userId, client)) return false;
    client.users.add(caller.userId);
    return true;
  };

  /** Filters are checked here, once, against their column's type and the caller's column grants. */
  const checkBindings = async (catalog: Catalog, parsed: ParsedBinding[], role: string): Promise<Binding[]> => {
    const bindings: Binding[] = [];
    for (const binding of parsed) {
      const table = binding.table === undefined ? undefined : catalog.tables.get(binding.table);
      if (!binding.filter || !table) {
        bindings.push({ ...binding, test: undefined });
        continue;
      }
      const { rule, text } = binding.filter;
      if (!(await readAccess(table, role)).visible.includes(rule.column)) {
        throw new PostgrestError(
          400,
          'realtime',
          `The filter "${text}" names a column of ${table.name} you may not read, so it cannot be filtered on.`,
        );
      }
      bindings.push({ ...binding, test: await checkFilter(db, table, rule, text) });
    }
    return bindings;
  };

  const join = async (client: Client, frame: PhoenixFrame, socketCaller: GatewayCaller) => {
    const refuse = (reason: string) => send(client, replyFrame(frame, 'error', { reason }));
    const config = (frame.payload.config ?? {}) as Record<string, unknown>;
    if (config.private === true) {
      refuse('Private channels are not supported by this server.');
      return;
    }
    if (!joins.take(client.address)) {
      refuse(TOO_MANY_JOINS);
      return;
    }
    if (!client.channels.has(frame.topic) && client.channels.size >= limits.channelsPerSocket) {
      refuse(TOO_MANY_CHANNELS);
      return;
    }
    let caller: GatewayCaller;
    let bindings: Binding[];
    try {
      caller = await callerFor(frame.payload.access_token, socketCaller);
      if (!countUser(client, caller)) {
        refuse(TOO_MANY_CONNECTIONS);
        return;
      }
      const catalog = await getCatalog();
      const parsed = parseBindings(catalog, config.postgres_changes, () => nextBindingId++, limits.changesPerChannel);
      bindings = await checkBindings(catalog, parsed, caller.role);
    } catch (error) {
      if (!(error instanceof PostgrestError))
        logger.error(`Realtime could not join ${frame.topic}: ${errorText(error)}`);
      refuse(error instanceof PostgrestError ? error.message : 'The channel could not be joined.');
      return;
    }
    const previous = client.channels.get(frame.topic);
    if (previous) dropChannel(client, previous);
    const broadcastConfig = (config.broadcast ?? {}) as Record<string, unknown>;
    const presenceConfig = (config.presence ?? {}) as Record<string, unknown>;
    const channel: Channel = {
      topic: frame.topic,
      joinRef: frame.joinRef ?? frame.ref,
      caller,
      bindings,
      expiry: undefined,
      broadcastSelf: broadcastConfig.self === true,
      presenceKey:
        typeof presenceConfig.key === 'string' && presenceConfig.key !== '' ? presenceConfig.key : randomUUID(),
      presence: undefined,
    };
    client.channels.set(frame.topic, channel);
    scheduleExpiry(client, channel);
    send(
      client,
      replyFrame(frame, 'ok', { postgres_changes: bindings.map((binding) => ({ ...binding.echo, id: binding.id })) }),
    );
    const state = Object.assign({}, ...membersOf(frame.topic).map((member) => presenceEntry(member.channel)));
    send(client, { joinRef: channel.joinRef, ref: null, topic: frame.topic, event: 'presence_state', payload: state });
    if (bindings.length > 0) {
      send(client, {
        joinRef: channel.joinRef,
        ref: null,
        topic: frame.topic,
        event: 'system',
        payload: {
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          extension: 'postgres_changes',
          channel: frame.topic.replace(/^realtime:/, ''),
        },
      });
    }
  };

  const updateToken = async (client: Client, frame: PhoenixFrame) => {
    const channel = client.channels.get(frame.topic);
    if (!channel) return;
    try {
      const caller = await callerFor(frame.payload.access_token, channel.caller);
      if (!countUser(client, caller)) {
        closeChannel(client, channel, TOO_MANY_CONNECTIONS);
        return;
      }
      channel.caller = caller;
      scheduleExpiry(client, channel);
    } catch (error) {
      closeChannel(client, channel, error instanceof PostgrestError ? error.message : 'The access token is not valid.');
    }
  };

  const onFrame = async (client: Client, frame: PhoenixFrame, socketCaller: GatewayCaller) => {
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') send(client, replyFrame(frame, 'ok'));
      return;
    }
    switch (frame.event) {
      case 'phx_join':
        await join(client, frame, socketCaller);
        return;
      case 'phx_leave': {
        const channel = client.channels.get(frame.topic);
        if (channel) dropChannel(client, channel);
        send(client, replyFrame(frame, 'ok'));
        return;
      }
      case 'access_token':
        await updateToken(client, frame);
        return;
      case 'broadcast':
      case 'presence': {
        const channel = client.channels.get(frame.topic);
        if (!channel) {
          send(client, replyFrame(frame, 'error', { reason: `Join ${frame.topic} before sending to it.` }));
          return;
        }
        if (frame.event === 'broadcast') broadcast(client, channel, frame);
        else presence(client, channel, frame);
        return;
      }
      default:
        if (frame.ref !== null) {
          send(
            client,
            replyFrame(frame, 'error', {
              reason: `${frame.event} is not supported by this server; postgres_changes, broadcast and presence are.`,
            }),
          );
        }
    }
  };

  const attach = (socket: WebSocket, address: string, socketCaller: GatewayCaller) => {
    const client: Client = { socket, address, channels: new Map(), users: new Set() };
    clients.add(client);
    // Frames of one socket are handled in order: a join is done before the leave that follows it.
    let pending = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
      const frame = isBinary ? decodeBinaryFrame(bytes) : decodeFrame(bytes.toString());
      if (!frame) {
        socket.close(1003, 'Frames are JSON arrays [join_ref, ref, topic, event, payload].');
        return;
      }
      pending = pending
        .then(() => onFrame(client, frame, socketCaller))
        .catch((error: unknown) =>
          logger.error(`Realtime could not handle a ${frame.event} frame: ${errorText(error)}`),
        );
    });
    socket.on('close', () => {
      for (const channel of client.channels.values()) dropChannel(client, channel);
      for (const userId of client.users) socketsByUser.remove(userId, client);
      clients.delete(client);
    });
    socket.on('error', () => socket.terminate());
  };

  /** Sends the change to one listener; `data` is the change as its audience sees it, encoded once for all. */
  const sendChange = (listener: Listener, change: CapturedChange, row: Record<string, unknown>, data: string) => {
    const { client, channel } = listener;
    // The channel may have been left, or rejoined as someone else, while the change was judged.
    if (client.channels.get(channel.topic) !== channel || client.socket.readyState !== client.socket.OPEN) return;
    // Deletes are not filtered, as on Supabase: the old row is not there to compare.
    const ids = listener.bindings
      .filter((binding) => change.type === 'DELETE' || !binding.test || binding.test(row))
      .map((binding) => binding.id);
    if (ids.length > 0) client.socket.send(encodeChangeFrame(channel.joinRef, channel.topic, ids, data));
  };

  /** Closes the channels of listeners whose session has ended, and returns the others. */
  const withLiveSessions = async (listeners: Listener[]): Promise<Listener[]> => {
    const sessions = new Map<string, { sessionId: string; userId: string }>();
    for (const { channel } of listeners) {
      const { caller } = channel;
      if (caller.role === 'authenticated') sessions.set(caller.sessionId, caller);
    }
    const live = await liveSessionIds(db, [...sessions.values()], deps.now());
    return listeners.filter(({ client, channel }) => {
      const { caller } = channel;
      if (caller.role !== 'authenticated' || live.has(caller.sessionId)) return true;
      if (client.channels.get(channel.topic) === channel) {
        closeChannel(client, channel, 'The session of this access token has ended; sign in again.');
      }
      return false;
    });
  };

  /**
   * Sends a change to every channel with a matching subscription whose subscriber may see it.
   * Per role: column grants from a cache, one query for the sessions, and one transaction for the
   * policies that read only the row (a published post is everyone's); when the rest depends on who
   * asks, subscribers are grouped into audiences that share role and claims, and row-level security
   * is evaluated in one transaction per audience. Filters
   * then run per subscriber in JavaScript, and every send happens after all the deciding, so all
   * subscribers get the change at nearly one moment. One audience or subscriber failing is logged
   * with ids and never stops the others.
   */
  const deliver = async (change: CapturedChange) => {
    const table = (await getCatalog()).tables.get(change.table);
    if (!table) return;
    const byRole = new Map<string, Listener[]>();
    for (const client of clients) {
      for (const channel of client.channels.values()) {
        const bindings = channel.bindings.filter((binding) => bindingMatches(binding, change));
        if (bindings.length === 0) continue;
        const listeners = byRole.get(channel.caller.role) ?? [];
        listeners.push({ client, channel, bindings });
        byRole.set(channel.caller.role, listeners);
      }
    }
    const audiences = new Map<string, Audience & { access: ReadAccess }>();
    const seen: { audience: Audience; row: Record<string, unknown> }[] = [];
    for (const [role, listeners] of byRole) {
      try {
        const access = await readAccess(table, role);
        if (access.visible.length === 0) continue;
        const live = await withLiveSessions(listeners);
        const [first] = live;
        if (!first) continue;
        await turnOfTheEventLoop();
        // Should deciding for the whole role fail, each audience is still decided on its own.
        const everyone = await visibleToRole(db, table, access, first.channel.caller, change).catch(
          (error: unknown) => {
            logger.error(
              `Realtime could not decide for every ${role} subscriber at once whether they may see the ` +
                `${changeName(change)}: ${errorText(error)}; deciding for each.`,
            );
            return undefined;
          },
        );
        const record = change.record ?? change.keys;
        if (everyone === true)
          seen.push({ audience: { caller: first.channel.caller, listeners: live }, row: shownRow(access, record) });
        if (everyone !== undefined) continue;
        for (const listener of live) {
          const { caller } = listener.channel;
          const key = `${role}\u0000${JSON.stringify(caller.claims)}`;
          const audience = audiences.get(key) ?? { caller, access, listeners: [] };
          audience.listeners.push(listener);
          audiences.set(key, audience);
        }
      } catch (error) {
        logger.error(
          `Realtime could not decide who may see the ${changeName(change)} as ${role}: ` +
            `${errorText(error)}; subscriptions ${subscriptionIds(listeners)} did not get it.`,
        );
      }
    }
    await inTurns([...audiences.values()], judgeConcurrency, async (audience) => {
      await turnOfTheEventLoop();
      try {
        const row = await visibleRow(db, table, audience.access, audience.caller, change);
        if (row) seen.push({ audience, row });
      } catch (error) {
        logger.error(
          `Realtime could not decide who may see the ${changeName(change)} as ${audience.caller.role}: ` +
            `${errorText(error)}; subscriptions ${subscriptionIds(audience.listeners)} did not get it.`,
        );
      }
    });
    let sent = 0;
    for (const { audience, row } of seen) {
      const data = JSON.stringify({
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commit_timestamp,
        type: change.type,
        columns: columnsOf(table, Object.keys(row)),
        ...(change.type === 'DELETE' ? {} : { record: row }),
        ...(change.type === 'INSERT' ? {} : { old_record: change.keys }),
        errors: null,
      });
      for (const listener of audience.listeners) {
        // Thousands of sends take the thread for a while: other requests get a turn now and then.
        if (++sent % SENDS_PER_TURN === 0) await turnOfTheEventLoop();
        try {
          sendChange(listener, change, row, data);
        } catch (error) {
          logger.error(
            `Realtime could not send the ${changeName(change)} to subscriptions ${subscriptionIds([listener])}: ${errorText(error)}`,
          );
        }
      }
    }
  };

  // Changes are delivered in commit order, one after another.
  let delivering = Promise.resolve();
  const stopListening = await db.listen(CHANGES_CHANNEL, (payload) => {
    const change = parseCapturedChange(payload);
    if (!change) {
      logger.warn(`Ignored a ${CHANGES_CHANNEL} notification that is not a change.`);
      return;
    }
    delivering = delivering
      .then(() => deliver(change))
      .catch((error: unknown) =>
        logger.error(`Realtime could not deliver the ${changeName(change)}: ${errorText(error)}`),
      );
  });

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== REALTIME_PATH) {
        refuseUpgrade(
          socket,
          404,
          'Not Found',
          `There is no WebSocket at ${url.pathname}; realtime is at ${REALTIME_PATH}.`,
        );
        return;
      }
      const version = url.searchParams.get('vsn') ?? '1.0.0';
      if (version !== '2.0.0') {
        refuseUpgrade(
          socket,
          400,
          'Bad Request',
          `Only the Phoenix serializer 2.0.0 is supported (vsn=${version} was asked).`,
        );
        return;
      }
      const apikeyHeader = request.headers.apikey;
      const apikey = url.searchParams.get('apikey') ?? (typeof apikeyHeader === 'string' ? apikeyHeader : undefined);
      if (!apikey) {
        refuseUpgrade(socket, 401, 'Unauthorized', 'No API key found in request');
        return;
      }
      const forwarded = request.headers['x-forwarded-for'];
      const address = peerAddress(
        typeof forwarded === 'string' ? forwarded : undefined,
        request.socket.remoteAddress,
        deps.trustProxy ?? false,
      );
      // The slot is held from here until the connection closes, whether or not it becomes a socket.
      const slot = {};
      if (!socketsByAddress.add(address, slot)) {
        refuseUpgrade(socket, 429, 'Too Many Requests', TOO_MANY_CONNECTIONS);
        return;
      }
      socket.once('close', () => socketsByAddress.remove(address, slot));
      callerFromToken(deps, apikey).then(
        (caller) => sockets.handleUpgrade(request, socket, head, (ws) => attach(ws, address, caller)),
        (error: unknown) => {
          if (!(error instanceof PostgrestError)) logger.error(`Realtime could not open a socket: ${errorText(error)}`);
          refuseUpgrade(
            socket,
            401,
            'Unauthorized',
            error instanceof PostgrestError ? error.message : 'Invalid API key',
          );
        },
      );
    },
    async close() {
      await stopListening();
      for (const client of clients) {
        for (const channel of client.channels.values()) dropChannel(client, channel);
        client.socket.terminate();
      }
      clients.clear();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await delivering;
    },
  };
}
