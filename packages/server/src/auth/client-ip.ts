import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The address the request came from: the socket's peer. X-Forwarded-For is anyone's to write, so
 * it counts only behind a proxy we trust (TRUST_PROXY=1), and then only its last entry — the one
 * that proxy added; earlier entries come from the client.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  // c.env is the Node request when served by @hono/node-server; app.request() in tests may pass none.
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return peerAddress(c.req.header('x-forwarded-for'), bindings?.incoming?.socket?.remoteAddress, trustProxy);
}

/** The same rule from the header and the socket's peer, for what is not a Hono request (a WebSocket upgrade). */
export function peerAddress(forwardedFor: string | undefined, remoteAddress: string | undefined, trustProxy: boolean) {
  if (trustProxy) {
    const forwarded = forwardedFor?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return remoteAddress ?? 'unknown';
}
