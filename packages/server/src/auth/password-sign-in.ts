import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { forgiveAttempts, reserveLoginAttempt } from './login-throttle';
import { verifyPassword } from './passwords';
import { findUserByEmail, replacePasswordHash, type UserRow } from './users';

export type PasswordSignIn =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'invalid' }
  | { kind: 'throttled' }
  /** The limiter could not be consulted; signing in is refused rather than let through unthrottled. */
  | { kind: 'unavailable' };

export interface SignInDeps {
  db: Db;
  now: () => Date;
  logger: Logger;
  /** Waits before an attempt at an address under attack is checked; tests pass one that records instead. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The one password check behind `/api/v1/login` and `/auth/v1/token?grant_type=password`. */
export async function signInWithPassword(
  { db, now, logger, sleep = wait }: SignInDeps,
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<PasswordSignIn> {
  const attempt = { email: email.trim(), ip };
  let delayMs: number;
  try {
    const reservation = await reserveLoginAttempt(db, attempt, now());
    if (reservation.kind === 'throttled') return { kind: 'throttled' };
    delayMs = reservation.delayMs;
  } catch (error) {
    logger.error('The sign-in limiter failed; refusing sign-in:', error);
    return { kind: 'unavailable' };
  }
  if (delayMs > 0) await sleep(delayMs);

  const user = await findUserByEmail(db, attempt.email);
  const check = await verifyPassword(password, user?.password_hash);
  if (!check.ok || !user) return { kind: 'invalid' };
  await forgiveAttempts(db, attempt);
  if (check.rehash && user.password_hash) await replacePasswordHash(db, user.id, user.password_hash, check.rehash);
  return { kind: 'ok', user };
}
