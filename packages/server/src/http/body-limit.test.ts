import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit';

// Over a real socket with @hono/node-server, as the server runs: in-process app.fetch calls
// use the global Request and never showed the failure this middleware avoids.
const app = new Hono();
app.use(bodyLimit({ maxSize: 16, onError: (c) => c.json({ status: 413 }, 413) }));
app.all('*', async (c) => c.json({ method: c.req.method, body: await c.req.text() }));
const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false });
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function send(method: string, chunks: string[], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: '/', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('bodyLimit over HTTP', () => {
  it('lets a bodiless PATCH through (how a browser cancels an appointment)', async () => {
    expect(await send('PATCH', [])).toEqual({ status: 200, body: { method: 'PATCH', body: '' } });
  });

  it('reads a chunked body under the cap and hands it on', async () => {
    expect(await send('POST', ['{"a":', '1}'])).toEqual({ status: 200, body: { method: 'POST', body: '{"a":1}' } });
  });

  it('refuses a chunked body over the cap', async () => {
    expect(await send('POST', ['0123456789', '0123456789'])).toEqual({ status: 413, body: { status: 413 } });
  });

  it('refuses by Content-Length before reading', async () => {
    const body = 'x'.repeat(17);
    expect(await send('POST', [body], { 'content-length': String(body.length) })).toEqual({
      status: 413,
      body: { status: 413 },
    });
  });
});
