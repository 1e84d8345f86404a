import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/db';

/** Failed sign-ins (wrong passwords and wrong codes) are counted over this window. */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60_000;
/**
 * Failures at one address from all clients together after which a password alone no longer signs
 * in: the attempt must carry the code mailed to the address (step-up). The address is never
 * locked, so its owner still gets in; a guesser without the mailbox has no more passwords checked.
 * 5, not more: 40 parallel guesses from 10 clients may have at most 5 passwords checked (issue 21).
 */
export const STEP_UP_AFTER_FAILURES = 5;
/**
 * One client may fail this often at one address per window: the step-up's 5 plus 5 tries with a
 * code, so its owner can mistype a few codes; then it is refused with 429 until the window passes.
 */
export const MAX_FAILURES_PER_ADDRESS_AND_CLIENT = 10;
/** …and this many across all addresses (one client spraying guesses over many accounts). */
export const MAX_FAILURES_PER_CLIENT = 20;
/**
 * Failures at one address from all clients together after which every attempt that will be checked
 * (a code and a password in step-up) waits UNDER_ATTACK_DELAY_MS first: a slower pace for codes
 * guessed from many clients.
 */
export const ADDRESS_UNDER_ATTACK_FAILURES = 50;
export const UNDER_ATTACK_DELAY_MS = 1000;

export interface LoginAttempt {
  email: string;
  /** The client's address (clientIp). */
  ip: string;
}

export type AttemptReservation =
  | { kind: 'reserved'; attemptId: number; delayMs: number; stepUp: boolean }
  /** The address is in step-up and the attempt brought no code: nothing is checked or counted. */
  | { kind: 'code-required' }
  | { kind: 'throttled' };

/**
 * Counts the attempt as a failure before anything is checked, in one transaction that holds the
 * address's and the client's advisory locks: parallel attempts (from any number of server
 * processes) are counted one after the other, so no more than the limits are ever checked.
 * A correct sign-in then withdraws the reservation (`forgiveAttempts`).
 */
export function reserveLoginAttempt(
  db: Db,
  attempt: LoginAttempt & { hasCode: boolean },
  now: Date,
): Promise<AttemptReservation> {
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
         from private.login_attempts
        where created_at > $3 and (lower(email) = lower($1) or ip = $2)`,
      [attempt.email, attempt.ip, since],
    );
    if (!counts) throw new Error('Counting sign-in failures returned no row.');
    if (counts.pair >= MAX_FAILURES_PER_ADDRESS_AND_CLIENT || counts.client >= MAX_FAILURES_PER_CLIENT) {
      return { kind: 'throttled' };
    }
    const stepUp = counts.address >= STEP_UP_AFTER_FAILURES;
    if (stepUp && !attempt.hasCode) return { kind: 'code-required' };
    const [row] = await tx.query<{ id: number }>(
      'insert into private.login_attempts (email, ip, created_at) values ($1, $2, $3) returning id',
      [attempt.email, attempt.ip, now],
    );
    if (!row) throw new Error('Recording a sign-in attempt returned no row.');
    const delayMs = counts.address >= ADDRESS_UNDER_ATTACK_FAILURES ? UNDER_ATTACK_DELAY_MS : 0;
    return { kind: 'reserved', attemptId: Number(row.id), delayMs, stepUp };
  });
}

/**
 * A correct sign-in: this client's failures at this address (the reservation among them) are
 * forgiven. Other clients' failures stand, so an attacker's count, and the step-up it brought, is
 * never reset by the owner signing in.
 */
export async function forgiveAttempts(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.query('delete from private.login_attempts where lower(email) = lower($1) and ip = $2', [
    attempt.email,
    attempt.ip,
  ]);
}
