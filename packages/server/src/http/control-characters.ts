import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './error-response';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL refuses
 * NUL in text outright, and none of the others belongs in anything a person types; refusing them
 * where requests are read keeps every endpoint, present and future, from passing them on.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's whole job.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * Where in a parsed JSON value the first control character is, as a JSON pointer ('' for the
 * value itself, '/notes/0/text' inside it; a key's own pointer when the key holds one).
 */
export function findControlCharacter(value: unknown, pointer = ''): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? pointer : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, `${pointer}/${index}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const child = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (hasControlCharacter(key)) return child;
      const found = findControlCharacter(item, child);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export const CONTROL_CHARACTER_IN_URL = 'The address of the request must not contain control characters.';

/**
 * 400 for a request whose path or query, once decoded, holds a control character, whatever route
 * it is for (API v1, /auth/v1, the dev mailbox, routes yet to come).
 */
export function refuseControlCharactersInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let path = url.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // Malformed percent-encoding is the route's to refuse; the raw text is checked instead.
    }
    const query = [...url.searchParams].flat();
    if (hasControlCharacter(path) || query.some(hasControlCharacter)) {
      return errorResponse(c, 400, CONTROL_CHARACTER_IN_URL);
    }
    return next();
  };
}
