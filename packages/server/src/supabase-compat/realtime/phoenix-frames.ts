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
