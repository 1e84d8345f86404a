import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOT_TAKING_BOOKINGS } from '../bookings/booking-routes';
import { miamiDate } from '../testing/booking-dates';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { latestMail } from '../testing/dev-mail';
import { type ListeningApp, listen } from '../testing/listen';
import { accessTokenFor, DEMO_ADMIN_ID, DEMO_CUSTOMER_ID, DEMO_PROVIDER_ID, jsonHeaders } from '../testing/sign-in';
import { supabaseAs } from '../testing/supabase-client';
import { createTestUser } from '../testing/test-users';

// Medical → Specialists → Orthopedics in Miami, where the demo provider's business (1) is listed.
const ORTHOPEDICS_IN_MIAMI = {
  category_id: 1,
  speciality_group_id: 5,
  speciality_id: 6,
  country_id: 1,
  state_id: 9,
  city: 31,
};
const DEMO_BUSINESS = 1;
const BISCAYNE = { provider_id: 1, address: '1200 Biscayne Blvd, Miami, FL 33101' };
const SLOT = '11:00 AM - 12:00 PM';

// The back office's Businesses and Bookings screens, as the app calls them: lists through supabase-js
// (/rest/v1), actions through API v1; each test ends in what the customer or the provider sees.
describeEachDriver('the back office: businesses and bookings', (t) => {
  let server: ListeningApp;
  let admin: SupabaseClient;
  let adminToken = '';
  let customerToken = '';
  let providerEmail = '';

  const api = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/v1/${path}`, {
      method,
      headers: jsonHeaders(token),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const searchIds = async () => {
    const { body } = await api('POST', 'find_service_api', customerToken, ORTHOPEDICS_IN_MIAMI);
    return (body.data as { business_provider_id: number }[]).map((row) => row.business_provider_id);
  };
  const auditActions = async (recordId: string) => {
    const { data } = await admin.from('audit_log').select('action').eq('record_id', recordId).order('id');
    return (data ?? []).map((row: { action: string }) => row.action);
  };

  beforeAll(async () => {
    server = await listen(() => t.app());
    adminToken = await accessTokenFor(t.db, DEMO_ADMIN_ID);
    admin = supabaseAs(server.url, adminToken);
    customerToken = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    const [owner] = await t.db.query<{ email: string }>('select email from users where id = $1', [DEMO_PROVIDER_ID]);
    providerEmail = owner?.email ?? '';
  });
  afterAll(() => server?.close());

  it('lists every business a page at a time with a total, ownerless ones included, and searches on the server', async () => {
    // A directory business whose owner has no account yet.
    await t.db.query(
      "insert into service_providers (id, user_id, business_name, name) values (9001, null, 'Harbor Physio', 'Harbor Physio')",
    );
    const [{ all = 0 } = {}] = await t.db.query<{ all: number }>('select count(*)::int as all from service_providers');
    const page = await admin
      .from('service_providers')
      .select('id, business_name, user_id, profiles(email)', { count: 'exact' })
      .order('business_name')
      .range(0, 24);
    expect(page.error).toBeNull();
    expect(page.count).toBe(all);
    expect(page.data).toHaveLength(Math.min(25, all));
    const found = await admin
      .from('service_providers')
      .select('id, profiles(email)', { count: 'exact' })
      .or('business_name.ilike."*harbor physio*",email.ilike."*harbor physio*"');
    expect(found.data).toEqual([{ id: 9001, profiles: null }]);
    const ownerless = await api('POST', 'admin/businesses/listing', adminToken, {
      ids: [9001],
      listed: false,
      reason: 'Not yet checked.',
    });
    expect(ownerless.body.changed).toBe(1);
    const csv = await admin.from('service_providers').select('id, business_name').eq('id', DEMO_BUSINESS).csv();
    expect(csv.data).toMatch(/^id,business_name\n1,/);
  });

  it('unlisting takes the business out of the customer search with the reason e-mailed to its owner; relisting brings it back', async () => {
    expect(await searchIds()).toContain(DEMO_BUSINESS);
    const unlisted = await api('POST', 'admin/businesses/listing', adminToken, {
      ids: [DEMO_BUSINESS],
      listed: false,
      reason: 'The licence on file has expired.',
    });
    expect(unlisted.status).toBe(200);
    expectContractResponse('setAdminBusinessListing', 200, unlisted.body);
    expect(unlisted.body.changed).toBe(1);
    expect(await searchIds()).not.toContain(DEMO_BUSINESS);
    const mail = await latestMail(server.url, providerEmail);
    expect(mail?.subject).toContain('has been unlisted');
    expect(mail?.text).toContain('Reason: The licence on file has expired.');
    const { data: row } = await admin
      .from('service_providers')
      .select('admin_unlisted_reason')
      .eq('id', DEMO_BUSINESS)
      .single();
    expect(row).toEqual({ admin_unlisted_reason: 'The licence on file has expired.' });

    // Unlisting again changes nothing and mails no one.
    const again = await api('POST', 'admin/businesses/listing', adminToken, {
      ids: [DEMO_BUSINESS],
      listed: false,
      reason: 'Again.',
    });
    expect(again.body.changed).toBe(0);

    const relisted = await api('POST', 'admin/businesses/listing', adminToken, {
      ids: [DEMO_BUSINESS],
      listed: true,
      reason: 'A current licence was sent.',
    });
    expect(relisted.body.changed).toBe(1);
    expect(await searchIds()).toContain(DEMO_BUSINESS);
    expect((await latestMail(server.url, providerEmail))?.subject).toContain('is listed on Injury Assist again');
    expect(await auditActions(String(DEMO_BUSINESS))).toEqual(
      expect.arrayContaining(['businesses.unlist', 'businesses.relist']),
    );
  });

  it('verifies and edits a listing through the gateway, recorded in the audit log, and refuses others', async () => {
    const edited = await admin
      .from('service_providers')
      .update({
        business_name: 'Biscayne Orthopedic Center',
        phone: '+1 (305) 555-0100',
        verification_status: 'verified',
      })
      .eq('id', DEMO_BUSINESS)
      .select('business_name, phone, verification_status');
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual([
      { business_name: 'Biscayne Orthopedic Center', phone: '+1 (305) 555-0100', verification_status: 'verified' },
    ]);
    expect(await auditActions(String(DEMO_BUSINESS))).toContain('service_providers.update');
    const customer = supabaseAs(server.url, customerToken);
    const refused = await customer.from('service_providers').update({ business_name: 'Mine' }).eq('id', 1).select();
    expect(refused.data ?? []).toEqual([]);
    const refusedListing = await api('POST', 'admin/businesses/listing', customerToken, {
      ids: [DEMO_BUSINESS],
      listed: false,
      reason: 'x',
    });
    expect(refusedListing.status).toBe(403);
    const noReason = await api('POST', 'admin/businesses/listing', adminToken, {
      ids: [DEMO_BUSINESS],
      listed: false,
      reason: '   ',
    });
    expect(noReason).toMatchObject({
      status: 400,
      body: { message: 'Give a reason; the people affected receive it by e-mail.' },
    });
  });

  it('cancelling a booking frees the slot, mails both sides and shows the reason on both sides’ Appointments', async () => {
    const robin = await createTestUser(t.db, { name: 'Robin Booker' });
    const robinToken = await accessTokenFor(t.db, robin.id);
    const date = miamiDate(20);
    const booked = await api('POST', 'bookSlot', robinToken, {
      ...BISCAYNE,
      date: `${date} 00:00:00`,
      slot: SLOT,
      day: 'Monday',
      user_id: robin.id,
    });
    expect(booked.status).toBe(200);
    const bookingId = (booked.body.data as { booking_id: string }).booking_id;

    // The Bookings screen finds it by the customer's name and the date range, through the gateway.
    const listed = await admin
      .from('admin_bookings')
      .select('booking_id, customer_name, business_name, booking_status', { count: 'exact' })
      .or('customer_name.ilike."*robin booker*",customer_email.ilike."*robin booker*"')
      .gte('date', date)
      .lte('date', date)
      .in('booking_status', [0, 1]);
    expect(listed.data).toEqual([
      { booking_id: bookingId, customer_name: 'Robin Booker', business_name: expect.any(String), booking_status: 1 },
    ]);

    const opened = await api('GET', `admin/bookings/${bookingId}`, adminToken);
    expect(opened.status).toBe(200);
    expectContractResponse('getAdminBooking', 200, opened.body);
    expect(opened.body.data).toMatchObject({ booking_id: bookingId, customer: { email: robin.email } });
    expect(await auditActions(bookingId)).toEqual(['bookings.view']);

    const noReason = await api('POST', `admin/bookings/${bookingId}/cancel`, adminToken, { reason: '' });
    expect(noReason.status).toBe(400);
    const cancelled = await api('POST', `admin/bookings/${bookingId}/cancel`, adminToken, {
      reason: 'The clinic is closed for a flood.',
    });
    expect(cancelled.status).toBe(200);
    expectContractResponse('cancelAdminBooking', 200, cancelled.body);
    expect(await auditActions(bookingId)).toEqual(['bookings.view', 'bookings.cancel']);

    // The slot is free again: another customer's booking dialog sees it open, and can book it.
    const taken = await api('POST', 'listSlotBookings', customerToken, { ...BISCAYNE, date: `${date} 00:00:00` });
    expect(
      (taken.body.data as { slot: string; status: number }[]).filter((row) => row.slot === SLOT && row.status < 3),
    ).toEqual([]);

    // Both mailboxes.
    const customerMail = await latestMail(server.url, robin.email);
    expect(customerMail?.subject).toBe(`Appointment cancelled by Injury Assist: ${date}, ${SLOT}`);
    expect(customerMail?.text).toContain('Reason: The clinic is closed for a flood.');
    const providerMail = await latestMail(server.url, providerEmail);
    expect(providerMail?.subject).toBe(`Appointment cancelled by Injury Assist: ${date}, ${SLOT}`);
    expect(providerMail?.text).toContain('Robin Booker');

    // Both sides' Appointments.
    const history = await api('GET', `find_slots_api/${robin.id}`, robinToken);
    const mine = [...(history.body.past as object[]), ...(history.body.upcoming as object[])].find(
      (row) => (row as { booking_id: string }).booking_id === bookingId,
    );
    expect(mine).toMatchObject({
      booking_status: 3,
      cancelled_by: 'platform',
      cancel_reason: 'The clinic is closed for a flood.',
    });
    const providerToken = await accessTokenFor(t.db, DEMO_PROVIDER_ID);
    const appointments = await api('GET', 'provider/appointments', providerToken);
    const theirs = [...(appointments.body.past as object[]), ...(appointments.body.upcoming as object[])].find(
      (row) => (row as { booking_id: string }).booking_id === bookingId,
    );
    expect(theirs).toMatchObject({
      status: 3,
      cancelled_by: 'platform',
      cancel_reason: 'The clinic is closed for a flood.',
    });

    const twice = await api('POST', `admin/bookings/${bookingId}/cancel`, adminToken, { reason: 'Again.' });
    expect(twice).toMatchObject({
      status: 400,
      body: { message: 'Only a pending or confirmed booking whose time has not come can be cancelled.' },
    });
  });

  it('an unlisted business takes no new bookings or reschedules, offers no slots, and keeps the bookings it had; relisting opens it again', async () => {
    const sam = await createTestUser(t.db, { name: 'Sam Early' });
    const samToken = await accessTokenFor(t.db, sam.id);
    const book = (date: string, slot = SLOT) =>
      api('POST', 'bookSlot', samToken, {
        ...BISCAYNE,
        date: `${date} 00:00:00`,
        slot,
        day: 'Monday',
        user_id: sam.id,
      });
    const before = await book(miamiDate(21));
    expect(before.status).toBe(200);
    const bookingId = (before.body.data as { booking_id: string }).booking_id;

    const unlisted = await api('POST', 'admin/businesses/listing', adminToken, {
      ids: [DEMO_BUSINESS],
      listed: false,
      reason: 'Complaints are being looked into.',
    });
    expect(unlisted.body.changed).toBe(1);
    expect(await searchIds()).not.toContain(DEMO_BUSINESS);

    // A customer whose booking dialog is still open: no slots, and the reason the dialog shows.
    const slots = await api('POST', 'get_slots_using_address', samToken, {
      business_provider_id: BISCAYNE.provider_id,
      address: BISCAYNE.address,
      day: miamiDate(22),
    });
    expect(slots.body).toEqual({ status: 200, time_slots: [], closed: NOT_TAKING_BOOKINGS });
    expectContractResponse('getSlotsUsingAddress', 200, slots.body);
    const refused = await book(miamiDate(22));
    expect(refused).toEqual({ status: 400, body: { status: 400, message: NOT_TAKING_BOOKINGS } });
    const moved = await api('POST', 'reschedule_booking', samToken, {
      booking_id: bookingId,
      date: `${miamiDate(23)} 00:00:00`,
      slot: SLOT,
    });
    expect(moved).toEqual({ status: 400, body: { status: 400, message: NOT_TAKING_BOOKINGS } });

    // The booking made before stays on both sides, unchanged.
    const history = await api('GET', `find_slots_api/${sam.id}`, samToken);
    expect(history.body.upcoming).toEqual([expect.objectContaining({ booking_id: bookingId, booking_status: 1 })]);
    const providerToken = await accessTokenFor(t.db, DEMO_PROVIDER_ID);
    const appointments = await api('GET', 'provider/appointments', providerToken);
    expect(appointments.body.upcoming).toEqual(
      expect.arrayContaining([expect.objectContaining({ booking_id: bookingId, status: 1 })]),
    );

    await api('POST', 'admin/businesses/listing', adminToken, {
      ids: [DEMO_BUSINESS],
      listed: true,
      reason: 'Looked into; all is well.',
    });
    expect(await searchIds()).toContain(DEMO_BUSINESS);
    const offered = await api('POST', 'get_slots_using_address', samToken, {
      business_provider_id: BISCAYNE.provider_id,
      address: BISCAYNE.address,
      day: miamiDate(22),
    });
    expect(offered.body.time_slots).toContainEqual({ start: '11:00 AM', end: '12:00 PM' });
    expect((await book(miamiDate(22))).status).toBe(200);
  });
});
