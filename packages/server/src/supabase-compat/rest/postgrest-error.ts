/**
 * Errors in PostgREST's shape, which supabase-js hands to the caller as `error` unchanged:
 * `{ code, details, hint, message }`, with PostgREST's HTTP statuses.
 */
export interface PostgrestErrorBody {
  code: string;
  /** A sentence, or (PGRST201) the candidate relationships as PostgREST lists them. */
  details: string | Record<string, string>[] | null;
  hint: string | null;
  message: string;
}

/** An answer the gateway gives instead of a result; thrown, and turned into a response at the edge. */
export class PostgrestError extends Error {
  readonly status: number;
  readonly body: PostgrestErrorBody;

  constructor(
    status: number,
    code: string,
    message: string,
    details: PostgrestErrorBody['details'] = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.body = { code, details, hint, message };
  }
}

/** PGRST100: the query string does not parse. */
export const queryError = (message: string, details: string | null = null, hint: string | null = null) =>
  new PostgrestError(400, 'PGRST100', message, details, hint);

/** PGRST102: the request body is not what the call needs. */
export const bodyError = (message: string, details: string | null = null) =>
  new PostgrestError(400, 'PGRST102', message, details);

/** PGRST116: `.single()` asked for one row and the result has another number. */
export const singularityError = (rows: number) =>
  new PostgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

/** What a database error carries; both drivers' errors have these fields. */
interface DatabaseErrorFields {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorFields {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}

/**
 * The status PostgREST gives a PostgreSQL error (docs.postgrest.org, "HTTP Status Codes"), except
 * where a client's own request could cause it: a request too complex or too large (54) is the
 * caller's to change (400), and a serialization failure or deadlock between two writers (40) is a
 * conflict to retry (409). What remains 5xx is the server's fault or an unreachable database.
 */
export function statusOfDatabaseError(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17' || code === '53400') return 500;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === '54') return 400;
  if (cls === '40') return 409;
  if (['09', '25', '2D', '38', '39', '3B', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500;
  return 400;
}

export function fromDatabaseError(error: DatabaseErrorFields, authenticated: boolean): PostgrestError {
  return new PostgrestError(
    statusOfDatabaseError(error.code, authenticated),
    error.code,
    error.message,
    error.detail || null,
    error.hint || null,
  );
}
