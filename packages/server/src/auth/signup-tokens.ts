import type { Db } from '../db/db';
import { RECOVERY_TOKEN_TTL_MS } from './recovery-tokens';
import { randomToken, tokenHash } from './token-hash';

/** A confirmation link lasts as long as a recovery link. */
export const SIGNUP_TOKEN_TTL_MS = RECOVERY_TOKEN_TTL_MS;

/** A one-time token confirming `userId`'s address; earlier unused ones are withdrawn. */
export async function createSignupToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken();
  await db.query(
    "delete from private.auth_one_time_tokens where user_id = $1 and purpose = 'signup' and used_at is null",
    [userId],
  );
  await db.query(
    `insert into private.auth_one_time_tokens (user_id, purpose, token_hash, created_at, expires_at)
     values ($1, 'signup', $2, $3, $4)`,
    [userId, tokenHash(token), now, new Date(now.getTime() + SIGNUP_TOKEN_TTL_MS)],
  );
  return token;
}

/**
 * Uses the token and marks its user's address confirmed, in one statement each way so that two
 * clicks cannot both succeed; answers the user's id, or undefined for an unknown, used or old token.
 */
export async function confirmSignup(db: Db, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    `with used as (
       update private.auth_one_time_tokens set used_at = $2
        where token_hash = $1 and purpose = 'signup' and used_at is null and expires_at > $2
        returning user_id)
     update private.users u set is_verified = true, signup_pending = false from used where u.id = used.user_id returning u.id as user_id`,
    [tokenHash(token), now],
  );
  return row?.user_id;
}
