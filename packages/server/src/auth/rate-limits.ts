import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/db';
import { OTP_RESEND_INTERVAL_MS } from './email-otp';

/** At most `max` events per `windowMs` for one key of a bucket. */
export interface RateLimit {
  /** What is counted, e.g. 'registration-mail:client'. */
  bucket: string;
  max: number;
  windowMs: number;
}

/** A client (address) may ask for at most 20 registration or resend mails in 15 minutes… */
export const REGISTRATION_MAIL_PER_CLIENT: RateLimit = {
  bucket: 'registration-mail:client',
  max: 20,
  windowMs: 15 * 60_000,
};
/** …and one address gets at most one code a minute, whether or not it has an account. */
export const REGISTRATION_MAIL_PER_ADDRESS: RateLimit = {
  bucket: 'registration-mail:address',
  max: 1,
  windowMs: OTP_RESEND_INTERVAL_MS,
};
/**
 * A sign-in code (step-up) is mailed to an address at most once a minute, however many clients
 * ask: the registration code's resend rule, so guessers cannot flood the owner's inbox.
 */
export const SIGN_IN_CODE_PER_ADDRESS: RateLimit = {
  bucket: 'sign-in-code:address',
  max: 1,
  windowMs: OTP_RESEND_INTERVAL_MS,
};
/** A client may sign up (supabase-js auth.signUp, which mails a confirmation link) at most 20 times in 15 minutes. */
export const SIGNUP_MAIL_PER_CLIENT: RateLimit = { bucket: 'signup-mail:client', max: 20, windowMs: 15 * 60_000 };
/** A client may ask for at most 20 password-recovery mails in 15 minutes. */
export const RECOVERY_MAIL_PER_CLIENT: RateLimit = { bucket: 'recovery-mail:client', max: 20, windowMs: 15 * 60_000 };

/**
 * An account may try its current password in the provider's password change at most 10 times in
 * 15 minutes: asking for it is what keeps a borrowed session from taking the account over, so it
 * must not be guessed at the server's speed.
 */
export const PASSWORD_CHANGE_PER_ACCOUNT: RateLimit = {
  bucket: 'password-change:account',
  max: 10,
  windowMs: 15 * 60_000,
};

/** The longest window above: events older than this are deleted by housekeeping. */
export const LONGEST_RATE_LIMIT_WINDOW_MS = Math.max(
  REGISTRATION_MAIL_PER_CLIENT.windowMs,
  REGISTRATION_MAIL_PER_ADDRESS.windowMs,
  RECOVERY_MAIL_PER_CLIENT.windowMs,
  SIGN_IN_CODE_PER_ADDRESS.windowMs,
  PASSWORD_CHANGE_PER_ACCOUNT.windowMs,
);

export type RateLimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one event for `key` if the limit allows it. The check and the count are one step (a
 * transaction holding the key's advisory lock), so parallel requests cannot all slip under it.
 */
export function takeRateLimit(db: Db, limit: RateLimit, key: string, now: Date): Promise<RateLimitOutcome> {
  const normalisedKey = key.toLowerCase();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
      ADVISORY_LOCKS.rateLimit,
      `${limit.bucket}:${normalisedKey}`,
    ]);
    const [row] = await tx.query<{ count: number; oldest: Date | null }>(
      `select count(*) as count, min(created_at) as oldest
         from private.rate_limit_events
        where bucket = $1 and key = $2 and created_at > $3`,
      [limit.bucket, normalisedKey, new Date(now.getTime() - limit.windowMs)],
    );
    if (row && row.count >= limit.max) {
      const freeAt = new Date(row.oldest ?? now).getTime() + limit.windowMs;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    await tx.query('insert into private.rate_limit_events (bucket, key, created_at) values ($1, $2, $3)', [
      limit.bucket,
      normalisedKey,
      now,
    ]);
    return { ok: true };
  });
}
