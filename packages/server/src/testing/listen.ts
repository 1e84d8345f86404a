import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';

export interface ListeningApp {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves an app on a free loopback port, for clients that need a real server (supabase-js).
 * `makeApp` receives the URL, so the app can use it as its public URL in mail links; `upgrade`
 * takes WebSocket upgrades (the realtime server's handleUpgrade).
 */
export async function listen(
  makeApp: (url: string) => Hono,
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void,
): Promise<ListeningApp> {
  let app: Hono | undefined;
  const server = createAdaptorServer({
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response('Starting…', { status: 503 })),
    overrideGlobalObjects: false,
  });
  if (upgrade) server.on('upgrade', upgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = makeApp(url);
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
