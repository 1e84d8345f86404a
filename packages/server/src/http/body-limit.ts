import type { Context, MiddlewareHandler } from 'hono';

/**
 * Caps a request body at `maxSize` bytes, like hono/body-limit, for bodies of any framing: a
 * Content-Length is checked up front; a chunked body (or a browser's bodiless PATCH, which
 * @hono/node-server still gives a stream) is read up to the cap and handed on as a fresh Request.
 * hono's own middleware re-wraps with `new Request(raw, init)`, which throws on the Request
 * object @hono/node-server makes, so every such request failed with a 500.
 */
export function bodyLimit({
  maxSize,
  onError,
}: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  return async (c, next) => {
    // The headers first, and no body asked of a GET or HEAD (a fetch Request of those has none):
    // asking @hono/node-server for `body` builds a WebStreams Request, and the body is then
    // read through it instead of straight from the socket.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > maxSize ? onError(c) : next();
    }
    const raw = c.req.raw;
    if (!raw.body) return next();
    const reader = raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) {
        await reader.cancel();
        return onError(c);
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.length;
    }
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: size > 0 ? body : null,
      signal: raw.signal,
    });
    return next();
  };
}

/**
 * For bodies a handler streams and counts itself (file uploads: receive-upload.ts stops at the
 * file limit as the bytes arrive, and bounds the form's other parts): refuses a declared
 * Content-Length over `maxSize` at once, and leaves a chunked body unread, since reading it here
 * would hold the whole upload in memory.
 */
export function declaredLengthLimit({
  maxSize,
  onError,
}: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && !c.req.header('transfer-encoding') && Number.parseInt(length, 10) > maxSize) {
      return onError(c);
    }
    return next();
  };
}
