import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler has already made (middleware after `next()`). hono's
 * `c.header()` at that point copies the Response, and the copy makes @hono/node-server turn the
 * body it held as bytes into a stream written through WebStreams: on a 42 kB search answer that
 * cost more CPU than the search's own code (docs/search-speed.md). So the answer's own headers
 * are changed; only a Response whose headers are immutable (one fetched) is still copied.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    c.header(name, value);
  }
}
