/**
 * Phoenix channel frames, serializer version 2.0.0 (what realtime-js speaks): each text frame is a
 * JSON array `[join_ref, ref, topic, event, payload]`.
 */
export interface PhoenixFrame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const isRef = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** A frame from a client, or undefined when the text is not one. */
export function decodeFrame(text: string): PhoenixFrame | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
  const [joinRef, ref, topic, event, payload] = parsed as unknown[];
  if (!isRef(joinRef) || !isRef(ref) || typeof topic !== 'string' || typeof event !== 'string') return undefined;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  return { joinRef, ref, topic, event, payload: payload as Record<string, unknown> };
}

export function encodeFrame(frame: PhoenixFrame): string {
  return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
}

/** The answer to a client's push: `phx_reply` with the push's refs. */
export function replyFrame(
  to: PhoenixFrame,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): PhoenixFrame {
  return { joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } };
}

/**
 * A `postgres_changes` message whose `data` is already JSON: one change goes to many subscribers,
 * and only the refs, topic and subscription ids differ between them.
 */
export function encodeChangeFrame(joinRef: string | null, topic: string, ids: number[], data: string): string {
  return `[${JSON.stringify(joinRef)},null,${JSON.stringify(topic)},"postgres_changes",{"ids":${JSON.stringify(ids)},"data":${data}}]`;
}

/** The kind byte of realtime-js's binary "user broadcast push" (serializer 2.0.0). */
const USER_BROADCAST_PUSH = 3;
const JSON_PAYLOAD = 1;

/**
 * A binary frame: realtime-js 2.x sends `channel.send({ type: 'broadcast', … })` as a kind byte,
 * five lengths and a payload encoding, then join_ref, ref, topic, event, metadata and the payload.
 * Answered as the JSON broadcast push it stands for; undefined for anything else, including
 * binary payloads (only JSON payloads are relayed here).
 */
export function decodeBinaryFrame(data: Buffer): PhoenixFrame | undefined {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH || data[6] !== JSON_PAYLOAD) return undefined;
  const lengths = [data[1], data[2], data[3], data[4], data[5]].map(Number);
  let offset = 7;
  const [joinRef, ref, topic, event, metadata] = lengths.map((length) => {
    const text = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  });
  if (offset > data.length || !topic || !event) return undefined;
  let payload: unknown;
  let extra: unknown;
  try {
    payload = JSON.parse(data.subarray(offset).toString('utf8'));
    extra = metadata ? JSON.parse(metadata) : {};
  } catch {
    return undefined;
  }
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) return undefined;
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { ...extra, type: 'broadcast', event, payload },
  };
}
