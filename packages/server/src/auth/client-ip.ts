import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The address the request came from: the socket's peer. X-Forwarded-For is anyone's to write, so
 * it counts only behind a proxy we trust (TRUST_PROXY=1), and then only its last entry — the one
 * that proxy added; earlier entries come from the client.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  // c.env is the Node request when served by @hono/node-server; app.request() in tests may pass none.
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}
