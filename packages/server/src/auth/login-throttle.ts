import type { Db } from '../db/db';

/** Failures counted over this window… */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60_000;
/** …refuse an address after this many (a targeted guess at one account)… */
export const MAX_FAILURES_PER_ADDRESS = 5;
/** …and a client after this many (one client guessing across many accounts). */
export const MAX_FAILURES_PER_CLIENT = 20;
/** Failures older than this are deleted as new ones arrive. */
const KEEP_FAILURES_MS = 24 * 60 * 60_000;

export async function isLoginThrottled(
  db: Db,
  { email, ip }: { email: string; ip: string },
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE_WINDOW_MS);
  const [counts] = await db.query<{ by_address: number; by_client: number }>(
    `select count(*) filter (where lower(email) = lower($1)) as by_address,
            count(*) filter (where ip = $2) as by_client
       from login_attempts
      where created_at > $3 and (lower(email) = lower($1) or ip = $2)`,
    [email, ip, since],
  );
  if (!counts) throw new Error('Counting sign-in failures returned no row.');
  return counts.by_address >= MAX_FAILURES_PER_ADDRESS || counts.by_client >= MAX_FAILURES_PER_CLIENT;
}

export async function recordLoginFailure(
  db: Db,
  { email, ip }: { email: string; ip: string },
  now: Date,
): Promise<void> {
  await db.query('insert into login_attempts (email, ip, created_at) values ($1, $2, $3)', [email, ip, now]);
  await db.query('delete from login_attempts where created_at < $1', [new Date(now.getTime() - KEEP_FAILURES_MS)]);
}

/** A correct password ends the address's run of failures; the client's count stands. */
export async function clearAddressFailures(db: Db, email: string): Promise<void> {
  await db.query('delete from login_attempts where lower(email) = lower($1)', [email]);
}
