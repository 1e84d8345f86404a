import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { apiCaller } from '../testing/api-caller';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { latestMail, linkIn } from '../testing/dev-mail';
import { accessTokenFor, DEMO_PROVIDER_ID } from '../testing/sign-in';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';
import { cancelLinkMessages } from './cancel-link-routes';

// Friday 20 November 2026, 10:00 in New York (the test locations' zone).
const NOW = new Date('2026-11-20T15:00:00Z');
const now = () => NOW;
const BISCAYNE = { provider_id: 1, address: '1200 Biscayne Blvd, Miami, FL 33101' };

interface Schedule {
  min_notice_minutes: number;
  buffer_minutes: number;
  dates: { date: string; open: string | null; close: string | null; label: string }[];
  holidays: { date: string; name: string; added: boolean }[];
}

describeEachDriver('closures, special hours, notice, buffer and moves', (t) => {
  const call = apiCaller(t, now);
  const slots = async (token: string, where: { provider_id: number; address: string }, day: string) => {
    const answer = await call('POST', 'get_slots_using_address', token, {
      business_provider_id: where.provider_id,
      address: where.address,
      day,
    });
    expectContractResponse('getSlotsUsingAddress', 200, answer.body);
    const body = answer.body as { time_slots: { start: string; end: string }[]; closed?: string };
    return { starts: body.time_slots.map(({ start }) => start), closed: body.closed };
  };
  const book = (
    who: { id: string; token: string },
    where: { provider_id: number; address: string },
    date: string,
    slot: string,
  ) => call('POST', 'bookSlot', who.token, { ...where, date, slot, day: 'Monday', user_id: who.id });
  const testPlace = async () => {
    const business = await createTestBusiness(t.db, { now });
    return { business, where: { provider_id: business.providerId, address: business.address } };
  };

  it('closes Thanksgiving Day for the demo provider with one click: the customer sees it closed and cannot book it', async () => {
    const provider = await accessTokenFor(t.db, DEMO_PROVIDER_ID, now);
    const customer = await createTestCustomer(t.db, { now });
    expect((await slots(customer.token, BISCAYNE, '2026-11-26')).starts).toHaveLength(8);

    const before = await call('GET', 'provider/locations/1/schedule', provider);
    expectContractResponse('getLocationSchedule', 200, before.body);
    const offered = (before.body.data as Schedule).holidays;
    expect(offered).toContainEqual({ date: '2026-11-26', name: 'Thanksgiving Day', added: false });
    expect(offered).toHaveLength(11);

    const added = await call('POST', 'provider/locations/1/schedule/holidays', provider);
    expectContractResponse('addHolidayClosures', 200, added.body);
    expect(added.body.message).toBe('11 holidays added as closures.');
    expect((added.body.data as Schedule).dates[0]).toEqual({
      date: '2026-11-26',
      open: null,
      close: null,
      label: 'Thanksgiving Day',
    });

    const closed = 'This location is closed on November 26, 2026 (Thanksgiving Day). Please choose another day.';
    expect(await slots(customer.token, BISCAYNE, '2026-11-26')).toEqual({ starts: [], closed });
    const refused = await book(customer, BISCAYNE, '2026-11-26', '10:00 AM - 11:00 AM');
    expect(refused).toEqual({ status: 400, body: { status: 400, message: closed } });
    expect((await slots(customer.token, BISCAYNE, '2026-11-27')).starts).toHaveLength(8);

    const again = await call('POST', 'provider/locations/1/schedule/holidays', provider);
    expect(again.body.message).toBe('The holidays of the next 12 months are already closed.');
  });

  it('keeps special hours on one date and opens it again when they are removed', async () => {
    const { business, where } = await testPlace();
    const customer = await createTestCustomer(t.db, { now });
    const path = `provider/locations/${business.locationId}/schedule/dates/2026-11-24`;
    const set = await call('PUT', path, business.user.token, {
      open: '12:00',
      close: '15:00',
      label: 'Staff training',
    });
    expectContractResponse('setLocationDateHours', 200, set.body);
    expect(set.body.message).toBe('Hours for November 24, 2026 saved.');

    expect((await slots(customer.token, where, '2026-11-24')).starts).toEqual(['12:00 PM', '01:00 PM', '02:00 PM']);
    expect((await slots(customer.token, where, 'Tuesday')).starts).toHaveLength(8);
    const early = await book(customer, where, '2026-11-24', '09:00 AM - 10:00 AM');
    expect(early.body.message).toBe(
      'On November 24, 2026 this location is open 12:00–15:00 (Staff training). Please choose a slot within those hours.',
    );
    expect((await book(customer, where, '2026-11-24', '12:00 PM - 01:00 PM')).status).toBe(200);

    const closing = await call('PUT', path, business.user.token, { open: null, close: null, label: 'Vacation' });
    expect(closing.body.outside_hours).toMatchObject([{ slot: '12:00 PM - 01:00 PM', customer_name: 'Casey Tester' }]);

    const removed = await call('DELETE', path, business.user.token);
    expectContractResponse('removeLocationDateHours', 200, removed.body);
    expect(removed.body.message).toBe('November 24, 2026 is open at its usual hours again.');
    expect((await slots(customer.token, where, '2026-11-24')).starts).toHaveLength(8);
  });

  it('refuses a past date, half a time, a short day and another business’s location with sentences', async () => {
    const { business } = await testPlace();
    const other = await testPlace();
    const base = `provider/locations/${business.locationId}/schedule`;
    const token = business.user.token;
    expect((await call('PUT', `${base}/dates/2026-11-19`, token, { open: null, close: null })).body.message).toBe(
      'Choose today or a later date.',
    );
    expect((await call('PUT', `${base}/dates/2026-02-30`, token, { open: null, close: null })).body.message).toBe(
      'The date must be a real calendar date (YYYY-MM-DD).',
    );
    expect((await call('PUT', `${base}/dates/2026-12-01`, token, { open: '10:00', close: null })).body.message).toBe(
      'Give both the opening and the closing time, or neither to close all day.',
    );
    expect((await call('PUT', `${base}/dates/2026-12-01`, token, { open: '10:00', close: '10:30' })).body.message).toBe(
      'The closing time must be at least an hour after the opening time.',
    );
    const foreign = await call('GET', `provider/locations/${other.business.locationId}/schedule`, token);
    expect(foreign).toEqual({
      status: 404,
      body: { status: 404, message: 'That location is not one of your business’s.' },
    });
    const customer = await createTestCustomer(t.db, { now });
    expect((await call('GET', `${base}`, customer.token)).status).toBe(403);
  });

  it('applies the minimum notice and the buffer to the slot list and the booking check alike', async () => {
    const { business, where } = await testPlace();
    const rules = await call('PUT', `provider/locations/${business.locationId}/schedule/rules`, business.user.token, {
      min_notice_minutes: 120,
      buffer_minutes: 30,
    });
    expectContractResponse('updateLocationBookingRules', 200, rules.body);
    expect(rules.body.data).toMatchObject({ min_notice_minutes: 120, buffer_minutes: 30 });

    const robin = await createTestCustomer(t.db, { now, name: 'Robin Early' });
    // 10:00 now: 09:00 and 10:00 have started (listed, greyed by the dialog), 11:00 is inside the notice.
    expect((await slots(robin.token, where, '2026-11-20')).starts).toEqual([
      '09:00 AM',
      '10:00 AM',
      '12:00 PM',
      '01:00 PM',
      '02:00 PM',
      '03:00 PM',
      '04:00 PM',
    ]);
    expect((await book(robin, where, '2026-11-20', '11:00 AM - 12:00 PM')).body.message).toBe(
      'This location takes bookings at least 2 hours ahead. Please choose a later slot.',
    );

    expect((await book(robin, where, '2026-11-23', '02:00 PM - 03:00 PM')).status).toBe(200);
    const sam = await createTestCustomer(t.db, { now, name: 'Sam Later' });
    expect((await slots(sam.token, where, '2026-11-23')).starts).toEqual([
      '09:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '02:00 PM',
      '04:00 PM',
    ]);
    expect((await book(sam, where, '2026-11-23', '01:00 PM - 02:00 PM')).body.message).toBe(
      'This location keeps 30 minutes free between visits, and that slot is too close to another booking. Please choose another slot.',
    );
    expect((await book(sam, where, '2026-11-23', '04:00 PM - 05:00 PM')).status).toBe(200);
  });

  it('moves a booking: the customer gets the updated event and a cancel link, and sees the new time', async () => {
    const { business, where } = await testPlace();
    const customer = await createTestCustomer(t.db, { now, name: 'Morgan Moved' });
    const booked = await book(customer, where, '2026-11-24', '10:00 AM - 11:00 AM');
    const bookingId = (booked.body.data as { booking_id: string }).booking_id;
    const feed = await call('POST', 'calendar-feed', customer.token);
    const feedUrl = new URL((feed.body.data as { all: { https_url: string } }).all.https_url);

    const moved = await call('POST', `provider/appointments/${bookingId}/move`, business.user.token, {
      date: '2026-11-25',
      slot: '02:00 PM - 03:00 PM',
    });
    expectContractResponse('moveProviderAppointment', 200, moved.body);
    expect(moved.body).toMatchObject({
      message: 'Appointment moved. The customer has been told by e-mail.',
      data: { booking_id: bookingId, date: '2026-11-25', slot: '02:00 PM - 03:00 PM' },
    });

    const mail = await latestMail(t.app({ now }), customer.email);
    expect(mail?.subject).toBe('Appointment moved: 2026-11-25, 02:00 PM - 03:00 PM');
    expect(mail?.text).toContain('Was: 2026-11-24, 10:00 AM - 11:00 AM');
    const ics = mail?.attachments[0];
    expect(ics?.filename).toBe('appointment.ics');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics?.content ?? '')).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect([event.uid, event.sequence, event.startDate.toJSDate().toISOString()]).toEqual([
      `${bookingId}@injury-assist`,
      1,
      '2026-11-25T19:00:00.000Z',
    ]);

    const history = await call('GET', `find_slots_api/${customer.id}`, customer.token);
    expect(history.body.upcoming).toMatchObject([
      { booking_id: bookingId, date: '2026-11-25', slot: '02:00 PM - 03:00 PM' },
    ]);
    const subscribed = await t.app({ now }).request(`${feedUrl.pathname}`);
    const feedEvent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await subscribed.text())).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect([feedEvent.uid, feedEvent.sequence]).toEqual([`${bookingId}@injury-assist`, 1]);
    expect(feedEvent.startDate.toJSDate().toISOString()).toBe('2026-11-25T19:00:00.000Z');

    // The link in the e-mail asks, then cancels; the provider hears of it like any cancellation.
    const link = new URL(linkIn(mail));
    const asked = await t.app({ now }).request(link.pathname);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(cancelLinkMessages.ask);
    const tampered = await t.app({ now }).request(`${link.pathname.slice(0, -2)}xx`);
    expect(tampered.status).toBe(404);
    const cancelled = await t.app({ now }).request(link.pathname, { method: 'POST' });
    expect(await cancelled.text()).toContain('Your appointment is cancelled. Dr. Terry Tester has been told.');
    const after = await call('GET', `find_slots_api/${customer.id}`, customer.token);
    expect(after.body.upcoming).toEqual([]);
    expect(after.body.past).toMatchObject([{ booking_id: bookingId, booking_status: 4 }]);
    expect((await latestMail(t.app({ now }), customer.email))?.subject).toBe(
      'Appointment cancelled: 2026-11-25, 02:00 PM - 03:00 PM',
    );
    const bell = await call('GET', 'provider/notifications', business.user.token);
    expect(JSON.stringify(bell.body)).toContain('Morgan Moved cancelled 2026-11-25, 02:00 PM - 03:00 PM');
    const twice = await t.app({ now }).request(link.pathname, { method: 'POST' });
    expect(await twice.text()).toContain(cancelLinkMessages.alreadyCancelled);
  });

  it('refuses a move to a closed or taken slot, by another business, and retires the older cancel link', async () => {
    const { business, where } = await testPlace();
    const other = await testPlace();
    const ana = await createTestCustomer(t.db, { now, name: 'Ana' });
    const ben = await createTestCustomer(t.db, { now, name: 'Ben' });
    const anaBooking = (
      (await book(ana, where, '2026-11-24', '10:00 AM - 11:00 AM')).body.data as { booking_id: string }
    ).booking_id;
    await book(ben, where, '2026-11-24', '03:00 PM - 04:00 PM');
    const token = business.user.token;
    await call('PUT', `provider/locations/${business.locationId}/schedule/dates/2026-11-26`, token, {
      open: null,
      close: null,
      label: 'Thanksgiving Day',
    });
    const move = (slot: string, date = '2026-11-24', who = token) =>
      call('POST', `provider/appointments/${anaBooking}/move`, who, { date, slot });

    expect((await move('10:00 AM - 11:00 AM', '2026-11-26')).body.message).toBe(
      'This location is closed on November 26, 2026 (Thanksgiving Day). Please choose another day.',
    );
    expect((await move('03:00 PM - 04:00 PM')).status).toBe(409);
    expect((await move('10:00 AM - 11:00 AM')).body.message).toBe(
      'The appointment is already at that time. Choose another slot.',
    );
    expect((await move('11:00 AM - 12:00 PM', '2026-11-24', other.business.user.token)).status).toBe(403);

    expect((await move('11:00 AM - 12:00 PM')).status).toBe(200);
    const firstLink = new URL(linkIn(await latestMail(t.app({ now }), ana.email)));
    expect((await move('12:00 PM - 01:00 PM')).status).toBe(200);
    const outdated = await t.app({ now }).request(firstLink.pathname);
    expect(outdated.status).toBe(400);
    expect(await outdated.text()).toContain(cancelLinkMessages.outdated.slice(0, 40));
  });
});
