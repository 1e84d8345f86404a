import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SessionTokens } from '../auth/session-tokens';
import type { UserRow } from '../auth/users';

/**
 * GoTrue's error body. With the `X-Supabase-Api-Version` header present, supabase-js reads
 * `code` into `error.code` and `message` into `error.message`.
 */
export function gotrueError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return c.json({ code, message, ...extra }, status);
}

/**
 * A user as GoTrue returns it; `user_type` rides in the metadata, where the app looks for it. The
 * account's own name and type come from the account and win over keys of the same name the user set.
 */
export function gotrueUser(user: UserRow) {
  const createdAt = new Date(user.created_at).toISOString();
  const confirmedAt = user.is_verified ? createdAt : null;
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'], user_type: user.user_type },
    user_metadata: { ...user.user_metadata, name: user.name, user_type: user.user_type },
    identities: [],
    is_anonymous: false,
    created_at: createdAt,
    updated_at: createdAt,
    last_sign_in_at: user.last_sign_in_at === null ? null : new Date(user.last_sign_in_at).toISOString(),
  };
}

/** The body of a password or refresh grant (supabase-js needs `user` and `expires_in`). */
export function gotrueSession(tokens: SessionTokens, user: UserRow) {
  return {
    access_token: tokens.accessToken,
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    expires_at: tokens.expiresAt,
    refresh_token: tokens.refreshToken,
    user: gotrueUser(user),
  };
}
