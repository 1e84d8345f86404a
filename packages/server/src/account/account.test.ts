import { addDays, FORMER_CUSTOMER } from '@injury-assist/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAfterResponse } from '../http/after-response';
import { silentLogger } from '../logger';
import { apiCaller, TAMPA } from '../testing/api-caller';
import { dateIn } from '../testing/booking-dates';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { codeIn, latestMail } from '../testing/dev-mail';
import { type ListeningApp, listen } from '../testing/listen';
import { readZip } from '../testing/read-zip';
import { accessTokenFor, DEMO_ADMIN_ID, jsonHeaders } from '../testing/sign-in';
import { supabaseAs } from '../testing/supabase-client';
import { createTestBusiness, createTestCustomer, type TestBusiness } from '../testing/test-business';
import { pngImage } from '../testing/test-images';
import { tempDataDir, uploadFile } from '../testing/uploads';
import { CUSTOMER_LEFT_REASON, deletedAddress, PROVIDER_LEFT_REASON } from './account-deletion';
import { EXPORT_JSON_NAME } from './account-export';
import { ACCOUNT_DELETED, CUSTOMERS_AND_PROVIDERS_ONLY, deletionCodeSent, WRONG_PASSWORD } from './account-routes';

interface ProviderAppointments {
  upcoming: { booking_id: string; status: number }[];
  past: { booking_id: string; status: number; cancel_reason: string | null }[];
}

