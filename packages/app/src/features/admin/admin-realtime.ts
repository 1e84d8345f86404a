/** One change of a table's row, as supabase-js hands a `postgres_changes` message on. */
export type TableChange = {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Record<string, unknown>;
  /** An UPDATE or DELETE carries only the primary key (docs/supabase-compat.md). */
  old: Record<string, unknown>;
};

export type AdminRealtime = {
  /** Every change of a public table, on the channel `topic`; returns what leaves it. */
  onTableChange(topic: string, table: string, listener: (change: TableChange) => void): () => void;
  /** The session's token may have changed: joined channels are given the new one. */
  setAuth(): Promise<void>;
};

// realtime-js's timings: a heartbeat every 25 s (one unanswered by the next closes the socket),
// and a closed socket or a failed channel tries again after 1, 2, 5, then every 10 s.
const HEARTBEAT_MS = 25_000;
const RETRY_AFTER_MS = [1000, 2000, 5000, 10_000];
const retryDelay = (tries: number) => RETRY_AFTER_MS[Math.min(tries, RETRY_AFTER_MS.length - 1)] ?? 10_000;

type Channel = {
  topic: string;
  table: string;
  listener: (change: TableChange) => void;
  joinRef: string | null;
  tries: number;
  retry?: number;
};

/**
 * The admin area's realtime client: Phoenix channels (serializer 2.0.0) subscribed to one table's
 * `postgres_changes` each, which is all the area asks of realtime-js (16.7 kB gzip of every admin
 * page's first load, issue 22). It speaks as realtime-js does: the join carries the session's
 * token, a heartbeat every 25 s renews it on the joined channels when it changed, a closed socket
 * reconnects and rejoins, a channel the server errors is rejoined, one it closes stays closed.
 * Rows arrive as the server sends them: JSON values, which realtime-js would hand on unchanged.
 */
export function adminRealtime(url: string, accessToken: () => Promise<string>): AdminRealtime {
  const channels = new Map<string, Channel>();
  let socket: WebSocket | null = null;
  let ref = 0;
  let socketTries = 0;
  let heartbeat: number | undefined;
  let reconnect: number | undefined;
  let unansweredHeartbeat: string | null = null;
  let token: string | undefined;

  const push = (joinRef: string | null, topic: string, event: string, payload: object) => {
    const sent = String(++ref);
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify([joinRef, sent, topic, event, payload]));
    return sent;
  };

  async function join(channel: Channel) {
    window.clearTimeout(channel.retry);
    token = await accessToken();
    if (channels.get(channel.topic) !== channel || socket?.readyState !== WebSocket.OPEN) return;
    const joinRef = String(ref + 1);
    channel.joinRef = joinRef;
    push(joinRef, channel.topic, 'phx_join', {
      config: {
        broadcast: { ack: false, self: false },
        presence: { key: '', enabled: false },
        postgres_changes: [{ event: '*', schema: 'public', table: channel.table }],
        private: false,
      },
      access_token: token,
    });
  }

  function rejoinLater(channel: Channel) {
    channel.joinRef = null;
    window.clearTimeout(channel.retry);
    channel.retry = window.setTimeout(() => void join(channel), retryDelay(channel.tries++));
  }

  async function setAuth() {
    const next = await accessToken();
    if (next === token) return;
    token = next;
    for (const channel of channels.values()) {
      if (channel.joinRef) push(channel.joinRef, channel.topic, 'access_token', { access_token: next });
    }
  }

  function receive(text: string) {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (!Array.isArray(frame) || frame.length !== 5) return;
    const [joinRef, replyRef, topic, event, payload] = frame as [string | null, string | null, string, string, unknown];
    if (topic === 'phoenix') {
      if (replyRef === unansweredHeartbeat) unansweredHeartbeat = null;
      return;
    }
    const channel = channels.get(topic);
    if (!channel || joinRef !== channel.joinRef) return;
    const body = (payload ?? {}) as { status?: string; data?: Record<string, unknown> };
    if (event === 'phx_reply' && replyRef === joinRef) {
      if (body.status === 'ok') channel.tries = 0;
      else rejoinLater(channel);
    } else if (event === 'phx_error') {
      rejoinLater(channel);
    } else if (event === 'phx_close') {
      channel.joinRef = null;
    } else if (event === 'postgres_changes' && body.data) {
      const { type, record, old_record } = body.data as {
        type: TableChange['eventType'];
        record?: Record<string, unknown>;
        old_record?: Record<string, unknown>;
      };
      channel.listener({ eventType: type, new: record ?? {}, old: old_record ?? {} });
    }
  }

  function connect() {
    const opened = new WebSocket(url);
    socket = opened;
    opened.onopen = () => {
      socketTries = 0;
      unansweredHeartbeat = null;
      heartbeat = window.setInterval(() => {
        if (unansweredHeartbeat) {
          opened.close(1000, 'heartbeat timeout');
          return;
        }
        unansweredHeartbeat = push(null, 'phoenix', 'heartbeat', {});
        void setAuth();
      }, HEARTBEAT_MS);
      for (const channel of channels.values()) void join(channel);
    };
    opened.onmessage = ({ data }) => {
      if (typeof data === 'string') receive(data);
    };
    opened.onclose = () => {
      window.clearInterval(heartbeat);
      if (socket !== opened) return;
      socket = null;
      for (const channel of channels.values()) {
        window.clearTimeout(channel.retry);
        channel.joinRef = null;
      }
      if (channels.size > 0) reconnect = window.setTimeout(connect, retryDelay(socketTries++));
    };
  }

  return {
    onTableChange(topic, table, listener) {
      const fullTopic = `realtime:${topic}`;
      const channel: Channel = { topic: fullTopic, table, listener, joinRef: null, tries: 0 };
      channels.set(fullTopic, channel);
      if (!socket) connect();
      else if (socket.readyState === WebSocket.OPEN) void join(channel);
      return () => {
        if (channels.get(fullTopic) !== channel) return;
        channels.delete(fullTopic);
        window.clearTimeout(channel.retry);
        if (channel.joinRef) push(channel.joinRef, fullTopic, 'phx_leave', {});
        if (channels.size === 0 && socket) {
          const closing = socket;
          socket = null;
          window.clearTimeout(reconnect);
          window.clearInterval(heartbeat);
          closing.close(1000);
        }
      };
    },
    setAuth,
  };
}
