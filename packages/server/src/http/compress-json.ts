import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptsEncoding } from './accept-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

// application/json and the +json types PostgREST answers in (vnd.pgrst.object+json, …).
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

/**
 * Compresses JSON answers over 1 kB with brotli, else gzip, when the client accepts it: search
 * results and admin lists shrink 17–19 times. Only whole JSON bodies: streams (event streams,
 * file downloads) and the realtime WebSocket are left alone, as are answers already encoded.
 * Brotli runs at quality 4, which on JSON gets most of the size at a small part of the CPU of
 * the default 11 (that one is for the build's precompressed files).
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    const accepted = c.req.header('Accept-Encoding');
    const coding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
    // `body` last: on an answer @hono/node-server holds as bytes, asking for it makes a stream.
    if (!coding || c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return;
    if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '') || !res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    // Unset first: assigning over a response copies the old one's headers (Content-Length among them).
    c.res = undefined;
    if (body.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const compressed =
      coding === 'br'
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body);
    headers.set('Content-Encoding', coding);
    headers.delete('Content-Length');
    c.res = new Response(compressed, { status: res.status, statusText: res.statusText, headers });
  };
}
