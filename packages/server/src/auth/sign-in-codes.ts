import type { Db } from '../db/db';
import { generateOtp, OTP_TTL_MS, otpHash } from './email-otp';

// The codes of the sign-in step-up: registration's e-mail codes (length, lifetime, keyed hash),
// kept with the other one-time secrets under purpose 'sign-in-code'.

/** A new code for the user, valid for OTP_TTL_MS; earlier live codes stay valid, so a newer mail never spoils the one being typed. */
export async function createSignInCode(
  db: Db,
  user: { id: string; email: string },
  secret: string,
  now: Date,
): Promise<string> {
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  // The stored hash is unique; a code the address had before (used or not yet cleaned up) is drawn again.
  for (;;) {
    const code = generateOtp();
    const rows = await db.query<{ id: number }>(
      `insert into private.auth_one_time_tokens (user_id, purpose, token_hash, created_at, expires_at)
       values ($1, 'sign-in-code', $2, $3, $4)
       on conflict (token_hash) do nothing
       returning id`,
      [user.id, otpHash(secret, user.email, code), now, expiresAt],
    );
    if (rows.length > 0) return code;
  }
}

export type SignInCodeCheck = 'valid' | 'expired' | 'wrong';

/** Whether `code` is one of the user's unused sign-in codes, and still in time. */
export async function checkSignInCode(
  db: Db,
  user: { id: string; email: string },
  secret: string,
  code: string,
  now: Date,
): Promise<SignInCodeCheck> {
  // A lookup by the keyed hash: comparing in SQL reveals nothing, since the hash cannot be computed without the secret.
  const [row] = await db.query<{ expires_at: Date }>(
    `select expires_at from private.auth_one_time_tokens
      where user_id = $1 and purpose = 'sign-in-code' and token_hash = $2 and used_at is null`,
    [user.id, otpHash(secret, user.email, code)],
  );
  if (!row) return 'wrong';
  return new Date(row.expires_at).getTime() > now.getTime() ? 'valid' : 'expired';
}

/** Marks the code used; false when a parallel sign-in used it first (one statement, so only one wins). */
export async function useSignInCode(
  db: Db,
  user: { id: string; email: string },
  secret: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update private.auth_one_time_tokens set used_at = $3
      where user_id = $1 and purpose = 'sign-in-code' and token_hash = $2 and used_at is null and expires_at > $3
      returning id`,
    [user.id, otpHash(secret, user.email, code), now],
  );
  return rows.length > 0;
}
