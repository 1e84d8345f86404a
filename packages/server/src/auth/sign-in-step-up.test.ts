import { expect, it } from 'vitest';
import { createAfterResponse } from '../http/after-response';
import { silentLogger } from '../logger';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { codeIn, latestMail } from '../testing/dev-mail';
import { postJson } from '../testing/http-requests';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { OTP_RESEND_INTERVAL_MS, OTP_TTL_MS } from './email-otp';
import { LOGIN_THROTTLE_WINDOW_MS } from './login-throttle';

/** What a test reads of a login answer, whichever it is. */
type LoginAnswer = { status: number; message?: string; code_required?: boolean; data?: { user: { email: string } } };

const INVALID = { status: 401, message: 'Invalid email or password' };
const WRONG_CODE = { status: 401, message: 'Invalid verification code. Please try again.', code_required: true };
const EXPIRED_CODE = {
  status: 401,
  message: 'This verification code has expired. Please request a new code.',
  code_required: true,
};
const codeRequired = (email: string) => ({
  status: 401,
  message: `We sent a 6-digit code to ${email}. Enter it with your password to sign in.`,
  code_required: true,
});

describeEachDriver('sign-in step-up: guessing from many clients', (t) => {
  const clock = testClock(new Date('2030-02-01T09:00:00Z'));
  const afterResponse = createAfterResponse(silentLogger);
  const app = () => t.app({ now: clock.now, afterResponse });
  const login = async (body: object, ip: string) => {
    const response = await postJson(app(), '/api/v1/login', body, { ip });
    // The code mail goes out after the answer: wait for it, as a person reading their inbox would.
    await afterResponse.idle();
    return response;
  };
  const answer = async (body: object, ip: string) => (await login(body, ip)).json() as Promise<LoginAnswer>;
  const inbox = async (email: string) => {
    const response = await app().request(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    return (await response.json()) as unknown[];
  };
  /** Five wrong passwords from five clients: the address is in step-up. */
  const guessFiveTimes = async (email: string) => {
    for (let i = 0; i < 5; i++)
      expect(await answer({ email, password: `guess-${i}` }, `10.30.0.${i}`)).toEqual(INVALID);
  };

  it('checks at most 5 of 40 parallel wrong passwords from 10 clients; the rest are asked for a code', async () => {
    const { email } = await createTestUser(t.db, { password: 'Owner-password-1' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(app(), '/api/v1/login', { email, password: `guess-${i}` }, { ip: `10.31.0.${i % 10}` }),
      ),
    );
    const bodies = await Promise.all(answers.map((response) => response.json() as Promise<LoginAnswer>));
    for (const body of bodies) expectContractResponse('login', 401, body);
    // 'Invalid email or password' is the answer of a checked password; the step-up answer checks none.
    expect(bodies.filter((body) => body.message === INVALID.message)).toHaveLength(5);
    expect(bodies.filter((body) => body.code_required === true)).toHaveLength(35);
    expect(bodies.filter((body) => body.code_required === true)).toEqual(Array(35).fill(codeRequired(email)));
    // However many clients asked, one code went out.
    await afterResponse.idle();
    expect(await inbox(email)).toHaveLength(1);
  });

  it('lets the owner in with the password and the mailed code; a wrong password with it does not', async () => {
    const password = 'Owner-password-2';
    const { email } = await createTestUser(t.db, { password });
    await guessFiveTimes(email);

    expect(await answer({ email, password }, '10.32.0.1')).toEqual(codeRequired(email));
    const mail = await latestMail(app(), email);
    expect(mail).toMatchObject({ to: email, subject: 'Your Injury Assist sign-in code' });
    const code = codeIn(mail);

    expect(await answer({ email, password: 'not-the-password', code }, '10.32.0.1')).toEqual(INVALID);
    const signedIn = await login({ email, password, code }, '10.32.0.1');
    expect(signedIn.status).toBe(200);
    const body = (await signedIn.json()) as LoginAnswer;
    expectContractResponse('login', 200, body);
    expect(body.data?.user.email).toBe(email);

    // A code signs in once.
    expect(await answer({ email, password, code }, '10.32.0.1')).toEqual(WRONG_CODE);
  });

  it('never lets in a guesser without the mailbox, even one holding the right password', async () => {
    const password = 'Owner-password-3';
    const { email } = await createTestUser(t.db, { password });
    await guessFiveTimes(email);
    const guesser = '10.33.0.1';
    // The right password alone learns nothing: the answer is the one a wrong password gets.
    expect(await answer({ email, password }, guesser)).toEqual(codeRequired(email));
    expect(await answer({ email, password: 'wrong' }, guesser)).toEqual(codeRequired(email));
    const mailed = codeIn(await latestMail(app(), email));
    const wrongCodes = Array.from({ length: 10 }, (_, i) =>
      String((Number(mailed) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    for (const code of wrongCodes) expect(await answer({ email, password, code }, guesser)).toEqual(WRONG_CODE);
    // Ten failures from one client at one address: then 429, so codes cannot be guessed endlessly either.
    expect((await login({ email, password, code: mailed }, guesser)).status).toBe(429);
    // The owner, from their own client, still gets in.
    expect((await login({ email, password, code: mailed }, '10.33.0.2')).status).toBe(200);
  });

  it('mails a code at most once a minute; an earlier code stays good while a newer one is on its way', async () => {
    const password = 'Owner-password-4';
    const { email } = await createTestUser(t.db, { password });
    await guessFiveTimes(email);
    expect(await answer({ email, password }, '10.34.0.1')).toEqual(codeRequired(email));
    const first = codeIn(await latestMail(app(), email));
    expect(await answer({ email, password }, '10.34.0.2')).toEqual(codeRequired(email));
    expect(await inbox(email)).toHaveLength(1);

    clock.advance(OTP_RESEND_INTERVAL_MS);
    expect(await answer({ email, password }, '10.34.0.1')).toEqual(codeRequired(email));
    expect(await inbox(email)).toHaveLength(2);
    expect((await login({ email, password, code: first }, '10.34.0.1')).status).toBe(200);
  });

  it('refuses an expired code, and a new sign-in without it mails a fresh one', async () => {
    const password = 'Owner-password-5';
    const { email } = await createTestUser(t.db, { password });
    await guessFiveTimes(email);
    await login({ email, password }, '10.35.0.1');
    const old = codeIn(await latestMail(app(), email));
    clock.advance(OTP_TTL_MS);
    // The failures are still in the window: the step-up stands.
    expect(OTP_TTL_MS).toBeLessThan(LOGIN_THROTTLE_WINDOW_MS);
    expect(await answer({ email, password, code: old }, '10.35.0.1')).toEqual(EXPIRED_CODE);
    expect(await answer({ email, password }, '10.35.0.1')).toEqual(codeRequired(email));
    const fresh = codeIn(await latestMail(app(), email));
    expect((await login({ email, password, code: fresh }, '10.35.0.1')).status).toBe(200);
  });

  it('keeps the step-up after the owner signs in, until the guesses leave the window', async () => {
    const password = 'Owner-password-6';
    const { email } = await createTestUser(t.db, { password });
    await guessFiveTimes(email);
    await login({ email, password }, '10.36.0.1');
    const code = codeIn(await latestMail(app(), email));
    expect((await login({ email, password, code }, '10.36.0.1')).status).toBe(200);
    // The guessers' failures stand: another sign-in is asked for a code too…
    expect(await answer({ email, password }, '10.36.0.2')).toEqual(codeRequired(email));
    // …until they are older than the window; then a password alone signs in, and a stale code is ignored.
    clock.advance(LOGIN_THROTTLE_WINDOW_MS);
    expect((await login({ email, password }, '10.36.0.2')).status).toBe(200);
    expect((await login({ email, password, code: '000000' }, '10.36.0.3')).status).toBe(200);
  });

  it('answers an address without an account the same way, and mails nothing', async () => {
    const email = 'nobody-here@example.test';
    await guessFiveTimes(email);
    expect(await answer({ email, password: 'anything' }, '10.37.0.1')).toEqual(codeRequired(email));
    expect(await answer({ email, password: 'anything', code: '123456' }, '10.37.0.1')).toEqual(WRONG_CODE);
    expect(await inbox(email)).toEqual([]);
  });

  it('refuses a code that is not 6 digits with 400', async () => {
    const response = await login({ email: 'customer@demo.test', password: 'x', code: '12345' }, '10.38.0.1');
    expect(response.status).toBe(400);
    expect(((await response.json()) as LoginAnswer).message).toMatch(/code/);
  });
});
