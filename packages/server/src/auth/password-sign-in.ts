import { signInCodeMail } from './access-mail';
import type { AuthDeps } from './auth-deps';
import { forgiveAttempts, reserveLoginAttempt } from './login-throttle';
import { verifyPassword } from './passwords';
import { SIGN_IN_CODE_PER_ADDRESS, takeRateLimit } from './rate-limits';
import { recordSecurityEvent, type SecurityClient } from './security-events';
import { checkSignInCode, createSignInCode, useSignInCode } from './sign-in-codes';
import { findUserByEmail, replacePasswordHash, type UserRow, type UserType } from './users';

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
 *
 * The account's security activity records what happened to a known account: a failed attempt,
 * a code mailed or used, and a sign-in (unless the account is not of the `role` a login page asks for).
 */
export async function signInWithPassword(
  deps: SignInDeps,
  {
    email,
    password,
    ip,
    userAgent,
    code,
    role,
  }: { email: string; password: string; ip: string; userAgent?: string; code?: string; role?: UserType },
): Promise<PasswordSignIn> {
  const { db, now, logger, sleep = wait } = deps;
  const attempt = { email: email.trim(), ip };
  const client: SecurityClient = { ip, userAgent };
  const record = (user: UserRow, kind: 'sign_in' | 'sign_in_failed' | 'step_up_code_used') =>
    recordSecurityEvent(db, { userId: user.id, kind, client, at: now() });
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
      mailSignInCode(deps, attempt.email, client);
      return reservation;
    case 'reserved':
      break;
  }
  if (reservation.delayMs > 0) await sleep(reservation.delayMs);

  const user = await findUserByEmail(db, attempt.email);
  if (reservation.stepUp && code !== undefined) {
    // An unknown address has no codes: every code is wrong, as it is for a guesser.
    const codeCheck = user ? await checkSignInCode(db, user, deps.jwtSecret, code, now()) : 'wrong';
    if (codeCheck !== 'valid' && user) await record(user, 'sign_in_failed');
    if (codeCheck === 'wrong') return { kind: 'wrong-code' };
    if (codeCheck === 'expired') return { kind: 'expired-code' };
  }
  const check = await verifyPassword(password, user?.password_hash);
  if (!check.ok || !user) {
    if (user) await record(user, 'sign_in_failed');
    return { kind: 'invalid' };
  }
  const withCode = reservation.stepUp && code !== undefined;
  if (withCode && !(await useSignInCode(db, user, deps.jwtSecret, code, now()))) {
    await record(user, 'sign_in_failed');
    return { kind: 'wrong-code' };
  }
  await forgiveAttempts(db, attempt);
  if (user.signup_pending) return { kind: 'unconfirmed' };
  if (check.rehash && user.password_hash) await replacePasswordHash(db, user.id, user.password_hash, check.rehash);
  if (withCode) await record(user, 'step_up_code_used');
  if (!role || role === user.user_type) await record(user, 'sign_in');
  return { kind: 'ok', user };
}

/**
 * Mails a sign-in code after the answer has left, at most once a minute per address: the answer
 * and its timing are the same whether the address has an account (and a password) or not.
 */
function mailSignInCode(
  { db, now, mailer, jwtSecret, afterResponse }: SignInDeps,
  email: string,
  client: SecurityClient,
): void {
  afterResponse.run('Sign-in code mail', async () => {
    const user = await findUserByEmail(db, email);
    if (!user?.password_hash) return;
    const limited = await takeRateLimit(db, SIGN_IN_CODE_PER_ADDRESS, user.email, now());
    if (!limited.ok) return;
    const code = await createSignInCode(db, user, jwtSecret, now());
    await mailer.send(signInCodeMail(user.email, code));
    await recordSecurityEvent(db, { userId: user.id, kind: 'step_up_code_sent', client, at: now() });
  });
}
