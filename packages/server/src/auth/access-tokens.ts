import { signJwt, verifyJwt } from './jwt';
import type { UserRow, UserType } from './users';
import { USER_TYPES } from './users';

/** One hour, as GoTrue's default; supabase-js refreshes well before (its margin is 90 s). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/**
 * The claims of every access token, whether `/api/v1/login` or `/auth/v1` issued it. `role` and
 * `aud` are Supabase's, so a hosted project's access policies accept the token as a signed-in
 * user; `user_type` is ours.
 */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: 'authenticated';
  aud: 'authenticated';
  user_type: UserType;
  session_id: string;
  iat: number;
  exp: number;
}

export interface IssuedAccessToken {
  accessToken: string;
  expiresIn: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export async function issueAccessToken(
  user: UserRow,
  sessionId: string,
  secret: string,
  now: Date,
): Promise<IssuedAccessToken> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessTokenClaims = {
    sub: user.id,
    email: user.email,
    role: 'authenticated',
    aud: 'authenticated',
    user_type: user.user_type,
    session_id: sessionId,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
  };
  const accessToken = await signJwt({ ...claims }, secret);
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, expiresAt: claims.exp };
}

export type AccessTokenCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

// Ids are looked up as uuid columns: anything else in a validly signed token is refused, not sent to SQL.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export async function readAccessToken(token: string, secret: string, now: Date): Promise<AccessTokenCheck> {
  const verified = await verifyJwt(token, secret, now);
  if (!verified.ok) return { ok: false, reason: verified.reason === 'expired' ? 'expired' : 'invalid' };
  const { payload } = verified;
  const valid =
    isUuid(payload.sub) &&
    typeof payload.email === 'string' &&
    isUuid(payload.session_id) &&
    payload.role === 'authenticated' &&
    payload.aud === 'authenticated' &&
    USER_TYPES.includes(payload.user_type as UserType);
  return valid ? { ok: true, claims: payload as unknown as AccessTokenClaims } : { ok: false, reason: 'invalid' };
}
