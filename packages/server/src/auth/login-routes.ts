import type { OperationHandlers } from '../http/operation-handlers';
import { issueAccessToken } from './access-tokens';
import type { AuthDeps } from './auth-deps';
import {
  CODE_EXPIRED,
  EMAIL_NOT_CONFIRMED,
  INVALID_CODE,
  INVALID_CREDENTIALS,
  ROLE_MISMATCH,
  SIGN_IN_UNAVAILABLE,
  signInCodeSent,
  TOO_MANY_SIGN_IN_ATTEMPTS,
} from './auth-messages';
import { LOGIN_THROTTLE_WINDOW_MS } from './login-throttle';
import { signInWithPassword } from './password-sign-in';
import { requestClient } from './security-events';
import { createSession } from './sessions';
import { loginUser } from './users';

export function loginHandlers(deps: AuthDeps): OperationHandlers<'login'> {
  return {
    login: async (c, { body }, reply) => {
      const { email, password, role, code } = body;
      const result = await signInWithPassword(deps, {
        email,
        password,
        code,
        role,
        ...requestClient(c, deps.trustProxy),
      });
      const codeRequired = (message: string) => reply(401, { status: 401, message, code_required: true });
      switch (result.kind) {
        case 'throttled':
          c.header('Retry-After', String(LOGIN_THROTTLE_WINDOW_MS / 1000));
          return reply.error(429, TOO_MANY_SIGN_IN_ATTEMPTS);
        case 'unavailable':
          return reply.error(503, SIGN_IN_UNAVAILABLE);
        case 'invalid':
          return reply.error(401, INVALID_CREDENTIALS);
        case 'unconfirmed':
          return reply.error(401, EMAIL_NOT_CONFIRMED);
        case 'code-required':
          return codeRequired(signInCodeSent(email.trim()));
        case 'wrong-code':
          return codeRequired(INVALID_CODE);
        case 'expired-code':
          return codeRequired(CODE_EXPIRED);
        case 'ok': {
          // Checked after the password, so a wrong password never learns the account's type.
          if (role && role !== result.user.user_type) return reply.error(403, ROLE_MISMATCH);
          const now = deps.now();
          const sessionId = await createSession(deps.db, result.user.id, now);
          const { accessToken } = await issueAccessToken(result.user, sessionId, deps.jwtSecret, now);
          return reply(200, { status: 200, data: { user: loginUser(result.user), token: accessToken } });
        }
      }
    },
  };
}
