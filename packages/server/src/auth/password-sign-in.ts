import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { clearAddressFailures, isLoginThrottled, recordLoginFailure } from './login-throttle';
import { verifyPassword } from './passwords';
import { findUserByEmail, type UserRow } from './users';

export type PasswordSignIn =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'invalid' }
  | { kind: 'throttled' }
  /** The limiter could not be consulted; signing in is refused rather than let through unthrottled. */
  | { kind: 'unavailable' };

/** The one password check behind `/api/v1/login` and `/auth/v1/token?grant_type=password`. */
export async function signInWithPassword(
  { db, now, logger }: { db: Db; now: () => Date; logger: Logger },
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<PasswordSignIn> {
  const attempt = { email: email.trim(), ip };
  try {
    if (await isLoginThrottled(db, attempt, now())) return { kind: 'throttled' };
  } catch (error) {
    logger.error('The sign-in limiter failed; refusing sign-in:', error);
    return { kind: 'unavailable' };
  }

  const user = await findUserByEmail(db, attempt.email);
  if (!(await verifyPassword(password, user?.password_hash)) || !user) {
    try {
      await recordLoginFailure(db, attempt, now());
    } catch (error) {
      logger.error('Could not record a failed sign-in; refusing sign-in:', error);
      return { kind: 'unavailable' };
    }
    return { kind: 'invalid' };
  }
  await clearAddressFailures(db, attempt.email);
  return { kind: 'ok', user };
}
