import type { Db } from '../db/db';
import { recordSecurityEvent, type SecurityClient } from './security-events';
import { randomToken, tokenHash } from './token-hash';

export const RECOVERY_TOKEN_TTL_MS = 60 * 60_000;

/**
 * A one-time recovery token for the user. Earlier unused ones are withdrawn: only the newest
 * link in the inbox works.
 */
export async function createRecoveryToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken();
  await db.query(
    "delete from private.auth_one_time_tokens where user_id = $1 and purpose = 'recovery' and used_at is null",
    [userId],
  );
  await db.query(
    `insert into private.auth_one_time_tokens (user_id, purpose, token_hash, created_at, expires_at)
     values ($1, 'recovery', $2, $3, $4)`,
    [userId, tokenHash(token), now, new Date(now.getTime() + RECOVERY_TOKEN_TTL_MS)],
  );
  return token;
}

/** When the user's newest recovery token was made, to keep /recover from flooding an inbox. */
export async function lastRecoveryTokenAt(db: Db, userId: string): Promise<Date | undefined> {
  const [row] = await db.query<{ created_at: Date }>(
    "select max(created_at) as created_at from private.auth_one_time_tokens where user_id = $1 and purpose = 'recovery'",
    [userId],
  );
  return row?.created_at ? new Date(row.created_at) : undefined;
}

/**
 * Marks the token used and returns its user, if it exists, is unused and has not expired; the
 * person's security activity shows the reset link used, from `client`.
 */
export async function consumeRecoveryToken(
  db: Db,
  token: string,
  now: Date,
  client: SecurityClient,
): Promise<string | undefined> {
  // One statement, so two clicks on the same link cannot both succeed.
  const [row] = await db.query<{ user_id: string }>(
    `update private.auth_one_time_tokens set used_at = $2
      where token_hash = $1 and purpose = 'recovery' and used_at is null and expires_at > $2
      returning user_id`,
    [tokenHash(token), now],
  );
  if (row) await recordSecurityEvent(db, { userId: row.user_id, kind: 'password_reset', client, at: now });
  return row?.user_id;
}
