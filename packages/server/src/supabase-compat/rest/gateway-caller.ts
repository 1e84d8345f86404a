import { readAccessToken } from '../../auth/access-tokens';
import { findSessionUser } from '../../auth/sessions';
import type { Db } from '../../db/db';
import { EXPOSED_SCHEMA } from './catalog';
import { PostgrestError } from './postgrest-error';

/**
 * Who calls the gateway, as PostgreSQL will see them: `anon` with the anon key, `authenticated`
 * with one of our access tokens (GoTrue's `role` claim), and the token's verified claims, which
 * policies read through auth.uid() and auth.jwt().
 */
export type GatewayCaller =
  | { role: 'anon'; claims: { role: 'anon' } }
  | {
      role: 'authenticated';
      claims: Record<string, unknown>;
      userId: string;
      sessionId: string;
      /** The token's `exp`, seconds since the epoch. */
      expiresAt: number;
    };

export interface CallerDeps {
  db: Db;
  jwtSecret: string;
  /** The key that stands for "no user" (SUPABASE_ANON_KEY). */
  anonKey: string;
  now: () => Date;
}

export const ANON_CALLER: GatewayCaller = { role: 'anon', claims: { role: 'anon' } };

const invalidToken = (message: string) => new PostgrestError(401, 'PGRST301', message);

/**
 * The caller a token stands for: the anon key, or an access token whose signature and expiry hold
 * and whose session has not ended (a logout ends its tokens at once, not an hour later).
 */
export async function callerFromToken(deps: CallerDeps, token: string): Promise<GatewayCaller> {
  if (token === deps.anonKey) return ANON_CALLER;
  const checked = await readAccessToken(token, deps.jwtSecret, deps.now());
  if (!checked.ok) {
    throw invalidToken(checked.reason === 'expired' ? 'JWT expired' : 'The access token is not valid.');
  }
  const { claims } = checked;
  const user = await findSessionUser(deps.db, claims.session_id, claims.sub, deps.now());
  if (!user) throw invalidToken('The session of this access token has ended; sign in again.');
  return {
    role: 'authenticated',
    claims: { ...claims },
    userId: claims.sub,
    sessionId: claims.session_id,
    expiresAt: claims.exp,
  };
}

/**
 * The caller of an HTTP request, from `apikey` and `Authorization: Bearer`, as a hosted project's
 * gateway reads them: an apikey must be the anon key; the bearer token, when there is one, decides.
 */
export async function callerFromHeaders(
  deps: CallerDeps,
  headers: { apikey: string | undefined; authorization: string | undefined },
): Promise<GatewayCaller> {
  if (headers.apikey !== undefined && headers.apikey !== deps.anonKey) {
    throw new PostgrestError(
      401,
      'PGRST301',
      'Invalid API key',
      null,
      'The apikey header must be the anon key this server was started with (SUPABASE_ANON_KEY).',
    );
  }
  let bearer: string | undefined;
  if (headers.authorization !== undefined) {
    bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization)?.[1];
    if (!bearer) throw invalidToken('The Authorization header must be "Bearer <token>".');
  }
  const token = bearer ?? headers.apikey;
  if (token === undefined) {
    throw new PostgrestError(
      401,
      'PGRST302',
      'No API key found in request',
      null,
      'Send the anon key in the apikey header, and a user access token as Authorization: Bearer <token>.',
    );
  }
  return callerFromToken(deps, token);
}

/** Carries a result out of a transaction that is rolled back on purpose (Prefer: tx=rollback). */
class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back on request');
  }
}

/**
 * Runs `fn` in one transaction as the caller: their role (`set local role`), their claims
 * (`request.jwt.claims`), the exposed schema as the search path, UTC for timestamps, and the client's
 * address (`request.client_ip`, which the audit log records). Grants and
 * row-level security decide the rest. Reads run read-only, as PostgREST runs GET and HEAD; with
 * `rollback` the answer is computed and the transaction undone (PostgREST's `Prefer: tx=rollback`).
 */
export async function runAsCaller<T>(
  db: Db,
  caller: GatewayCaller,
  { readOnly, rollback = false, clientIp = '' }: { readOnly: boolean; rollback?: boolean; clientIp?: string },
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      if (readOnly) await tx.exec('set transaction read only');
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('search_path', $3, true), set_config('timezone', 'UTC', true),
                set_config('request.client_ip', $4, true)`,
        [caller.role, JSON.stringify(caller.claims), EXPOSED_SCHEMA, clientIp],
      );
      const value = await fn(tx);
      if (rollback) throw new RolledBack(value);
      return value;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
}
