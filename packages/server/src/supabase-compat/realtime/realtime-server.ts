import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { findSessionUser } from '../../auth/sessions';
import type { Logger } from '../../logger';
import { catalogLoader } from '../rest/catalog';
import { type CallerDeps, callerFromToken, type GatewayCaller } from '../rest/gateway-caller';
import { PostgrestError } from '../rest/postgrest-error';
import { decodeFrame, encodeFrame, type PhoenixFrame, replyFrame } from './phoenix-frames';
import {
  type Binding,
  bindingMatches,
  type CapturedChange,
  parseBindings,
  parseCapturedChange,
} from './postgres-changes';
import { loadReadPolicy, type ReadPolicy, viewAs } from './subscriber-view';

/** The channel the change-capture trigger notifies on (supabase/migrations/0009). */
export const CHANGES_CHANNEL = 'realtime_changes';
export const REALTIME_PATH = '/realtime/v1/websocket';
/** Frames larger than this are refused; a join is a few hundred bytes. */
const MAX_FRAME_BYTES = 256 * 1024;
/** WebSocket close code for "policy violation": the socket's token expired or its session ended. */
const POLICY_VIOLATION = 1008;

export interface RealtimeDeps extends CallerDeps {
  logger: Logger;
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
}

interface Client {
  socket: WebSocket;
  channels: Map<string, Channel>;
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
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const clients = new Set<Client>();
  let nextBindingId = Math.floor(Math.random() * 1_000_000) + 1;
  const getCatalog = catalogLoader(db);
  const policies = new Map<string, Promise<ReadPolicy>>();
  const readPolicy = (table: string, role: string) => {
    const key = `${table}\u0000${role}`;
    let policy = policies.get(key);
    if (!policy) {
      policy = loadReadPolicy(db, table, role);
      policy.catch(() => policies.delete(key));
      policies.set(key, policy);
    }
    return policy;
  };

  const send = (client: Client, frame: PhoenixFrame) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(encodeFrame(frame));
  };

  const dropChannel = (client: Client, channel: Channel) => {
    if (channel.expiry) clearTimeout(channel.expiry);
    client.channels.delete(channel.topic);
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

  const join = async (client: Client, frame: PhoenixFrame, socketCaller: GatewayCaller) => {
    const config = (frame.payload.config ?? {}) as Record<string, unknown>;
    if (config.private === true) {
      send(client, replyFrame(frame, 'error', { reason: 'Private channels are not supported by this server.' }));
      return;
    }
    let caller: GatewayCaller;
    let bindings: Binding[];
    try {
      caller = await callerFor(frame.payload.access_token, socketCaller);
      bindings = parseBindings(await getCatalog(), config.postgres_changes, () => nextBindingId++);
    } catch (error) {
      const reason = error instanceof PostgrestError ? error.message : 'The channel could not be joined.';
      if (!(error instanceof PostgrestError)) logger.error('Realtime join failed:', error);
      send(client, replyFrame(frame, 'error', { reason }));
      return;
    }
    const previous = client.channels.get(frame.topic);
    if (previous) dropChannel(client, previous);
    const channel: Channel = {
      topic: frame.topic,
      joinRef: frame.joinRef ?? frame.ref,
      caller,
      bindings,
      expiry: undefined,
    };
    client.channels.set(frame.topic, channel);
    scheduleExpiry(client, channel);
    send(
      client,
      replyFrame(frame, 'ok', { postgres_changes: bindings.map((binding) => ({ ...binding.echo, id: binding.id })) }),
    );
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
      channel.caller = await callerFor(frame.payload.access_token, channel.caller);
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
      default:
        if (frame.ref !== null) {
          send(
            client,
            replyFrame(frame, 'error', {
              reason: `${frame.event} is not supported by this server; only postgres_changes is.`,
            }),
          );
        }
    }
  };

  const attach = (socket: WebSocket, socketCaller: GatewayCaller) => {
    const client: Client = { socket, channels: new Map() };
    clients.add(client);
    // Frames of one socket are handled in order: a join is done before the leave that follows it.
    let pending = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      const frame = isBinary ? undefined : decodeFrame(data.toString());
      if (!frame) {
        socket.close(1003, 'Frames are JSON arrays [join_ref, ref, topic, event, payload].');
        return;
      }
      pending = pending
        .then(() => onFrame(client, frame, socketCaller))
        .catch((error: unknown) => logger.error('Realtime frame failed:', error));
    });
    socket.on('close', () => {
      for (const channel of client.channels.values()) dropChannel(client, channel);
      clients.delete(client);
    });
    socket.on('error', () => socket.terminate());
  };

  /** Sends a change to every channel with a matching binding whose subscriber may see it. */
  const deliver = async (change: CapturedChange) => {
    const current = await getCatalog();
    for (const client of clients) {
      for (const channel of [...client.channels.values()]) {
        const matching = channel.bindings.filter((binding) => bindingMatches(binding, change));
        if (matching.length === 0) continue;
        const { caller } = channel;
        if (
          caller.role === 'authenticated' &&
          !(await findSessionUser(db, caller.sessionId, caller.userId, deps.now()))
        ) {
          closeChannel(client, channel, 'The session of this access token has ended; sign in again.');
          continue;
        }
        const filters = matching.flatMap((binding) => (binding.filter ? [binding.filter] : []));
        const view = await viewAs(db, current, caller, change, filters, () => readPolicy(change.table, caller.role));
        if (!view) continue;
        let filterIndex = 0;
        const ids = matching
          .filter((binding) => (binding.filter ? view.filters[filterIndex++] === true : true))
          .map((binding) => binding.id);
        if (ids.length === 0) continue;
        send(client, {
          joinRef: channel.joinRef,
          ref: null,
          topic: channel.topic,
          event: 'postgres_changes',
          payload: {
            ids,
            data: {
              schema: change.schema,
              table: change.table,
              commit_timestamp: change.commit_timestamp,
              type: change.type,
              columns: view.columns,
              ...(view.record ? { record: view.record } : {}),
              ...(view.oldRecord ? { old_record: view.oldRecord } : {}),
              errors: null,
            },
          },
        });
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
      .catch((error: unknown) => logger.error('Realtime delivery failed:', error));
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
      callerFromToken(deps, apikey).then(
        (caller) => sockets.handleUpgrade(request, socket, head, (ws) => attach(ws, caller)),
        (error: unknown) => {
          if (!(error instanceof PostgrestError)) logger.error('Realtime upgrade failed:', error);
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
