import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Db } from '../db/db';
import { readAccessToken } from './access-tokens';
import { findSessionUser } from './sessions';
import type { UserRow } from './users';

/** What checking a bearer token needs; createApp puts it on every request's context. */
export interface TokenVerifier {
  db: Db;
  jwtSecret: string;
  now: () => Date;
}

/** The signed-in user of a request, and the session their token belongs to. */
export interface RequestUser {
  user: UserRow;
  sessionId: string;
}

declare module 'hono' {
  interface ContextVariableMap {
    tokenVerifier: TokenVerifier;
    requestUser: RequestUser;
  }
}

export type RequestUserResult =
  | { ok: true; requestUser: RequestUser }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'session-ended' };

/**
 * Checks the request's `Authorization: Bearer` token: signature, expiry, and that its session
 * has not been ended by a logout (so a token stops working at logout, not an hour later).
 */
export async function authenticateRequest(c: Context): Promise<RequestUserResult> {
  const cached = c.get('requestUser');
  if (cached) return { ok: true, requestUser: cached };
  const verifier = c.get('tokenVerifier');
  if (!verifier) throw new Error('No token verifier on the context: createApp installs it.');

  const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) return { ok: false, reason: 'missing' };
  const checked = await readAccessToken(token, verifier.jwtSecret, verifier.now());
  if (!checked.ok) return { ok: false, reason: checked.reason };
  const user = await findSessionUser(verifier.db, checked.claims.session_id, checked.claims.sub, verifier.now());
  if (!user) return { ok: false, reason: 'session-ended' };

  const requestUser = { user, sessionId: checked.claims.session_id };
  c.set('requestUser', requestUser);
  return { ok: true, requestUser };
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/** The signed-in user, or a 401 `{ status, message: 'Unauthorized' }` (thrown, answered by createApp). */
export async function requireUser(c: Context): Promise<RequestUser> {
  const result = await authenticateRequest(c);
  if (!result.ok) throw new HTTPException(401, { message: UNAUTHORIZED_MESSAGE });
  return result.requestUser;
}
