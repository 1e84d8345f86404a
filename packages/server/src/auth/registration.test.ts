import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createAfterResponse } from '../http/after-response';
import { silentLogger } from '../logger';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { codeIn, latestMail, linkIn } from '../testing/dev-mail';
import { postJson } from '../testing/http-requests';
import { TEST_PUBLIC_URL } from '../testing/test-app-config';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { expectSameTiming, timePairs } from '../testing/timing';
import { OTP_RESEND_INTERVAL_MS, OTP_TTL_MS } from './email-otp';

const INVALID_CODE = { status: 400, message: 'Invalid verification code. Please try again.' };
const TOO_SOON = { status: 429, message: 'Please wait a minute before requesting a new code.' };

describeEachDriver('customer registration with an e-mail code', (t) => {
  const clock = testClock(new Date('2030-03-01T12:00:00Z'));
  const afterResponse = createAfterResponse(silentLogger);
  const app = () => t.app({ now: clock.now, afterResponse });
  // Each request from its own client, unless a test says otherwise: the per-client limit is tested on its own.
  let clients = 0;
  const nextClient = () => {
    clients++;
    return `10.9.${clients >> 8}.${clients & 255}`;
  };
  const post = async (path: string, body: object, ip = nextClient()) => {
    const response = await postJson(app(), `/api/v1/${path}`, body, { ip });
    // Mail goes out after the answer: wait for it, as a person reading their inbox would.
    await afterResponse.idle();
    return response;
  };
  const newAddress = () => `new-${randomUUID().slice(0, 8)}@example.test`;
  const registration = (email: string) => ({
    name: 'Jane Doe',
    email,
    phone: '+1 (555) 123-4567',
    gender: 'female',
    dob: '1990-04-12',
    userType: 'customer',
  });
  /** Registers `email` and returns the code that was mailed. */
  const register = async (email: string) => {
    const response = await post('verify_email', registration(email));
    expect(response.status).toBe(200);
    return codeIn(await latestMail(app(), email));
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a 6-digit code and stores only its hash', async () => {
    const email = newAddress();
    const response = await post('verify_email', registration(email));
    const body = await response.json();
    expectContractResponse('verifyEmail', 200, body);
    expect(body).toEqual({ status: 200, message: 'Verification code sent to your email.' });

    const mail = await latestMail(app(), email);
    expect(mail).toMatchObject({ to: email, subject: 'Your Injury Assist verification code' });
    const code = codeIn(mail);
    expect(mail?.html).toContain(code);
    const [row] = await t.db.query<Record<string, unknown>>('select * from pending_registrations where email = $1', [
      email,
    ]);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row).toMatchObject({ name: 'Jane Doe', gender: 'female', dob: '1990-04-12', otp_failed_attempts: 0 });
  });

  it('creates the customer for the right code and mails a link to set a password', async () => {
    const email = newAddress();
    const code = await register(email);
    const response = await post('verify_otp_user', { email, otp: code });
    const body = await response.json();
    expectContractResponse('verifyOtpUser', 200, body);
    expect(body).toEqual({ status: 200, message: 'Your email is verified. We sent you a link to set your password.' });

    const [user] = await t.db.query<Record<string, unknown>>(
      'select name, phone, gender, dob, user_type, is_verified, password_hash from users where email = $1',
      [email],
    );
    expect(user).toEqual({
      name: 'Jane Doe',
      phone: '+15551234567',
      gender: 'female',
      dob: '1990-04-12',
      user_type: 'customer',
      is_verified: true,
      password_hash: null,
    });

    const mail = await latestMail(app(), email);
    expect(mail?.subject).toBe('Set your Injury Assist password');
    const link = new URL(linkIn(mail));
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${TEST_PUBLIC_URL}/reset-password`);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    // No password yet, so no sign-in; and the code is spent.
    expect((await post('login', { email, password: 'anything-1' })).status).toBe(401);
    expect(await (await post('verify_otp_user', { email, otp: code })).json()).toEqual(INVALID_CODE);
  });

  it('refuses a wrong code with 400', async () => {
    const email = newAddress();
    const code = await register(email);
    const response = await post('verify_otp_user', { email, otp: wrongCode(code) });
    expect(response.status).toBe(400);
    const body = await response.json();
    expectContractResponse('verifyOtpUser', 400, body);
    expect(body).toEqual(INVALID_CODE);
    // A wrong code does not spend the right one.
    expect((await post('verify_otp_user', { email, otp: code })).status).toBe(200);
  });

  it('refuses a code for an address with no registration', async () => {
    expect(await (await post('verify_otp_user', { email: newAddress(), otp: '123456' })).json()).toEqual(INVALID_CODE);
  });

  it('refuses an expired code after 10 minutes', async () => {
    const email = newAddress();
    const code = await register(email);
    clock.advance(OTP_TTL_MS + 1000);
    expect(await (await post('verify_otp_user', { email, otp: code })).json()).toEqual({
      status: 400,
      message: 'This verification code has expired. Please request a new code.',
    });
  });

  it('spends the code after 5 wrong tries: then even the right one fails, until a new code is sent', async () => {
    const email = newAddress();
    const code = await register(email);
    for (let i = 0; i < 5; i++) {
      expect(await (await post('verify_otp_user', { email, otp: wrongCode(code) })).json()).toEqual(INVALID_CODE);
    }
    expect(await (await post('verify_otp_user', { email, otp: code })).json()).toEqual({
      status: 400,
      message: 'Too many incorrect codes. Please request a new code.',
    });

    clock.advance(OTP_RESEND_INTERVAL_MS);
    expect((await post('resend_otp', { email })).status).toBe(200);
    const fresh = codeIn(await latestMail(app(), email));
    expect((await post('verify_otp_user', { email, otp: fresh })).status).toBe(200);
  });

  it('resends at most once a minute, and a new code replaces the old one', async () => {
    const email = newAddress();
    const first = await register(email);

    const tooSoon = await post('resend_otp', { email });
    expect(tooSoon.status).toBe(429);
    const tooSoonBody = await tooSoon.json();
    expectContractResponse('resendOtp', 429, tooSoonBody);
    expect(tooSoonBody).toEqual(TOO_SOON);
    // Sending the form again is held to the same pace.
    expect(await (await post('verify_email', registration(email))).json()).toEqual(TOO_SOON);

    clock.advance(OTP_RESEND_INTERVAL_MS);
    const resent = await post('resend_otp', { email });
    const body = await resent.json();
    expectContractResponse('resendOtp', 200, body);
    expect(body).toEqual({ status: 200, message: 'A new verification code has been sent to your email.' });
    const second = codeIn(await latestMail(app(), email));

    if (second !== first) {
      expect(await (await post('verify_otp_user', { email, otp: first })).json()).toEqual(INVALID_CODE);
    }
    expect((await post('verify_otp_user', { email, otp: second })).status).toBe(200);
  });

  it('answers a resend alike for an unknown address, a pending registration and an account', async () => {
    const pending = newAddress();
    await register(pending);
    clock.advance(OTP_RESEND_INTERVAL_MS);
    const mailBefore = await latestMail(app(), 'customer@demo.test');
    for (const email of [newAddress(), pending, 'customer@demo.test']) {
      const response = await post('resend_otp', { email });
      const body = await response.json();
      expectContractResponse('resendOtp', 200, body);
      expect(body).toEqual({ status: 200, message: 'A new verification code has been sent to your email.' });
    }
    // Only the pending registration gets a code; the account's owner gets nothing new.
    expect((await latestMail(app(), pending))?.subject).toBe('Your Injury Assist verification code');
    expect(await latestMail(app(), 'customer@demo.test')).toEqual(mailBefore);
    // And a second resend within the minute is refused alike for all three.
    for (const email of [newAddress(), pending, 'customer@demo.test']) {
      if (email.startsWith('new-')) await post('resend_otp', { email });
      expect(await (await post('resend_otp', { email })).json()).toEqual(TOO_SOON);
    }
  });

  it('answers an address that has an account like a new one, and mails its owner instead of a code', async () => {
    const owner = await createTestUser(t.db);
    const response = await post('verify_email', registration(owner.email.toUpperCase()));
    const body = await response.json();
    expectContractResponse('verifyEmail', 200, body);
    expect(body).toEqual({ status: 200, message: 'Verification code sent to your email.' });
    const mail = await latestMail(app(), owner.email);
    expect(mail?.subject).toBe('Someone tried to register with your email address');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    expect(await t.db.query('select 1 from pending_registrations where lower(email) = $1', [owner.email])).toEqual([]);
  });

  it('limits each client to 20 registration mails in 15 minutes, for any addresses', async () => {
    const client = '10.8.0.1';
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await post(
            i % 2 ? 'verify_email' : 'resend_otp',
            i % 2 ? registration(newAddress()) : { email: newAddress() },
            client,
          )
        ).status,
      ).toBe(200);
    }
    const refused = await post('verify_email', registration(newAddress()), client);
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expectContractResponse('verifyEmail', 429, body);
    expect(body).toEqual({
      status: 429,
      message: 'Too many requests from your network. Please wait a few minutes and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('verify_email', registration(newAddress()), '10.8.0.2')).status).toBe(200);
  });

  // A comparison of response times on a shared machine: a burst of other work can fall unevenly on
  // the two halves once; a real difference shows on every try.
  it('takes as long for an address with an account as for a new one (20 pairs back to back: the middle difference under 1 ms plus the noise)', {
    retry: 2,
  }, async () => {
    const owners = await Promise.all(Array.from({ length: 20 }, () => createTestUser(t.db)));
    const timed = async (email: string) => {
      const at = performance.now();
      const response = await postJson(app(), '/api/v1/verify_email', registration(email), { ip: nextClient() });
      const ms = performance.now() - at;
      expect(response.status).toBe(200);
      await afterResponse.idle();
      return ms;
    };
    // Warm both paths, then alternate so load on the machine falls on both alike.
    await timed(newAddress());
    const [known, unknown] = await timePairs(
      owners.length,
      (i) => timed(owners[i]?.email ?? ''),
      () => timed(newAddress()),
    );
    expectSameTiming(known, unknown);
  });

  it('refuses a date of birth in the future; today is fine', async () => {
    const tomorrow = new Date(clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await post('verify_email', { ...registration(newAddress()), dob: tomorrow });
    expect(future.status).toBe(400);
    expect(await future.json()).toEqual({ status: 400, message: 'Date of birth cannot be in the future.' });

    const today = clock.now().toISOString().slice(0, 10);
    expect((await post('verify_email', { ...registration(newAddress()), dob: today })).status).toBe(200);
  });

  it.each([
    [{ phone: '12345' }, 'The field phone is not in the expected format.'],
    [{ phone: '555-CALL-NOW' }, 'The field phone is not in the expected format.'],
    [{ gender: 'Female' }, 'The field gender must be one of: male, female, other.'],
    [{ dob: '1990-02-30' }, 'The field dob must be a date (YYYY-MM-DD).'],
    [{ userType: 'provider' }, 'The field userType must be "customer".'],
    [{ name: '   ' }, 'The field name is not in the expected format.'],
    [{ email: 'jane@' }, 'The field email must be a valid email address.'],
  ])('refuses %j with 400', async (change, message) => {
    const response = await post('verify_email', { ...registration(newAddress()), ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message });
  });

  it.each([
    [{ otp: '12345' }, 'The field otp is not in the expected format.'],
    [{ otp: '12345a' }, 'The field otp is not in the expected format.'],
  ])('refuses a malformed code %j with 400', async (change, message) => {
    const response = await post('verify_otp_user', { email: newAddress(), ...change });
    expect(await response.json()).toEqual({ status: 400, message });
  });
});
