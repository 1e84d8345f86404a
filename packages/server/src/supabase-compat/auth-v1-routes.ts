import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { passwordResetMail, registrationAttemptMail, signupConfirmationMail } from '../auth/access-mail';
import { issueAccessToken } from '../auth/access-tokens';
import type { AuthDeps } from '../auth/auth-deps';
import {
  CODE_EXPIRED,
  EMAIL_NOT_CONFIRMED,
  INVALID_CODE,
  SIGN_IN_UNAVAILABLE,
  signInCodeSent,
  TOO_MANY_SIGN_IN_ATTEMPTS,
} from '../auth/auth-messages';
import { clientIp } from '../auth/client-ip';
import { OTP_RESEND_INTERVAL_MS } from '../auth/email-otp';
import { signInWithPassword } from '../auth/password-sign-in';
import { hashPassword, MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, passwordProblem } from '../auth/passwords';
import { RECOVERY_MAIL_PER_CLIENT, SIGNUP_MAIL_PER_CLIENT, takeRateLimit } from '../auth/rate-limits';
import { consumeRecoveryToken, createRecoveryToken, lastRecoveryTokenAt } from '../auth/recovery-tokens';
import { recoveryLink, safeRedirectTarget } from '../auth/redirect-target';
import { authenticateRequest, type RequestUser } from '../auth/request-user';
import { requestClient } from '../auth/security-events';
import { startSession } from '../auth/session-tokens';
import { type RevokeScope, revokeSessions, rotateRefreshToken } from '../auth/sessions';
import { confirmSignup, createSignupToken } from '../auth/signup-tokens';
import {
  createSignupCustomer,
  findUserByEmail,
  findUserById,
  mergeUserMetadata,
  setPasswordHash,
  type UserRow,
} from '../auth/users';
import { bodyLimit } from '../http/body-limit';
import { jsonBodyMessage } from '../http/control-characters';
import { gotrueError, gotrueSession, gotrueUser } from './gotrue-shapes';
import { supabaseCors } from './supabase-cors';

/** The API version supabase-js asks for; answering with it makes the client read `code` from errors. */
export const SUPABASE_API_VERSION = '2024-01-01';
const MAX_BODY_BYTES = 64 * 1024;
const EXPIRED_LINK = 'Email link is invalid or has expired';

/**
 * The part of Supabase Auth (GoTrue) that supabase-js uses for password recovery and sessions,
 * over the same users and tokens as API v1: recover, verify (the recovery link, and the sign-in
 * step-up's code), token (password and refresh grants), user (GET, PUT) and logout. Wire details: shared/reference/supabase-wire.md.
 */
