import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/db';

/** Wrong passwords are counted over this window. */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60_000;
/** One client may try this many wrong passwords at one address per window… */
export const MAX_FAILURES_PER_ADDRESS_AND_CLIENT = 5;
/** …and this many across all addresses (one client spraying guesses over many accounts). */
export const MAX_FAILURES_PER_CLIENT = 20;
/**
 * Wrong passwords at one address from all clients together after which the address counts as
 * under attack. It is never locked (that would lock its owner out too); instead every attempt at
 * it waits UNDER_ATTACK_DELAY_MS before the password is checked.
 */
export const ADDRESS_UNDER_ATTACK_FAILURES = 50;
export const UNDER_ATTACK_DELAY_MS = 1000;

export interface LoginAttempt {
  email: string;
  /** The client's address (clientIp). */
  ip: string;
}

export type AttemptReservation = { kind: 'reserved'; attemptId: number; delayMs: number } | { kind: 'throttled' };

/**
 * Counts the attempt as a failure before the password is checked, in one transaction that holds
 * the address's and the client's advisory locks: parallel attempts (from any number of server
 * processes) are counted one after the other, so no more than the limit are ever checked.
 * A correct password then withdraws the reservation (`forgiveAttempts`).
 */
export function reserveLoginAttempt(db: Db, attempt: LoginAttempt, now: Date): Promise<AttemptReservation> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE_WINDOW_MS);
  return db.transaction(async (tx) => {
    // Always address, then client: every transaction takes them in the same order, so none deadlock.
    await tx.query('select pg_advisory_xact_lock($1, hashtext(lower($2)))', [
      ADVISORY_LOCKS.signInAddress,
      attempt.email,
    ]);
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [ADVISORY_LOCKS.signInClient, attempt.ip]);
    const [counts] = await tx.query<{ pair: number; address: number; client: number }>(
      `select count(*) filter (where lower(email) = lower($1) and ip = $2) as pair,
              count(*) filter (where lower(email) = lower($1)) as address,
              count(*) filter (where ip = $2) as client
         from login_attempts
        where created_at > $3 and (lower(email) = lower($1) or ip = $2)`,
      [attempt.email, attempt.ip, since],
    );
    if (!counts) throw new Error('Counting sign-in failures returned no row.');
    if (counts.pair >= MAX_FAILURES_PER_ADDRESS_AND_CLIENT || counts.client >= MAX_FAILURES_PER_CLIENT) {
      return { kind: 'throttled' };
    }
    const [row] = await tx.query<{ id: number }>(
      'insert into login_attempts (email, ip, created_at) values ($1, $2, $3) returning id',
      [attempt.email, attempt.ip, now],
    );
    if (!row) throw new Error('Recording a sign-in attempt returned no row.');
    const delayMs = counts.address >= ADDRESS_UNDER_ATTACK_FAILURES ? UNDER_ATTACK_DELAY_MS : 0;
    return { kind: 'reserved', attemptId: Number(row.id), delayMs };
  });
}

/**
 * A correct password: this client's failures at this address (the reservation among them) are
 * forgiven. Other clients' failures stand, so an attacker's count is never reset by the owner.
 */
export async function forgiveAttempts(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.query('delete from login_attempts where lower(email) = lower($1) and ip = $2', [attempt.email, attempt.ip]);
}
