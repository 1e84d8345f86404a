import type { Db } from '../../db/db';
import { PostgrestError, queryError } from './postgrest-error';
import type { Filter } from './query-grammar';
import type { ReadNode } from './query-plan';

/** The longest pattern `match` and `imatch` take; the admin area's searches are a few words. */
export const MAX_REGEX_LENGTH = 200;

/** At most this many repetitions in all the pattern's counted quantifiers ({m,n}) together. */
export const MAX_REGEX_REPETITIONS = 255;

/** How long one statement with a regular-expression filter may run on PostgreSQL. */
export const REGEX_STATEMENT_TIMEOUT_MS = 2000;

const QUERY_CANCELED = '57014';

const HINT = `Use a pattern of at most ${MAX_REGEX_LENGTH} characters without back-references or repeated groups that repeat inside, or use like/ilike.`;

const refused = (source: string, why: string) =>
  queryError(`"${source.slice(0, 80)}" is not a regular expression this server runs: ${why}`, null, HINT);

/** Where a counted quantifier `{m}`, `{m,}` or `{m,n}` at `start` ends, and its largest count (Infinity for none). */
function countedQuantifier(pattern: string, start: number): { end: number; max: number } | undefined {
  const found = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(start));
  if (!found) return undefined;
  const [whole, low, comma, high] = found;
  const max = comma === undefined ? Number(low) : high === '' ? Number.POSITIVE_INFINITY : Number(high);
  return { end: start + whole.length, max };
}

/** Where the bracket expression opening at `start` ends (the index after its `]`). */
function bracketEnd(pattern: string, start: number): number {
  let index = start + 1;
  if (pattern[index] === '^') index++;
  if (pattern[index] === ']') index++;
  while (index < pattern.length && pattern[index] !== ']') {
    const pair = pattern.slice(index, index + 2);
    if (pair === '[:' || pair === '[.' || pair === '[=') {
      const close = pattern.indexOf(`${pair[1]}]`, index + 2);
      index = close === -1 ? pattern.length : close + 2;
    } else index += pattern[index] === '\\' ? 2 : 1;
  }
  return index + 1;
}

/**
 * Refuses, with a 400 in PostgREST's shape, a `match`/`imatch` pattern that could hold the database:
 * longer than MAX_REGEX_LENGTH, with a back-reference (\1 … \9, which make the engine backtrack),
 * with a group that repeats and repeats inside ((a+)+, (a{1,255}){1,255}: the second made the
 * embedded PGlite fail with "XX000 bad buffer ID" for this and every later request), or counting
 * more than MAX_REGEX_REPETITIONS repetitions. The engine's own syntax errors stay its own (400).
 */
export function checkRegexPattern(pattern: string, source: string): void {
  if ([...pattern].length > MAX_REGEX_LENGTH) {
    throw refused(source, `the pattern is longer than ${MAX_REGEX_LENGTH} characters.`);
  }
  // Per open group: whether something inside it repeats.
  const groups: boolean[] = [false];
  let repetitions = 0;
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index];
    let repeatsInside = false;
    if (char === '\\') {
      if (/[1-9]/.test(pattern[index + 1] ?? '')) throw refused(source, 'back-references are not supported.');
      index += 2;
    } else if (char === '[') {
      index = bracketEnd(pattern, index);
    } else if (char === '(') {
      groups.push(false);
      index++;
      continue;
    } else if (char === ')' && groups.length > 1) {
      repeatsInside = groups.pop() === true;
      index++;
    } else {
      index++;
    }
    // What the atom just read is followed by: a quantifier makes it repeat.
    const next = pattern[index];
    const counted = next === '{' ? countedQuantifier(pattern, index) : undefined;
    const repeats = next === '*' || next === '+' || (counted !== undefined && counted.max > 1);
    if (repeats && repeatsInside) throw refused(source, 'a repeated group must not repeat inside.');
    if (counted) {
      repetitions += Number.isFinite(counted.max) ? counted.max : 1;
      if (repetitions > MAX_REGEX_REPETITIONS) {
        throw refused(source, `its counted repetitions add up to more than ${MAX_REGEX_REPETITIONS}.`);
      }
    }
    if (repeats || repeatsInside) groups[groups.length - 1] = true;
    if (next === '*' || next === '+' || next === '?') index++;
    else if (counted) index = counted.end;
  }
}

const isCanceled = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === QUERY_CANCELED;

/**
 * Runs a statement with a regular-expression filter under a time limit of its own, in the
 * request's transaction: PostgreSQL cancels it after REGEX_STATEMENT_TIMEOUT_MS and the caller gets
 * a 400 with a sentence. The embedded PGlite runs on this process's thread and enforces no
 * timeout, so there checkRegexPattern is what keeps a pattern from running long.
 */
export async function withRegexTimeLimit<T>(tx: Db, run: () => Promise<T>): Promise<T> {
  await tx.exec(`set local statement_timeout = ${REGEX_STATEMENT_TIMEOUT_MS}`);
  try {
    return await run();
  } catch (error) {
    if (!isCanceled(error)) throw error;
    throw new PostgrestError(
      400,
      'PGRST100',
      `The regular-expression filter took longer than ${REGEX_STATEMENT_TIMEOUT_MS / 1000} seconds and was stopped.`,
      null,
      HINT,
    );
  }
}

/** Whether a read or change filters with `match` or `imatch`, on its table or an embedded one. */
export function hasRegexFilter(node: ReadNode): boolean {
  const regex = (filter: Filter): boolean =>
    filter.kind === 'condition'
      ? filter.operator === 'match' || filter.operator === 'imatch'
      : filter.children.some(regex);
  return node.filters.some(regex) || [...node.embeds.values()].some(hasRegexFilter);
}
