import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAfterResponse } from '../http/after-response';
import { silentLogger } from '../logger';
import { describeEachDriver } from '../testing/describe-each-driver';
import { codeIn, latestMail } from '../testing/dev-mail';
import { postJson } from '../testing/http-requests';
import { type ListeningApp, listen } from '../testing/listen';
import { jsonHeaders } from '../testing/sign-in';
import { supabaseAs } from '../testing/supabase-client';
import { createTestUser } from '../testing/test-users';
import { describeClient } from './user-agent';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PASSWORD = 'Security-events-1';

interface EventRow {
  kind: string;
  client: string | null;
  client_ip: string | null;
}

// A person's security activity (issue 26) as they and others meet it: sign-ins through the app's
// API and through supabase-js both appear, each with its client and address, and nobody else sees them.
describeEachDriver('security events', (t) => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await listen(() => t.app());
  });
  afterAll(() => server?.close());

  const login = (email: string, password: string, userAgent = CHROME_ON_MAC) =>
    fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
      body: JSON.stringify({ email, password }),
    });
  const tokenOf = async (email: string) => {
    const response = await login(email, PASSWORD);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const eventsThroughApi = async (token: string, query = '') => {
    const response = await fetch(`${server.url}/api/v1/security-events${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { events: EventRow[]; total: number } }).data;
  };

  it('shows a sign-in through the app and one through supabase-js, newest first, with client and address', async () => {
    const person = await createTestUser(t.db, { password: PASSWORD });
    await tokenOf(person.email);
    const supabase = supabaseAs(server.url);
    const { data, error } = await supabase.auth.signInWithPassword({ email: person.email, password: PASSWORD });
    expect(error).toBeNull();

    const { events, total } = await eventsThroughApi(await tokenOf(person.email));
    expect(total).toBe(3);
    expect(events.map((event) => event.kind)).toEqual(['sign_in', 'sign_in', 'sign_in']);
    expect(events[1]?.client).toBe('a program (Node.js)');
    expect(events[2]).toMatchObject({
      client: 'Chrome on macOS',
      client_ip: expect.stringMatching(/127\.0\.0\.1|::1/),
    });

    const own = supabaseAs(server.url, data.session?.access_token);
    const read = await own.from('security_events').select('kind, client').order('id');
    expect(read.error).toBeNull();
    expect(read.data?.map((row) => row.client)).toEqual(['Chrome on macOS', 'a program (Node.js)', 'Chrome on macOS']);
  });

  it('records a wrong password and a password change, and pages the list', async () => {
    const person = await createTestUser(t.db, { type: 'provider', password: PASSWORD });
    expect((await login(person.email, 'Not-the-password-1')).status).toBe(401);
    const token = await tokenOf(person.email);
    const changed = await fetch(`${server.url}/api/v1/provider/password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'User-Agent': CHROME_ON_MAC },
      body: JSON.stringify({
        currentPassword: PASSWORD,
        newPassword: 'Changed-pass-2',
        confirmPassword: 'Changed-pass-2',
      }),
    });
    expect(changed.status).toBe(200);

    const all = await eventsThroughApi(token);
    expect(all.events.map((event) => event.kind)).toEqual(['password_changed', 'sign_in', 'sign_in_failed']);
    const second = await eventsThroughApi(token, '?limit=2&offset=2');
    expect(second).toEqual({ events: [all.events[2]], total: 3 });
  });

  it("lets nobody read another person's events", async () => {
    const owner = await createTestUser(t.db, { password: PASSWORD });
    const other = await createTestUser(t.db, { password: PASSWORD });
    await tokenOf(owner.email);
    const otherToken = await tokenOf(other.email);

    expect((await eventsThroughApi(otherToken)).events).toHaveLength(1);
    const asOther = supabaseAs(server.url, otherToken);
    const peek = await asOther.from('security_events').select('user_id').eq('user_id', owner.id);
    expect(peek.error).toBeNull();
    expect(peek.data).toEqual([]);
    const forged = await asOther.from('security_events').insert({ user_id: other.id, kind: 'sign_in', at: new Date() });
    expect(forged.error?.code).toBe('42501');
    const anonymous = await supabaseAs(server.url).from('security_events').select('id');
    expect(anonymous.data ?? []).toEqual([]);
    expect((await fetch(`${server.url}/api/v1/security-events`)).status).toBe(401);
  });
});

describeEachDriver('security events of the sign-in step-up', (t) => {
  const afterResponse = createAfterResponse(silentLogger);
  const app = () => t.app({ afterResponse });
  const login = async (body: object) => {
    const response = await postJson(app(), '/api/v1/login', body, { ip: '10.40.0.7' });
    await afterResponse.idle();
    return response;
  };

  it('shows the failures, the code sent, the code used and the sign-in', async () => {
    const { email } = await createTestUser(t.db, { password: PASSWORD });
    for (let i = 0; i < 5; i++) expect((await login({ email, password: `guess-${i}` })).status).toBe(401);
    expect(
      ((await (await login({ email, password: PASSWORD })).json()) as { code_required?: boolean }).code_required,
    ).toBe(true);
    const signedIn = await login({ email, password: PASSWORD, code: codeIn(await latestMail(app(), email)) });
    expect(signedIn.status).toBe(200);
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;

    const response = await app().request('/api/v1/security-events', { headers: jsonHeaders(token) });
    const { events } = ((await response.json()) as { data: { events: EventRow[] } }).data;
    expect(events.map((event) => event.kind)).toEqual([
      'sign_in',
      'step_up_code_used',
      'step_up_code_sent',
      ...Array(5).fill('sign_in_failed'),
    ]);
    expect(events[0]?.client_ip).toBe('10.40.0.7');
  });
});

describe('describeClient', () => {
  it.each([
    [CHROME_ON_MAC, 'Chrome on macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['node', 'a program (Node.js)'],
    ['', null],
    ['SomethingElse/1.0', null],
  ])('reads %s as %s', (userAgent, expected) => {
    expect(describeClient(userAgent)).toBe(expected);
  });
});
