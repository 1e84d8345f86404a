import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { expect, it } from 'vitest';
import { createApiRouter } from '../api-router';
import { compileContract } from '../http/api-contract';
import { errorResponse } from '../http/error-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { TEST_JWT_SECRET } from '../testing/test-app-config';
import { testClock } from '../testing/test-clock';
import { issueAccessToken } from './access-tokens';
import { signJwt } from './jwt';
import { requireUser, type TokenVerifier } from './request-user';
import { createSession, revokeSessions } from './sessions';
import { findUserByEmail } from './users';

const UNAUTHORIZED = { status: 401, message: 'Unauthorized' };

describeEachDriver('bearer tokens on API v1', (t) => {
  const clock = testClock(new Date('2030-05-01T08:00:00Z'));

  /** An app with one operation that needs a token, and a route that calls requireUser itself. */
  const app = () => {
    const contract = compileContract({
      openapi: '3.1.0',
      servers: [{ url: '/api/v1' }],
      security: [{ bearerAuth: [] }],
      paths: {
        '/me': { get: { operationId: 'me' } },
        '/open': { get: { operationId: 'open', security: [] } },
      },
    });
    const verifier: TokenVerifier = { db: t.db, jwtSecret: TEST_JWT_SECRET, now: clock.now };
    const hono = new Hono();
    hono.use(async (c, next) => {
      c.set('tokenVerifier', verifier);
      await next();
    });
    hono.get('/whoami', async (c) => c.text((await requireUser(c)).user.email));
    hono.route(
      '/',
      createApiRouter(contract, {
        me: (c, _input, reply) => reply(200, { email: c.get('requestUser').user.email }),
        open: (_c, _input, reply) => reply(200, { open: true }),
      }),
    );
    // As createApp answers a thrown HTTPException.
    hono.onError((error, c) =>
      error instanceof HTTPException
        ? errorResponse(c, 401, error.message)
        : errorResponse(c, 500, 'Internal server error.'),
    );
    return hono;
  };

  const tokenFor = async (email: string) => {
    const user = await findUserByEmail(t.db, email);
    if (!user) throw new Error(`No ${email}`);
    const sessionId = await createSession(t.db, user.id, clock.now());
    return {
      user,
      sessionId,
      token: (await issueAccessToken(user, sessionId, TEST_JWT_SECRET, clock.now())).accessToken,
    };
  };
  const get = (path: string, token?: string) =>
    app().request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('lets a valid token through to operations that require one, and to requireUser', async () => {
    const { token } = await tokenFor('customer@demo.test');
    expect(await (await get('/api/v1/me', token)).json()).toEqual({ email: 'customer@demo.test' });
    expect(await (await get('/whoami', token)).text()).toBe('customer@demo.test');
  });

  it('leaves operations with an empty security list open', async () => {
    expect((await get('/api/v1/open')).status).toBe(200);
  });

  it('answers 401 Unauthorized without a token, with a malformed or forged one', async () => {
    const { user, sessionId } = await tokenFor('customer@demo.test');
    const forged = await signJwt(
      {
        sub: user.id,
        email: user.email,
        role: 'authenticated',
        aud: 'authenticated',
        user_type: 'admin',
        session_id: sessionId,
        exp: 9e9,
      },
      'not-the-server-secret-not-the-server-secret',
    );
    for (const token of [undefined, 'nonsense', forged]) {
      for (const path of ['/api/v1/me', '/whoami']) {
        const response = await get(path, token);
        expect(response.status, `${path} ${token}`).toBe(401);
        expect(await response.json()).toEqual(UNAUTHORIZED);
      }
    }
  });

  it('answers 401 once the token has expired', async () => {
    const { token } = await tokenFor('provider@demo.test');
    expect((await get('/api/v1/me', token)).status).toBe(200);
    clock.advance(3600 * 1000);
    expect(await (await get('/api/v1/me', token)).json()).toEqual(UNAUTHORIZED);
    expect(await (await get('/whoami', token)).json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 once the session has been revoked (logout)', async () => {
    const { token, user, sessionId } = await tokenFor('admin@demo.test');
    await revokeSessions(t.db, { scope: 'local', sessionId, userId: user.id }, clock.now());
    expect(await (await get('/api/v1/me', token)).json()).toEqual(UNAUTHORIZED);
  });
});
