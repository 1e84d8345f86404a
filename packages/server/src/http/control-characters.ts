import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './error-response';
import { controlCharacterMessage } from './validation-messages';

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

/** How deeply a request body's arrays and objects may nest; no form or call of ours goes past 10. */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP = `The request body must not nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`;

export type JsonBodyProblem = { kind: 'too-deep' } | { kind: 'control-character'; pointer: string };

const pointerStep = (key: string) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * What a parsed JSON body must not hold: nesting deeper than MAX_JSON_DEPTH, or a control
 * character, found at a JSON pointer ('' for the value itself, '/notes/0/text' inside it; a key's
 * own pointer when the key holds one). The walk keeps its own stack, in document order: a body
 * nested 5,000 levels deep overflowed the call stack of the recursive walk this replaced and
 * answered 500.
 */
export function findJsonBodyProblem(value: unknown): JsonBodyProblem | undefined {
  const pending: { value: unknown; pointer: string; depth: number }[] = [{ value, pointer: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { pointer, depth } = next;
    if (typeof next.value === 'string') {
      if (hasControlCharacter(next.value)) return { kind: 'control-character', pointer };
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return { kind: 'too-deep' };
    const children: typeof pending = [];
    if (Array.isArray(next.value)) {
      for (const [index, item] of next.value.entries()) {
        children.push({ value: item, pointer: `${pointer}/${index}`, depth: depth + 1 });
      }
    } else {
      for (const [key, item] of Object.entries(next.value)) {
        const child = `${pointer}${pointerStep(key)}`;
        if (hasControlCharacter(key)) return { kind: 'control-character', pointer: child };
        children.push({ value: item, pointer: child, depth: depth + 1 });
      }
    }
    // Reversed onto the stack, so the first child is looked at first.
    for (const child of children.reverse()) pending.push(child);
  }
  return undefined;
}

/** The sentence a 400 gives for what findJsonBodyProblem found, or undefined for a fine body. */
export function jsonBodyMessage(value: unknown): string | undefined {
  const problem = findJsonBodyProblem(value);
  if (problem === undefined) return undefined;
  return problem.kind === 'too-deep' ? JSON_TOO_DEEP : controlCharacterMessage(problem.pointer);
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
