import { expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { postJson } from '../testing/http-requests';
import { TEST_JWT_SECRET, testAppConfig } from '../testing/test-app-config';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { verifyJwt } from './jwt';
import { LOGIN_THROTTLE_WINDOW_MS } from './login-throttle';

const DEMO_PASSWORD = 'Demo1234!';
const DEMO = [
  ['customer', 'customer@demo.test', 'Casey Customer'],
  ['provider', 'provider@demo.test', 'Pat Provider'],
  ['admin', 'admin@demo.test', 'Alex Admin'],
] as const;

const INVALID = { status: 401, message: 'Invalid email or password' };
const THROTTLED = { status: 429, message: 'Too many sign-in attempts. Please wait a few minutes and try again.' };

describeEachDriver('POST /api/v1/login', (t) => {
  const clock = testClock(new Date('2030-01-15T10:00:00Z'));
  const app = () => t.app({ now: clock.now });
  const login = (body: object, ip?: string) => postJson(app(), '/api/v1/login', body, { ip });

  it.each(DEMO)('signs in the demo %s and returns the user and a signed token', async (type, email, name) => {
    const response = await login({ email, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { user: Record<string, unknown>; token: string } };
    expectContractResponse('login', 200, body);
    expect(body.data.user).toEqual({
      id: expect.any(String),
      category_id: null,
      speciality_groups_id: null,
      service_id: null,
      email,
      name,
      user_type: type,
    });

    const verified = await verifyJwt(body.data.token, TEST_JWT_SECRET, clock.now());
    expect(verified.ok && verified.payload).toEqual({
      sub: body.data.user.id,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      user_type: type,
      session_id: expect.any(String),
      iat: clock.now().getTime() / 1000,
      exp: clock.now().getTime() / 1000 + 3600,
    });

    // The same kind of token /auth/v1 issues: it opens GET /auth/v1/user.
    const user = await app().request('/auth/v1/user', { headers: { authorization: `Bearer ${body.data.token}` } });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email, app_metadata: { user_type: type } });
  });

  it('accepts a matching role and any case of the address', async () => {
    const response = await login({ email: 'Customer@Demo.TEST', password: DEMO_PASSWORD, role: 'customer' });
    expect(response.status).toBe(200);
  });

  it('refuses a role the account does not have with 403', async () => {
    const response = await login({ email: 'provider@demo.test', password: DEMO_PASSWORD, role: 'customer' });
    expect(response.status).toBe(403);
    const body = await response.json();
    expectContractResponse('login', 403, body);
    expect(body).toEqual({ status: 403, message: 'This account cannot sign in here.' });
  });

  it('answers a wrong password and an unknown address alike, with 401', async () => {
    const wrong = await login({ email: 'admin@demo.test', password: 'Wrong-password1' }, '10.1.0.1');
    const unknown = await login({ email: 'nobody@demo.test', password: DEMO_PASSWORD }, '10.1.0.1');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      const body = await response.json();
      expectContractResponse('login', 401, body);
      expect(body).toEqual(INVALID);
    }
  });

  it('refuses a role mismatch only after the password checks out', async () => {
    const response = await login(
      { email: 'provider@demo.test', password: 'Wrong-password1', role: 'customer' },
      '10.1.0.2',
    );
    expect(await response.json()).toEqual(INVALID);
  });

  it('does not let in an account that has no password yet', async () => {
    const { email } = await createTestUser(t.db);
    const { email: emptyHash } = await createTestUser(t.db);
    await t.db.query("update users set password_hash = '' where email = $1", [emptyHash]);
    for (const address of [email, emptyHash]) {
      for (const password of ['', 'anything-at-all', DEMO_PASSWORD]) {
        const response = await login({ email: address, password: password || 'x' }, '10.1.0.3');
        expect(await response.json()).toEqual(INVALID);
      }
    }
  });

  it.each([
    [{ password: DEMO_PASSWORD }, 'The request body is missing the required field email.'],
    [{ email: 'customer@demo.test' }, 'The request body is missing the required field password.'],
    [{ email: 'not-an-address', password: 'x' }, 'The field email must be a valid email address.'],
    [
      { email: 'customer@demo.test', password: 'x', role: 'root' },
      'The field role must be one of: customer, provider, admin.',
    ],
  ])('refuses %j with 400', async (body, message) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message });
  });

  it('throttles an address after 5 failures in 15 minutes, from any client, even with the right password', async () => {
    const password = 'Right-password-1';
    const { email } = await createTestUser(t.db, { password });
    for (let i = 1; i <= 5; i++) {
      expect((await login({ email, password: `wrong-${i}` }, `10.2.0.${i}`)).status).toBe(401);
    }
    const throttled = await login({ email, password }, '10.2.0.99');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe(String(LOGIN_THROTTLE_WINDOW_MS / 1000));
    const body = await throttled.json();
    expectContractResponse('login', 429, body);
    expect(body).toEqual(THROTTLED);

    // The window passes: the same attempt goes through.
    clock.advance(LOGIN_THROTTLE_WINDOW_MS + 1000);
    expect((await login({ email, password }, '10.2.0.99')).status).toBe(200);
  });

  it('lets a correct password end the run of failures for the address', async () => {
    const password = 'Right-password-2';
    const { email } = await createTestUser(t.db, { password });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login({ email, password: 'wrong' }, '10.3.0.1')).status).toBe(401);
      expect((await login({ email, password }, '10.3.0.1')).status).toBe(200);
    }
  });

  it('throttles a client after 20 failures in 15 minutes across addresses; other clients are unaffected', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login({ email: `guess-${i}@example.test`, password: 'wrong' }, '10.4.0.1')).status).toBe(401);
    }
    const fromGuesser = await login({ email: 'customer@demo.test', password: DEMO_PASSWORD }, '10.4.0.1');
    expect(fromGuesser.status).toBe(429);
    expect(await fromGuesser.json()).toEqual(THROTTLED);
    expect((await login({ email: 'customer@demo.test', password: DEMO_PASSWORD }, '10.4.0.2')).status).toBe(200);
  });

  it('keeps counting across a restart (the failures are in the database)', async () => {
    const { email } = await createTestUser(t.db, { password: 'Right-password-3' });
    for (let i = 0; i < 5; i++) await login({ email, password: 'wrong' }, '10.5.0.1');
    // A new app over the same database is what a restarted server is.
    const restarted = t.app({ now: clock.now });
    const response = await postJson(restarted, '/api/v1/login', { email, password: 'Right-password-3' });
    expect(response.status).toBe(429);
  });

  it('fails closed: when the limiter cannot be consulted, even a right password is refused', async () => {
    // The suite's database, except that the limiter's table cannot be read.
    const failingDb: Db = {
      ...t.db,
      query: (sql, params) =>
        sql.includes('login_attempts') ? Promise.reject(new Error('limiter down')) : t.db.query(sql, params),
    };
    const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const app = createApp({ db: failingDb, config: testAppConfig(), logger, now: clock.now });
    const response = await postJson(app, '/api/v1/login', { email: 'customer@demo.test', password: DEMO_PASSWORD });
    expect(response.status).toBe(503);
    const body = await response.json();
    expectContractResponse('login', 503, body);
    expect(body).toEqual({
      status: 503,
      message: 'Signing in is unavailable right now. Please try again in a few minutes.',
    });
    expect(logger.error).toHaveBeenCalledWith(
      'The sign-in limiter failed; refusing sign-in:',
      expect.objectContaining({ message: 'limiter down' }),
    );
  });
});
