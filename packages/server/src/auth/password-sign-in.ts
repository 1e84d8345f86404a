import { signInCodeMail } from './access-mail';
import type { AuthDeps } from './auth-deps';
import { forgiveAttempts, reserveLoginAttempt } from './login-throttle';
import { verifyPassword } from './passwords';
import { SIGN_IN_CODE_PER_ADDRESS, takeRateLimit } from './rate-limits';
import { checkSignInCode, createSignInCode, useSignInCode } from './sign-in-codes';
import { findUserByEmail, replacePasswordHash, type UserRow } from './users';

export type PasswordSignIn =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'invalid' }
  /** The password is right, but the address was signed up with and not confirmed yet. */
  | { kind: 'unconfirmed' }
  /** Step-up: a code was mailed (or was mailed within the last minute); sign in with it and the password. */
  | { kind: 'code-required' }
  | { kind: 'wrong-code' }
  | { kind: 'expired-code' }
  | { kind: 'throttled' }
  /** The limiter could not be consulted; signing in is refused rather than let through unthrottled. */
  | { kind: 'unavailable' };

export type SignInDeps = Pick<AuthDeps, 'db' | 'now' | 'logger' | 'mailer' | 'jwtSecret' | 'afterResponse' | 'sleep'>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one password check behind `/api/v1/login`, `/auth/v1/token?grant_type=password` and
 * `/auth/v1/verify` (type email). In step-up the code is checked first and the password only
 * when the code is right, so a guesser without the mailbox has no password checked at all.
 */
export async function signInWithPassword(
  deps: SignInDeps,
  { email, password, ip, code }: { email: string; password: string; ip: string; code?: string },
): Promise<PasswordSignIn> {
  const { db, now, logger, sleep = wait } = deps;
  const attempt = { email: email.trim(), ip };
  let reservation: Awaited<ReturnType<typeof reserveLoginAttempt>>;
  try {
    reservation = await reserveLoginAttempt(db, { ...attempt, hasCode: code !== undefined }, now());
  } catch (error) {
    logger.error('The sign-in limiter failed; refusing sign-in:', error);
    return { kind: 'unavailable' };
  }
  switch (reservation.kind) {
    case 'throttled':
      return reservation;
    case 'code-required':
      mailSignInCode(deps, attempt.email);
      return reservation;
    case 'reserved':
      break;
  }
  if (reservation.delayMs > 0) await sleep(reservation.delayMs);

  const user = await findUserByEmail(db, attempt.email);
  if (reservation.stepUp && code !== undefined) {
    // An unknown address has no codes: every code is wrong, as it is for a guesser.
    const codeCheck = user ? await checkSignInCode(db, user, deps.jwtSecret, code, now()) : 'wrong';
    if (codeCheck === 'wrong') return { kind: 'wrong-code' };
    if (codeCheck === 'expired') return { kind: 'expired-code' };
  }
  const check = await verifyPassword(password, user?.password_hash);
  if (!check.ok || !user) return { kind: 'invalid' };
  if (reservation.stepUp && code !== undefined && !(await useSignInCode(db, user, deps.jwtSecret, code, now()))) {
    return { kind: 'wrong-code' };
  }
  await forgiveAttempts(db, attempt);
  if (user.signup_pending) return { kind: 'unconfirmed' };
  if (check.rehash && user.password_hash) await replacePasswordHash(db, user.id, user.password_hash, check.rehash);
  return { kind: 'ok', user };
}

/**
 * Mails a sign-in code after the answer has left, at most once a minute per address: the answer
 * and its timing are the same whether the address has an account (and a password) or not.
 */
function mailSignInCode({ db, now, mailer, jwtSecret, afterResponse }: SignInDeps, email: string): void {
  afterResponse.run('Sign-in code mail', async () => {
    const user = await findUserByEmail(db, email);
    if (!user?.password_hash) return;
    const limited = await takeRateLimit(db, SIGN_IN_CODE_PER_ADDRESS, user.email, now());
    if (!limited.ok) return;
    const code = await createSignInCode(db, user, jwtSecret, now());
    await mailer.send(signInCodeMail(user.email, code));
  });
}
