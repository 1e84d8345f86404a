import type { Hono } from 'hono';

/** The Node bindings @hono/node-server passes; here only the peer address, for clientIp(). */
export const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** POSTs JSON to the app as if from `ip` (default 127.0.0.1). */
export function postJson(
  app: Hono,
  path: string,
  body: unknown,
  { ip = '127.0.0.1', headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
      fromAddress(ip),
    ),
  );
}
