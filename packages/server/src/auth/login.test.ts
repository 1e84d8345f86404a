import bcrypt from 'bcryptjs';
import type { Hono } from 'hono';
import { expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openPostgresDb } from '../db/postgres-driver';
import { createAfterResponse } from '../http/after-response';
import { type Logger, silentLogger } from '../logger';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { codeIn, latestMail } from '../testing/dev-mail';
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

/** What a test reads of a login answer, whichever it is. */
type LoginAnswer = { status: number; message?: string; code_required?: boolean; data?: { user: { email: string } } };

const INVALID = { status: 401, message: 'Invalid email or password' };
const THROTTLED = { status: 429, message: 'Too many sign-in attempts. Please wait a few minutes and try again.' };
const WRONG_CODE = { status: 401, message: 'Invalid verification code. Please try again.', code_required: true };
const codeRequired = (email: string) => ({
  status: 401,
  message: `We sent a 6-digit code to ${email}. Enter it with your password to sign in.`,
  code_required: true,
});

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

  it('asks for a code after 5 failures at an address, and refuses a client after 10 failures there', async () => {
    const password = 'Right-password-1';
    const { email } = await createTestUser(t.db, { password });
    for (let i = 1; i <= 5; i++) {
      expect((await login({ email, password: `wrong-${i}` }, '10.2.0.1')).status).toBe(401);
    }
    // Step-up: the right password alone no longer signs in, from this client or any other.
    for (const ip of ['10.2.0.1', '10.2.0.2']) {
      const stepUp = await login({ email, password }, ip);
      expect(stepUp.status).toBe(401);
      const body = await stepUp.json();
      expectContractResponse('login', 401, body);
      expect(body).toEqual(codeRequired(email));
    }
    // Five wrong codes more from the first client reach its limit at this address.
    for (let i = 0; i < 5; i++) {
      const response = await login({ email, password, code: '000000' }, '10.2.0.1');
      expect(await response.json()).toEqual({ ...WRONG_CODE });
    }
    const throttled = await login({ email, password }, '10.2.0.1');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe(String(LOGIN_THROTTLE_WINDOW_MS / 1000));
    const body = await throttled.json();
    expectContractResponse('login', 429, body);
    expect(body).toEqual(THROTTLED);

    // The window passes: a password alone signs in again, from the first client too.
    clock.advance(LOGIN_THROTTLE_WINDOW_MS + 1000);
    expect((await login({ email, password }, '10.2.0.1')).status).toBe(200);
  });

  it('checks at most 5 of 50 parallel wrong passwords for one address from one client', async () => {
    const { email } = await createTestUser(t.db, { password: 'Right-password-4' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login({ email, password: `wrong-${i}` }, '10.6.0.1')),
    );
    const bodies = await Promise.all(answers.map((response) => response.json() as Promise<LoginAnswer>));
    // 'Invalid email or password': the password was checked; the step-up answer: it was not.
    expect(bodies.filter((body) => body.message === INVALID.message)).toHaveLength(5);
    expect(bodies.filter((body) => body.code_required === true)).toHaveLength(45);
  });

  it('slows the checked attempts at an address after 50 failures from all clients', async () => {
    const password = 'Right-password-5';
    const { email } = await createTestUser(t.db, { password });
    const afterResponse = createAfterResponse(silentLogger);
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const attacked = (ip: string, body: object) =>
      postJson(t.app({ now: clock.now, sleep, afterResponse }), '/api/v1/login', body, { ip });
    // 10 clients × 5 wrong passwords and 5 wrong codes (the step-up begins after the first 5).
    for (let client = 1; client <= 10; client++) {
      for (let i = 0; i < 5; i++) {
        const code = client === 1 ? undefined : '000000';
        expect((await attacked(`10.7.0.${client}`, { email, password: `guess-${client}-${i}`, code })).status).toBe(
          401,
        );
      }
    }
    expect(waits).toEqual([]);
    // The owner asks for a code (nothing is checked, nothing waits)…
    expect(await (await attacked('10.7.2.1', { email, password })).json()).toEqual(codeRequired(email));
    await afterResponse.idle();
    expect(waits).toEqual([]);
    // …and signs in with it after a second's wait.
    const code = codeIn(await latestMail(t.app(), email));
    expect((await attacked('10.7.2.1', { email, password, code })).status).toBe(200);
    expect(waits).toEqual([1000]);
  });

  it('lets a correct password end the run of failures of that client at that address', async () => {
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
    const response = await postJson(
      restarted,
      '/api/v1/login',
      { email, password: 'Right-password-3' },
      { ip: '10.5.0.1' },
    );
    expect(await response.json()).toEqual(codeRequired(email));
  });

  it('replaces a bcrypt hash with argon2id at the first correct sign-in, and signs in with it after', async () => {
    const { email, id } = await createTestUser(t.db);
    await t.db.query('update users set password_hash = $2 where id = $1', [id, await bcrypt.hash('Old-bcrypt-1', 4)]);
    expect((await login({ email, password: 'Old-bcrypt-1' }, '10.6.1.1')).status).toBe(200);
    const [row] = await t.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [id]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login({ email, password: 'Old-bcrypt-1' }, '10.6.1.1')).status).toBe(200);
    expect((await login({ email, password: 'old-bcrypt-1' }, '10.6.1.1')).status).toBe(401);
  });

  it('fails closed: when the limiter cannot be consulted, even a right password is refused', async () => {
    // The suite's database, except that the limiter's table cannot be reached.
    const failing = (db: Db): Db => ({
      ...db,
      query: (sql, params) =>
        sql.includes('login_attempts') ? Promise.reject(new Error('limiter down')) : db.query(sql, params),
      transaction: (fn) => db.transaction((tx) => fn(failing(tx))),
    });
    const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const app = createApp({ db: failing(t.db), config: testAppConfig(), logger, now: clock.now });
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

describeEachDriver(
  'sign-in throttling across server processes',
  (t) => {
    it.runIf(t.driver === 'postgres')(
      'checks at most 5 of 40 parallel wrong passwords from 10 clients split over two processes',
      async () => {
        const { email } = await createTestUser(t.db, { password: 'Right-password-6' });
        // A second pool to the same database is what a second server process has.
        const otherProcess = await openPostgresDb(t.url ?? '');
        try {
          const apps = [t.app(), createApp({ db: otherProcess, config: testAppConfig(), logger: silentLogger })];
          const answers = await Promise.all(
            Array.from({ length: 40 }, (_, i) =>
              postJson(
                apps[i % 2] as Hono,
                '/api/v1/login',
                { email, password: `wrong-${i}` },
                { ip: `10.6.2.${i % 10}` },
              ),
            ),
          );
          const bodies = await Promise.all(answers.map((response) => response.json() as Promise<LoginAnswer>));
          expect(bodies.filter((body) => body.message === INVALID.message)).toHaveLength(5);
          expect(bodies.filter((body) => body.code_required === true)).toHaveLength(35);
        } finally {
          await otherProcess.close();
        }
      },
    );
  },
  { prepare: 'migrated' },
);
