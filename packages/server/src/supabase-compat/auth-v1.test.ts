import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../auth/jwt';
import { RECOVERY_TOKEN_TTL_MS } from '../auth/recovery-tokens';
import { createAfterResponse } from '../http/after-response';
import { silentLogger } from '../logger';
import type { StoredMail } from '../mail/dev-mailbox';
import { describeEachDriver } from '../testing/describe-each-driver';
import { codeIn, latestMail, linkIn } from '../testing/dev-mail';
import { postJson } from '../testing/http-requests';
import { type ListeningApp, listen } from '../testing/listen';
import { TEST_JWT_SECRET } from '../testing/test-app-config';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { expectSameTiming, timePairs } from '../testing/timing';

const DEMO_PASSWORD = 'Demo1234!';
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** A client as the app makes one, minus the browser parts (shared/reference/supabase-wire.md). */
function supabaseClient(url: string): SupabaseClient {
  return createClient(url, 'local-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own (the realtime client is created even if unused).
    // ws's constructor types allow a null address, which supabase-js's WebSocketLike does not.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
}

/** Follows a mailed link the way a browser would, up to the redirect, and reads the fragment. */
async function followLink(link: string): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  return { status: response.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describeEachDriver('the Supabase-compatible /auth/v1 through supabase-js', (t) => {
  const clock = testClock();
  const afterResponse = createAfterResponse(silentLogger);
  let server: ListeningApp;
  let url = '';
  const client = () => supabaseClient(url);
  /** The newest mail to `to`, once the mail answered requests promised has gone out. */
  const mailTo = async (to: string): Promise<StoredMail | undefined> => {
    await afterResponse.idle();
    return latestMail(url, to);
  };
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await listen((listeningUrl) =>
      t.app({ now: clock.now, config: { publicUrl: listeningUrl }, afterResponse }),
    );
    url = server.url;
  });
  afterAll(() => server?.close());

  it('registers a customer end to end: code, set-password link, new password, sign-in', async () => {
    const email = `journey-${Date.now()}@example.test`;
    const registration = {
      name: 'Jo Journey',
      email,
      phone: '5551234567',
      gender: 'other',
      dob: '1985-06-01',
      userType: 'customer',
    };
    expect((await post('/api/v1/verify_email', registration)).status).toBe(200);
    const code = codeIn(await mailTo(email));
    expect((await post('/api/v1/verify_otp_user', { email, otp: code })).status).toBe(200);

    const link = linkIn(await mailTo(email));
    const landed = await followLink(link);
    expect(landed.status).toBe(303);
    expect(`${landed.location.origin}${landed.location.pathname}`).toBe(`${url}/reset-password`);
    expect([...landed.fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(landed.fragment.get('token_type')).toBe('bearer');
    expect(landed.fragment.get('type')).toBe('recovery');
    expect(landed.fragment.get('expires_in')).toBe('3600');

    // What the reset screen does: take the session from the link, then update the password.
    const supabase = client();
    const { error: sessionError } = await supabase.auth.setSession({
      access_token: landed.fragment.get('access_token') ?? '',
      refresh_token: landed.fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();

    const weak = await supabase.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
    });

    const updated = await supabase.auth.updateUser({ password: 'A-new-password-1' });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { name: 'Jo Journey', user_type: 'customer' },
      app_metadata: { provider: 'email', user_type: 'customer' },
    });
    expect(updated.data.user?.email_confirmed_at).toEqual(expect.any(String));

    // One identity: API v1 checks the password the recovery flow set.
    const login = await post('/api/v1/login', { email, password: 'A-new-password-1', role: 'customer' });
    expect(login.status).toBe(200);

    // The link worked once.
    const again = await followLink(link);
    expect(again.status).toBe(303);
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('answers recover the same for known and unknown addresses, and mails only the known one', async () => {
    const { email } = await createTestUser(t.db, { password: 'Old-password-1' });
    const unknown = `nobody-${Date.now()}@example.test`;
    const supabase = client();
    expect(await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${url}/reset-password` })).toEqual({
      data: {},
      error: null,
    });
    expect(await supabase.auth.resetPasswordForEmail(unknown, { redirectTo: `${url}/reset-password` })).toEqual({
      data: {},
      error: null,
    });

    const raw = async (address: string) => {
      const response = await post(`/auth/v1/recover?redirect_to=${encodeURIComponent(`${url}/reset-password`)}`, {
        email: address,
      });
      return { status: response.status, body: await response.text() };
    };
    expect(await raw(email)).toEqual(await raw(`other-${unknown}`));

    expect(await mailTo(unknown)).toBeUndefined();
    const mail = await mailTo(email);
    expect(mail?.subject).toBe('Reset your Injury Assist password');
    expect(new URL(linkIn(mail)).searchParams.get('redirect_to')).toBe(`${url}/reset-password`);
  });

  it('resets a forgotten password and signs in with the new one', async () => {
    const { email } = await createTestUser(t.db, { password: 'Old-password-2', type: 'provider' });
    const supabase = client();
    await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${url}/reset-password` });
    const { fragment } = await followLink(linkIn(await mailTo(email)));
    await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await supabase.auth.updateUser({ password: 'New-password-2' })).error).toBeNull();

    const old = await client().auth.signInWithPassword({ email, password: 'Old-password-2' });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const fresh = await client().auth.signInWithPassword({ email, password: 'New-password-2' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.user?.app_metadata.user_type).toBe('provider');
  });

  it('sends recovery links only to the app: another redirect_to becomes PUBLIC_URL/reset-password', async () => {
    const { email } = await createTestUser(t.db, { password: 'Old-password-3' });
    await client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const link = linkIn(await mailTo(email));
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${url}/reset-password`);

    // A link edited to point elsewhere still lands on the app.
    const edited = new URL(link);
    edited.searchParams.set('redirect_to', 'https://evil.example/steal');
    const landed = await followLink(edited.toString());
    expect(landed.location.origin).toBe(url);
    expect(landed.fragment.get('access_token')).toBeTruthy();
  });

  it('refuses a recovery link after an hour', async () => {
    const { email } = await createTestUser(t.db, { password: 'Old-password-4' });
    await client().auth.resetPasswordForEmail(email, { redirectTo: `${url}/reset-password` });
    // The link is made when the mail goes out, after the answer.
    const link = linkIn(await mailTo(email));
    clock.advance(RECOVERY_TOKEN_TTL_MS + 1000);
    const { status, fragment } = await followLink(link);
    expect(status).toBe(303);
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('signs in with a password and reports the user type', async () => {
    const { data, error } = await client().auth.signInWithPassword({
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String) });
    expect(data.user).toMatchObject({ email: 'admin@demo.test', app_metadata: { user_type: 'admin' } });
  });

  it('signs up with an address and a password: no sign-in until the mailed link confirms the address', async () => {
    const email = `signup-${Date.now()}@example.test`;
    const signedUp = await client().auth.signUp({
      email,
      password: 'Signup-password-1',
      options: { data: { name: 'Sam Signup', plan: 'trial' }, emailRedirectTo: `${url}/welcome` },
    });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();
    expect(signedUp.data.user).toMatchObject({ email, user_metadata: { name: 'Sam Signup', plan: 'trial' } });

    const early = await client().auth.signInWithPassword({ email, password: 'Signup-password-1' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const landed = await followLink(linkIn(await mailTo(email)));
    expect(landed.status).toBe(303);
    expect(`${landed.location.origin}${landed.location.pathname}`).toBe(`${url}/welcome`);
    expect(landed.fragment.get('type')).toBe('signup');
    const confirmed = client();
    await confirmed.auth.setSession({
      access_token: landed.fragment.get('access_token') ?? '',
      refresh_token: landed.fragment.get('refresh_token') ?? '',
    });
    expect((await confirmed.auth.getUser()).data.user?.email_confirmed_at).toEqual(expect.any(String));
    const later = await client().auth.signInWithPassword({ email, password: 'Signup-password-1' });
    expect(later.error).toBeNull();

    // The same address again: the same answer, no second account, and the owner is told.
    const again = await client().auth.signUp({ email, password: 'Other-password-2' });
    expect(again.error).toBeNull();
    expect(again.data.user?.email).toBe(email);
    expect((await mailTo(email))?.subject).toBe('Someone tried to register with your email address');
    expect((await client().auth.signInWithPassword({ email, password: 'Other-password-2' })).error).not.toBeNull();
  });

  it('keeps what updateUser({ data }) sets in user_metadata, and when the user last signed in', async () => {
    const { email } = await createTestUser(t.db, { password: 'Meta-password-1' });
    const supabase = client();
    const signedIn = await supabase.auth.signInWithPassword({ email, password: 'Meta-password-1' });
    expect(signedIn.error).toBeNull();
    expect(Date.parse(signedIn.data.user?.last_sign_in_at ?? '')).toBe(clock.now().getTime());

    const set = await supabase.auth.updateUser({ data: { theme: 'dark', seat: 4 } });
    expect(set.error).toBeNull();
    expect(set.data.user?.user_metadata).toMatchObject({ theme: 'dark', seat: 4 });
    const removed = await supabase.auth.updateUser({ data: { seat: null, user_type: 'admin' } });
    expect(removed.data.user?.user_metadata).toMatchObject({ theme: 'dark', user_type: 'customer' });
    expect(removed.data.user?.user_metadata).not.toHaveProperty('seat');

    // Another device reads the same user.
    const other = client();
    await other.auth.signInWithPassword({ email, password: 'Meta-password-1' });
    expect((await other.auth.getUser()).data.user?.user_metadata).toMatchObject({ theme: 'dark' });

    const email2 = await supabase.auth.updateUser({ email: 'new@example.test' });
    expect(email2.error).toMatchObject({ status: 422, code: 'validation_failed' });
  });

  it('signs in when the exposed schema has a table of its own named users', async () => {
    await t.db.exec('create table if not exists public.users (username text primary key)');
    try {
      const { error } = await client().auth.signInWithPassword({ email: 'admin@demo.test', password: DEMO_PASSWORD });
      expect(error).toBeNull();
    } finally {
      await t.db.exec('drop table public.users');
    }
  });

  it('asks for the mailed code after 5 wrong passwords; verifyOtp with the code and the password signs in', async () => {
    const password = 'Right-password-5';
    const { email } = await createTestUser(t.db, { password });
    for (let i = 0; i < 5; i++) {
      const { error } = await client().auth.signInWithPassword({ email, password: `wrong-${i}` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const stepUp = await client().auth.signInWithPassword({ email, password });
    expect(stepUp.data.session).toBeNull();
    expect(stepUp.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: `We sent a 6-digit code to ${email}. Enter it with your password to sign in.`,
    });
    const code = codeIn(await mailTo(email));

    // supabase-js sends what it is given: the password rides along with the code.
    const wrong = { email, token: code === '000000' ? '000001' : '000000', type: 'email' as const, password };
    expect((await client().auth.verifyOtp(wrong)).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Invalid verification code. Please try again.',
    });
    const codeAlone = await post('/auth/v1/verify', { email, token: code, type: 'email' });
    expect(codeAlone.status).toBe(400);
    expect(await codeAlone.json()).toEqual({
      code: 'validation_failed',
      message: 'The password is required with the code: the code is a second step of signing in with a password',
    });

    const withCode = { email, token: code, type: 'email' as const, password };
    const signedIn = client();
    const { data, error } = await signedIn.auth.verifyOtp(withCode);
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', refresh_token: expect.any(String) });
    expect((await signedIn.auth.getUser()).data.user?.email).toBe(email);
  });

  it('refuses password grants with 429 after 10 failures from one client at one address', async () => {
    const { email } = await createTestUser(t.db, { password: 'Right-password-7' });
    const app = t.app({ now: clock.now, afterResponse });
    const grant = (password: string) =>
      postJson(app, '/auth/v1/token?grant_type=password', { email, password }, { ip: '10.22.0.1' });
    const verify = (token: string) =>
      postJson(app, '/auth/v1/verify', { email, token, type: 'email', password: 'x' }, { ip: '10.22.0.1' });
    for (let i = 0; i < 5; i++) expect((await grant(`wrong-${i}`)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await verify(`00000${i}`)).status).toBe(403);
    const refused = await grant('Right-password-7');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    });
  });

  it('rotates refresh tokens, and a reused one ends the session', async () => {
    const supabase = client();
    const signedIn = await supabase.auth.signInWithPassword({ email: 'customer@demo.test', password: DEMO_PASSWORD });
    const first = signedIn.data.session?.refresh_token ?? '';

    const refreshed = await supabase.auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);
    expect(refreshed.data.session?.access_token).toEqual(expect.any(String));

    const reused = await client().auth.refreshSession({ refresh_token: first });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // Reuse may mean theft: the session's newer token is revoked as well.
    const after = await client().auth.refreshSession({ refresh_token: second });
    expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('logout revokes the session: its refresh token and access token stop working', async () => {
    const supabase = client();
    const { data } = await supabase.auth.signInWithPassword({ email: 'customer@demo.test', password: DEMO_PASSWORD });
    const accessToken = data.session?.access_token ?? '';
    const refreshToken = data.session?.refresh_token ?? '';
    const bearer = { authorization: `Bearer ${accessToken}` };
    expect((await fetch(`${url}/auth/v1/user`, { headers: bearer })).status).toBe(200);

    expect((await supabase.auth.signOut()).error).toBeNull();

    expect((await client().auth.refreshSession({ refresh_token: refreshToken })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    const user = await fetch(`${url}/auth/v1/user`, { headers: bearer });
    expect(user.status).toBe(401);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('refuses an expired access token with 401', async () => {
    const { data } = await client().auth.signInWithPassword({ email: 'customer@demo.test', password: DEMO_PASSWORD });
    const claims = JSON.parse(
      Buffer.from((data.session?.access_token ?? '').split('.')[1] ?? '', 'base64url').toString(),
    );
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const expired = await signJwt({ ...claims, iat: nowSeconds - 7200, exp: nowSeconds - 1 }, TEST_JWT_SECRET);

    const { error } = await client().auth.getUser(expired);
    expect(error).toMatchObject({ status: 401, code: 'bad_jwt' });
    const response = await fetch(`${url}/auth/v1/user`, { headers: { authorization: `Bearer ${expired}` } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'bad_jwt', message: 'invalid JWT: token is expired' });

    // The same token, signed with another secret, is not ours.
    const forged = await signJwt({ ...claims }, 'another-secret-another-secret-another');
    expect((await fetch(`${url}/auth/v1/user`, { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
  });

  it('refuses an over-long password with 422', async () => {
    const supabase = client();
    await supabase.auth.signInWithPassword({ email: 'customer@demo.test', password: DEMO_PASSWORD });
    const { error } = await supabase.auth.updateUser({ password: 'x'.repeat(73) });
    expect(error).toMatchObject({ status: 422, code: 'validation_failed' });
  });

  // A comparison of response times on a shared machine: a burst of other work can fall unevenly on
  // the two halves once; a real difference shows on every try.
  it('takes as long to answer recover for a known address as for an unknown one (20 pairs back to back)', {
    retry: 2,
  }, async () => {
    const app = t.app({ now: clock.now, afterResponse });
    const users = await Promise.all(Array.from({ length: 20 }, () => createTestUser(t.db)));
    let client = 0;
    const timed = async (email: string) => {
      client++;
      const at = performance.now();
      const response = await postJson(
        app,
        '/auth/v1/recover',
        { email },
        { ip: `10.20.${client >> 8}.${client & 255}` },
      );
      const ms = performance.now() - at;
      expect(response.status).toBe(200);
      await afterResponse.idle();
      return ms;
    };
    await timed('warm-up@example.test');
    const [known, unknown] = await timePairs(
      users.length,
      (i) => timed(users[i]?.email ?? ''),
      (i) => timed(`nobody-${i}-${Date.now()}@example.test`),
    );
    expectSameTiming(known, unknown);
    // The known ones were mailed all the same.
    expect((await mailTo(users[0]?.email ?? ''))?.subject).toBe('Reset your Injury Assist password');
  });

  it('limits each client to 20 recovery requests in 15 minutes, known addresses or not', async () => {
    const app = t.app({ now: clock.now, afterResponse });
    const recover = (email: string) => postJson(app, '/auth/v1/recover', { email }, { ip: '10.21.0.1' });
    for (let i = 0; i < 20; i++) expect((await recover(`someone-${i}@example.test`)).status).toBe(200);
    const refused = await recover('customer@demo.test');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/),
    });
  });

  it('refuses control characters and tokens naming no real session with 400 and 401, never 5xx', async () => {
    const nul = await post('/auth/v1/token?grant_type=password', { email: 'a\u0000@example.test', password: 'x' });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({
      code: 'validation_failed',
      message: 'The field email must not contain control characters.',
    });
    const recover = await post('/auth/v1/recover', { email: 'customer@demo.test\u0000' });
    expect(recover.status).toBe(400);
    const query = await fetch(`${url}/auth/v1/verify?type=recovery&token=%00`);
    expect(query.status).toBe(400);

    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const notUuid = signJwt(
      {
        sub: '00000000-0000-4000-8000-000000000001',
        email: 'customer@demo.test',
        role: 'authenticated',
        aud: 'authenticated',
        user_type: 'customer',
        session_id: 'not-a-uuid',
        iat: nowSeconds,
        exp: nowSeconds + 60,
      },
      TEST_JWT_SECRET,
    );
    const user = await fetch(`${url}/auth/v1/user`, { headers: { authorization: `Bearer ${notUuid}` } });
    expect(user.status).toBe(401);
    const api = await fetch(`${url}/api/v1/getUserById/00000000-0000-4000-8000-000000000001`, {
      headers: { authorization: `Bearer ${notUuid}` },
    });
    expect(api.status).toBe(401);
  });

  it('answers CORS preflights and exposes the API version header', async () => {
    const preflight = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');

    const response = await fetch(`${url}/auth/v1/user`, { headers: { origin: 'http://localhost:5173' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(await response.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
  });
});
