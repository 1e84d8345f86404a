import type { OperationHandlers } from '../http/api-router';
import { errorResponse } from '../http/error-response';
import { issueAccessToken } from './access-tokens';
import type { AuthDeps } from './auth-deps';
import { INVALID_CREDENTIALS, ROLE_MISMATCH, SIGN_IN_UNAVAILABLE, TOO_MANY_SIGN_IN_ATTEMPTS } from './auth-messages';
import { clientIp } from './client-ip';
import { LOGIN_THROTTLE_WINDOW_MS } from './login-throttle';
import { signInWithPassword } from './password-sign-in';
import { createSession } from './sessions';
import { loginUser, type UserType } from './users';

/** The body `login` accepts (openapi/api-v1.yaml LoginRequest), already validated. */
interface LoginBody {
  email: string;
  password: string;
  role?: UserType;
}

export function loginHandlers(deps: AuthDeps): OperationHandlers {
  return {
    login: async (c, input) => {
      const { email, password, role } = input.body as LoginBody;
      const result = await signInWithPassword(deps, { email, password, ip: clientIp(c, deps.trustProxy) });
      switch (result.kind) {
        case 'throttled':
          c.header('Retry-After', String(LOGIN_THROTTLE_WINDOW_MS / 1000));
          return errorResponse(c, 429, TOO_MANY_SIGN_IN_ATTEMPTS);
        case 'unavailable':
          return errorResponse(c, 503, SIGN_IN_UNAVAILABLE);
        case 'invalid':
          return errorResponse(c, 401, INVALID_CREDENTIALS);
        case 'ok': {
          // Checked after the password, so a wrong password never learns the account's type.
          if (role && role !== result.user.user_type) return errorResponse(c, 403, ROLE_MISMATCH);
          const now = deps.now();
          const sessionId = await createSession(deps.db, result.user.id, now);
          const { accessToken } = issueAccessToken(result.user, sessionId, deps.jwtSecret, now);
          return c.json({ status: 200, data: { user: loginUser(result.user), token: accessToken } }, 200);
        }
      }
    },
  };
}