// People's control over their data (issue 26), across the seam: what one person exports or
// deletes ends in what the provider, the customer on the other side and the administrator see.
describeEachDriver('exporting and deleting one’s own account', (t) => {
  const dataDir = tempDataDir();
  const afterResponse = createAfterResponse(silentLogger);
  let server: ListeningApp;
  let admin: SupabaseClient;
  const app = () => t.app({ config: { dataDir }, afterResponse });
  const call = apiCaller(t);
  const inTampa = (days: number) => addDays(dateIn('America/New_York'), days);

  const book = (customer: { id: string; token: string }, business: TestBusiness, days: number, slot: string) =>
    call('POST', 'bookSlot', customer.token, {
      provider_id: business.providerId,
      address: business.address,
      date: `${inTampa(days)} 00:00:00`,
      slot,
      user_id: customer.id,
    });
  const deleteAccount = (token: string, body: unknown) =>
    app().request('/api/v1/me/delete', { method: 'POST', headers: jsonHeaders(token), body: JSON.stringify(body) });
  const signIn = (email: string) => call('POST', 'login', undefined, { email, password: 'Demo1234!' });
  const auditLines = async (action: string, recordId: string) => {
    const { data, error } = await admin
      .from('audit_log')
      .select('actor_id, action, record_kind, record_id, detail')
      .eq('action', action)
      .eq('record_id', recordId);
    expect(error).toBeNull();
    return data ?? [];
  };

  beforeAll(async () => {
    server = await listen(app);
    admin = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_ADMIN_ID));
  });
  afterAll(() => server?.close());

  it('gives a customer a ZIP with their account, booking, concern and picture, without secrets, and records it', async () => {
    const business = await createTestBusiness(t.db);
    const customer = await createTestCustomer(t.db, { name: 'Erin Export' });
    const upload = await uploadFile(
      app(),
      { bytes: pngImage(8, 8), name: 'me.png', type: 'image/png' },
      { token: customer.token },
    );
    const { file } = (await upload.json()) as { file: string };
    await call('PATCH', 'updateUserById', customer.token, {
      user_id: customer.id,
      name: 'Erin Export',
      profile_picture: file,
    });
    const booked = await book(customer, business, 5, '10:00 AM - 11:00 AM');
    expect(booked.status).toBe(200);
    const concern = await call('POST', 'raise_concern', customer.token, {
      user_id: customer.id,
      title: 'Export me',
      description: 'What do you hold?',
      priority: 'low',
    });
    expect(concern.status).toBe(200);
    await t.db.query(`insert into private.calendar_feeds (user_id, token) values ($1, repeat('s', 40))`, [customer.id]);

    const response = await app().request('/api/v1/me/export', { headers: jsonHeaders(customer.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="injury-assist-data-.*\.zip"$/);
    const files = await readZip(new Uint8Array(await response.arrayBuffer()));
    const text = files.get(EXPORT_JSON_NAME)?.toString('utf8') ?? '';
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: customer.id, email: customer.email, name: 'Erin Export' });
    expect(data.bookings).toEqual([
      expect.objectContaining({
        booking_id: (booked.body.data as { booking_id: string }).booking_id,
        provider: 'Test Orthopedics',
      }),
    ]);
    expect(data.concerns).toEqual([expect.objectContaining({ title: 'Export me', description: 'What do you hold?' })]);
    expect(data.calendar_feed.exists).toBe(true);
    const picture = `files/${file.replace('/uploads/', '')}`;
    expect(data.files).toEqual([expect.objectContaining({ name: picture, content_type: 'image/png' })]);
    expect(files.get(picture)).toEqual(pngImage(8, 8));
    expect(text).not.toMatch(/password_hash|ssssssss|token/);

    expect(await auditLines('account.export', customer.id)).toEqual([
      expect.objectContaining({ actor_id: customer.id, record_kind: 'users', detail: { files: 1 } }),
    ]);
  });

  it('deletes a customer: the provider sees the cancellation, the review stays anonymous, sign-in fails, the admin sees the request', async () => {
    const business = await createTestBusiness(t.db);
    const customer = await createTestCustomer(t.db, { name: 'Dana Departing' });
    const future = await book(customer, business, 3, '09:00 AM - 10:00 AM');
    const bookingId = (future.body.data as { booking_id: string }).booking_id;
    await t.db.query(
      `insert into reviews (provider_id, user_id, author, rating, body) values ($1, $2, 'Dana Departing', 5, 'Great care.')`,
      [business.providerId, customer.id],
    );

    const wrong = await deleteAccount(customer.token, { password: 'not-it' });
    expect(wrong.status).toBe(400);
    const wrongBody = await wrong.json();
    expectContractResponse('deleteMyAccount', 400, wrongBody);
    expect(wrongBody).toEqual({ status: 400, message: WRONG_PASSWORD });
    const before = (await call('GET', 'provider/appointments', business.user.token))
      .body as unknown as ProviderAppointments;
    expect(before.upcoming.map((row) => row.booking_id)).toContain(bookingId);

    const deleted = await deleteAccount(customer.token, { password: 'Demo1234!' });
    expect(deleted.status).toBe(200);
    const body = await deleted.json();
    expectContractResponse('deleteMyAccount', 200, body);
    expect(body).toEqual({ status: 200, message: ACCOUNT_DELETED });
    await afterResponse.idle();

    // The provider: the booking is no longer upcoming but cancelled, and they were told.
    const after = (await call('GET', 'provider/appointments', business.user.token))
      .body as unknown as ProviderAppointments;
    expect(after.upcoming.map((row) => row.booking_id)).not.toContain(bookingId);
    expect(after.past).toContainEqual(
      expect.objectContaining({ booking_id: bookingId, status: 4, cancel_reason: CUSTOMER_LEFT_REASON }),
    );
    const [notice] = await t.db.query<{ title: string }>(
      `select title from private.provider_notifications where booking_id = $1 order by id desc limit 1`,
      [bookingId],
    );
    expect(notice?.title).toBe('Booking cancelled');
    expect((await latestMail(app(), customer.email))?.subject).toBe('Your Injury Assist account has been deleted');

    // The review stays, without the person.
    const [review] = await t.db.query<{ author: string; user_id: string | null }>(
      `select author, user_id from reviews where provider_id = $1`,
      [business.providerId],
    );
    expect(review).toEqual({ author: FORMER_CUSTOMER, user_id: null });

    // Sign-in answers as for an address nobody has; the old token is refused.
    const login = await signIn(customer.email);
    expect(login).toEqual({ status: 401, body: { status: 401, message: 'Invalid email or password' } });
    expect((await call('GET', `getUserById/${customer.id}`, customer.token)).status).toBe(401);
    const token = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: 'local-anon-key' },
      body: JSON.stringify({ email: customer.email, password: 'Demo1234!' }),
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ code: 'invalid_credentials' });

    // The administrator: the person is gone from Users, and the request is in the audit log.
    const { data: profiles } = await admin.from('profiles').select('id').eq('id', customer.id);
    expect(profiles).toEqual([]);
    expect(await auditLines('account.delete', customer.id)).toEqual([
      expect.objectContaining({
        actor_id: customer.id,
        record_kind: 'users',
        detail: { user_type: 'customer', cancelled_bookings: 1 },
      }),
    ]);
    const [standIn] = await t.db.query<{ email: string; name: string; password_hash: string | null }>(
      'select email, name, password_hash from private.users where id = $1',
      [customer.id],
    );
    expect(standIn).toEqual({ email: deletedAddress(customer.id), name: FORMER_CUSTOMER, password_hash: null });
  });

  it("deletes a provider: the listing leaves the search and the customer's booking is cancelled with a reason", async () => {
    const business = await createTestBusiness(t.db, { name: 'Leaving Orthopedics' });
    const customer = await createTestCustomer(t.db);
    const booked = await book(customer, business, 4, '11:00 AM - 12:00 PM');
    const bookingId = (booked.body.data as { booking_id: string }).booking_id;
    const search = async () => {
      const found = await fetch(`${server.url}/api/v1/find_service_api`, {
        method: 'POST',
        headers: jsonHeaders(customer.token),
        body: JSON.stringify({
          category_id: 1,
          speciality_group_id: 5,
          speciality_id: 6,
          country_id: 1,
          state_id: 9,
          city: TAMPA,
        }),
      });
      const answer = (await found.json()) as { data: { business_provider_id: number }[] };
      return answer.data.map((row) => row.business_provider_id);
    };
    // Searched first, so the answer is cached when the provider leaves.
    expect(await search()).toContain(business.providerId);

    expect((await deleteAccount(business.user.token, { password: 'Demo1234!' })).status).toBe(200);
    await afterResponse.idle();

    expect(await search()).not.toContain(business.providerId);
    const history = await call('GET', `find_slots_api/${customer.id}`, customer.token);
    expect(history.body.upcoming).toEqual([]);
    expect(history.body.past).toContainEqual(expect.objectContaining({ booking_id: bookingId, booking_status: 3 }));
    const mail = await latestMail(app(), customer.email);
    expect(mail?.text).toContain(PROVIDER_LEFT_REASON);
    expect((await signIn(business.user.email)).status).toBe(401);
    expect(await auditLines('account.delete', business.user.id)).toHaveLength(1);
  });

  it('asks for the mailed code when the address is in sign-in step-up, and deletes with it', async () => {
    const customer = await createTestCustomer(t.db);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await deleteAccount(customer.token, { password: `guess-${attempt}` })).status).toBe(400);
    }
    const asked = await deleteAccount(customer.token, { password: 'Demo1234!' });
    const askedBody = await asked.json();
    expectContractResponse('deleteMyAccount', 400, askedBody);
    expect(askedBody).toEqual({ status: 400, message: deletionCodeSent(customer.email), code_required: true });
    await afterResponse.idle();
    const code = codeIn(await latestMail(app(), customer.email));
    expect((await deleteAccount(customer.token, { password: 'Demo1234!', code })).status).toBe(200);
    expect((await signIn(customer.email)).status).toBe(401);
  });

  describe('refusals', () => {
    it('refuses administrators, who have no such account of their own here', async () => {
      const token = await accessTokenFor(t.db, DEMO_ADMIN_ID);
      const exported = await app().request('/api/v1/me/export', { headers: jsonHeaders(token) });
      expect(exported.status).toBe(403);
      const refused = await deleteAccount(token, { password: 'Demo1234!' });
      expect(await refused.json()).toEqual({ status: 403, message: CUSTOMERS_AND_PROVIDERS_ONLY });
    });

    it('answers 401 without a token', async () => {
      expect((await app().request('/api/v1/me/export')).status).toBe(401);
      expect((await deleteAccount('', { password: 'x' })).status).toBe(401);
    });
  });
});