export function authV1Routes(deps: AuthDeps): Hono {
  const { db, now } = deps;
  const routes = new Hono();

  routes.use('/auth/v1/*', supabaseCors(['GET', 'POST', 'PUT', 'OPTIONS']));
  routes.use('/auth/v1/*', async (c, next) => {
    await next();
    c.header('X-Supabase-Api-Version', SUPABASE_API_VERSION);
    // Sessions and tokens must not sit in a cache.
    c.header('Cache-Control', 'no-store');
  });
  routes.use(
    '/auth/v1/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        gotrueError(c, 413, 'request_too_large', `The request body must be at most ${MAX_BODY_BYTES} bytes.`),
    }),
  );

  routes.post('/auth/v1/recover', async (c) => {
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) return gotrueError(c, 400, 'validation_failed', 'Password recovery requires an email');
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      return gotrueError(c, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    const redirectTo = safeRedirectTarget(deps.publicUrl, c.req.query('redirect_to'));
    const limited = await takeRateLimit(db, RECOVERY_MAIL_PER_CLIENT, clientIp(c, deps.trustProxy), now());
    if (!limited.ok) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return gotrueError(
        c,
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${limited.retryAfterSeconds} seconds.`,
      );
    }
    // Known or not, and sent or held back, the answer is the same and leaves before the address
    // is even looked up: neither it nor its timing reveals which addresses have accounts. A
    // second request within a minute sends nothing, so nobody can flood someone's inbox.
    deps.afterResponse.run('Password recovery mail', async () => {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const last = await lastRecoveryTokenAt(db, user.id);
      if (last && now().getTime() - last.getTime() < OTP_RESEND_INTERVAL_MS) return;
      const token = await createRecoveryToken(db, user.id, now());
      await deps.mailer.send(passwordResetMail(user.email, recoveryLink(deps.publicUrl, token, redirectTo)));
    });
    return c.json({}, 200);
  });

  routes.post('/auth/v1/signup', async (c) => {
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const { password } = body;
    const data = body.data ?? {};
    if (body.phone !== undefined) {
      return gotrueError(c, 422, 'phone_provider_disabled', 'Phone signups are not supported by this server');
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return gotrueError(c, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (typeof password !== 'string' || password === '') {
      return gotrueError(c, 422, 'validation_failed', 'Signup requires a valid password');
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return gotrueError(c, 400, 'validation_failed', 'The data must be a JSON object');
    }
    const weak = passwordRefusal(c, password);
    if (weak) return weak;
    const redirectTo = signupRedirectTarget(deps.publicUrl, c.req.query('redirect_to'));
    const limited = await takeRateLimit(db, SIGNUP_MAIL_PER_CLIENT, clientIp(c, deps.trustProxy), now());
    if (!limited.ok) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return gotrueError(
        c,
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${limited.retryAfterSeconds} seconds.`,
      );
    }
    const metadata = data as Record<string, unknown>;
    const name =
      typeof metadata.name === 'string' && metadata.name.trim() !== ''
        ? metadata.name.trim()
        : (email.split('@')[0] ?? email);
    const at = now();
    // Hashed before anything is written: the answer is the same whether the address is new or taken.
    const passwordHash = await hashPassword(password);
    const created = await createSignupCustomer(db, { email, name, passwordHash, metadata, createdAt: at });
    deps.afterResponse.run('Sign-up mail', async () => {
      if (!created) {
        // As GoTrue with confirmations on: the same answer, and the owner hears of the attempt.
        await deps.mailer.send(registrationAttemptMail(email));
        return;
      }
      const token = await createSignupToken(db, created.id, at);
      await deps.mailer.send(signupConfirmationMail(email, confirmationLink(deps.publicUrl, token, redirectTo)));
    });
    const shown = created ?? { ...unsavedUser(email, name, at) };
    return c.json(gotrueUser(shown), 200);
  });

  routes.get('/auth/v1/verify', async (c) => {
    const redirectTo = new URL(safeRedirectTarget(deps.publicUrl, c.req.query('redirect_to')));
    const token = c.req.query('token') ?? '';
    const type = c.req.query('type');
    const userId = !token
      ? undefined
      : type === 'recovery'
        ? await consumeRecoveryToken(db, token, now(), requestClient(c, deps.trustProxy))
        : type === 'signup'
          ? await confirmSignup(db, token, now())
          : undefined;
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) {
      redirectTo.hash = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: EXPIRED_LINK,
      }).toString();
      return c.redirect(redirectTo.toString(), 303);
    }
    const tokens = await startSession(deps, user);
    redirectTo.hash = new URLSearchParams({
      access_token: tokens.accessToken,
      expires_at: String(tokens.expiresAt),
      expires_in: String(tokens.expiresIn),
      refresh_token: tokens.refreshToken,
      token_type: 'bearer',
      type: type === 'signup' ? 'signup' : 'recovery',
    }).toString();
    return c.redirect(redirectTo.toString(), 303);
  });

  routes.post('/auth/v1/verify', async (c) => {
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    return emailCodeSignIn(c, body);
  });

  routes.post('/auth/v1/token', async (c) => {
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const grantType = c.req.query('grant_type');
    switch (grantType) {
      case 'password':
        return passwordGrant(c, body);
      case 'refresh_token':
        return refreshGrant(c, body);
      default:
        return gotrueError(c, 400, 'unsupported_grant_type', `Unsupported grant type: ${grantType ?? 'none'}`);
    }
  });

  const passwordGrant = async (c: Context, body: Record<string, unknown>) => {
    const { email, password } = body;
    if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
      return gotrueError(c, 400, 'validation_failed', 'An email address and a password are required');
    }
    return answerSignIn(c, email, { email, password, ...requestClient(c, deps.trustProxy) });
  };

  /**
   * The step-up's second half, what supabase-js `verifyOtp({ email, token, type: 'email', password })`
   * sends (it spreads its parameters into the body). GoTrue would sign in with the code alone;
   * here the code is a second step of a password sign-in, so the password comes along: one
   * request, the same check as API v1's `login` with `code`, and no half-signed-in state.
   */
  const emailCodeSignIn = async (c: Context, body: Record<string, unknown>) => {
    const { type, email, token, password } = body;
    if (type !== 'email') {
      return gotrueError(c, 400, 'validation_failed', 'Only type email can be verified with a code here');
    }
    if (typeof email !== 'string' || !email || typeof token !== 'string' || !token) {
      return gotrueError(c, 400, 'validation_failed', 'An email address and the code are required');
    }
    if (typeof password !== 'string' || !password) {
      return gotrueError(
        c,
        400,
        'validation_failed',
        'The password is required with the code: the code is a second step of signing in with a password',
      );
    }
    if (!/^[0-9]{6}$/.test(token)) return gotrueError(c, 400, 'validation_failed', 'The code must be 6 digits');
    return answerSignIn(c, email, { email, password, code: token, ...requestClient(c, deps.trustProxy) });
  };

  const answerSignIn = async (c: Context, email: string, attempt: Parameters<typeof signInWithPassword>[1]) => {
    const result = await signInWithPassword(deps, attempt);
    switch (result.kind) {
      case 'throttled':
        return gotrueError(c, 429, 'over_request_rate_limit', TOO_MANY_SIGN_IN_ATTEMPTS);
      case 'unavailable':
        return gotrueError(c, 503, 'unexpected_failure', SIGN_IN_UNAVAILABLE);
      case 'invalid':
        return gotrueError(c, 400, 'invalid_credentials', 'Invalid login credentials');
      case 'unconfirmed':
        return gotrueError(c, 400, 'email_not_confirmed', EMAIL_NOT_CONFIRMED);
      case 'code-required':
        // GoTrue's code for "prove it is you with the nonce we mailed"; the message is shown as is.
        return gotrueError(c, 400, 'reauthentication_needed', signInCodeSent(email.trim()));
      case 'wrong-code':
        return gotrueError(c, 403, 'otp_expired', INVALID_CODE);
      case 'expired-code':
        return gotrueError(c, 403, 'otp_expired', CODE_EXPIRED);
      case 'ok': {
        const tokens = await startSession(deps, result.user);
        // Read again for last_sign_in_at, which starting the session has just set.
        return c.json(gotrueSession(tokens, (await findUserById(db, result.user.id)) ?? result.user), 200);
      }
    }
  };

  const refreshGrant = async (c: Context, body: Record<string, unknown>) => {
    const token = body.refresh_token;
    if (typeof token !== 'string' || !token) {
      return gotrueError(c, 400, 'validation_failed', 'A refresh_token is required');
    }
    const result = await rotateRefreshToken(db, token, now());
    switch (result.kind) {
      case 'not-found':
        return gotrueError(c, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      case 'reused':
        return gotrueError(c, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      case 'rotated': {
        const user = await findUserById(db, result.userId);
        if (!user)
          return gotrueError(c, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        const access = await issueAccessToken(user, result.sessionId, deps.jwtSecret, now());
        return c.json(
          gotrueSession({ ...access, refreshToken: result.refreshToken, sessionId: result.sessionId }, user),
          200,
        );
      }
    }
  };

  routes.get('/auth/v1/user', async (c) => {
    const signedIn = await signedInUser(c);
    if (signedIn instanceof Response) return signedIn;
    return c.json(gotrueUser(signedIn.user), 200);
  });

  routes.put('/auth/v1/user', async (c) => {
    const signedIn = await signedInUser(c);
    if (signedIn instanceof Response) return signedIn;
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const { password, data } = body;
    const refused = unsupportedUserChange(body);
    if (refused !== undefined) return gotrueError(c, 422, 'validation_failed', refused);
    if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
      return gotrueError(c, 400, 'validation_failed', 'The data must be a JSON object');
    }
    if (data !== undefined) await mergeUserMetadata(db, signedIn.user.id, data as Record<string, unknown>);
    if (password === undefined) {
      const user = await findUserById(db, signedIn.user.id);
      return c.json(gotrueUser(user ?? signedIn.user), 200);
    }
    if (typeof password !== 'string') return gotrueError(c, 400, 'validation_failed', 'The password must be a string');
    const weak = passwordRefusal(c, password);
    if (weak) return weak;
    // Hashed before the transaction: the hash takes a while, and a transaction holds its connection.
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, signedIn.user.id, hash, { client: requestClient(c, deps.trustProxy), at: now() });
      // Whoever else held a session (perhaps the reason for the reset) is signed out.
      await revokeSessions(tx, { scope: 'others', sessionId: signedIn.sessionId, userId: signedIn.user.id }, now());
    });
    const user = await findUserById(db, signedIn.user.id);
    return c.json(gotrueUser(user ?? signedIn.user), 200);
  });

  routes.post('/auth/v1/logout', async (c) => {
    const signedIn = await signedInUser(c);
    if (signedIn instanceof Response) return signedIn;
    const scope = c.req.query('scope') ?? 'global';
    if (!isRevokeScope(scope)) {
      return gotrueError(c, 400, 'validation_failed', 'Parameter scope must be one of: global, local, others');
    }
    await revokeSessions(db, { scope, sessionId: signedIn.sessionId, userId: signedIn.user.id }, now());
    return c.body(null, 204);
  });

  routes.all('/auth/v1/*', (c) =>
    gotrueError(c, 404, 'not_found', `This server does not implement ${c.req.method} ${c.req.path}.`),
  );
  return routes;
}

