import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressJson } from './compress-json';

const big = { providers: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Provider ${i}`, city: 'Miami' })) };

function app() {
  const hono = new Hono();
  hono.use(compressJson());
  hono.get('/big', (c) => c.json(big));
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/pgrst', (c) => c.body(JSON.stringify(big), 200, { 'Content-Type': 'application/vnd.pgrst.object+json' }));
  hono.get('/pdf', (c) => c.body('%PDF'.repeat(1000), 200, { 'Content-Type': 'application/pdf' }));
  return hono;
}

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app().request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('JSON answers are compressed when the client accepts it', () => {
  it('sends brotli when accepted, and the body decodes to the same JSON', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 5);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('falls back to gzip, and covers the +json types PostgREST answers in', async () => {
    const res = await get('/pgrst', 'gzip');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
  });

  it(`leaves answers under ${COMPRESS_MIN_BYTES} bytes, other types, HEAD and clients that accept nothing as they are`, async () => {
    const small = await get('/small', 'br');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    expect((await get('/pdf', 'br')).headers.get('Content-Encoding')).toBeNull();
    const plain = await get('/big');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    expect((await get('/big', 'br;q=0, gzip;q=0')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/big', 'br', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
  });
});