/**
 * What updateUser may change here: the password and user_metadata (`data`). A new e-mail address or
 * phone is refused, saying so, rather than answered 200 unchanged; the profile screen changes those.
 */
function unsupportedUserChange(body: Record<string, unknown>): string | undefined {
  for (const key of ['email', 'phone', 'nonce', 'app_metadata']) {
    if (body[key] !== undefined) {
      return `Changing ${key} through /auth/v1/user is not supported by this server; only password and data are.`;
    }
  }
  return undefined;
}

/** GoTrue's answer to a password the policy refuses, or undefined when it is acceptable. */
function passwordRefusal(c: Context, password: string): Response | undefined {
  switch (passwordProblem(password)) {
    case 'too-short':
      return gotrueError(c, 422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    case 'too-long':
      return gotrueError(
        c,
        422,
        'validation_failed',
        `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
      );
    case undefined:
      return undefined;
  }
}

/** Where a confirmation link lands: emailRedirectTo when it is on PUBLIC_URL's origin, else the app's home. */
function signupRedirectTarget(publicUrl: string, requested: string | undefined): string {
  try {
    const target = new URL(requested ?? '');
    if (target.origin === new URL(publicUrl).origin) return target.toString();
  } catch {
    // Not a URL: the home page below.
  }
  return `${publicUrl}/`;
}

/** The link of a confirmation mail: GoTrue's verify endpoint, which signs in and redirects to the app. */
function confirmationLink(publicUrl: string, token: string, redirectTo: string): string {
  const link = new URL('/auth/v1/verify', publicUrl);
  link.search = new URLSearchParams({ token, type: 'signup', redirect_to: redirectTo }).toString();
  return link.toString();
}

/**
 * What signUp answers for an address that already has an account: a user of the same shape that
 * exists nowhere, so the answer does not tell whether the address is known (as GoTrue does).
 */
function unsavedUser(email: string, name: string, at: Date): UserRow {
  return {
    id: randomUUID(),
    email,
    name,
    user_type: 'customer',
    password_hash: null,
    is_verified: false,
    created_at: at,
    user_metadata: {},
    last_sign_in_at: null,
    signup_pending: true,
  };
}

const isRevokeScope = (scope: string): scope is RevokeScope => ['global', 'local', 'others'].includes(scope);

async function signedInUser(c: Context): Promise<RequestUser | Response> {
  const result = await authenticateRequest(c);
  if (result.ok) return result.requestUser;
  switch (result.reason) {
    case 'missing':
      return gotrueError(c, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    case 'invalid':
      return gotrueError(c, 401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    case 'expired':
      return gotrueError(c, 401, 'bad_jwt', 'invalid JWT: token is expired');
    case 'session-ended':
      return gotrueError(c, 401, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
}

async function readJsonObject(c: Context): Promise<Record<string, unknown> | Response> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return gotrueError(c, 400, 'bad_json', 'The request body must be a JSON object');
  }
  const refused = jsonBodyMessage(value);
  if (refused !== undefined) return gotrueError(c, 400, 'validation_failed', refused);
  return value as Record<string, unknown>;
}
