import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { apiCaller } from '../testing/api-caller';
import { miamiDate } from '../testing/booking-dates';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_ADMIN_ID } from '../testing/sign-in';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';
import { CALENDAR_ACCOUNTS_ONLY, CALENDAR_LINKS_RENEWED } from './calendar-routes';

interface FeedLinks {
  all: { https_url: string | null; webcal_url: string | null };
  locations: { id: number; address: string; https_url: string | null; webcal_url: string | null }[];
}

/** A calendar app's view of a feed, read by a maintained iCalendar parser (ical.js). */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        location: event.location,
        status: vevent.getFirstPropertyValue('status'),
        start: event.startDate.toJSDate().toISOString(),
      };
    }),
  };
}

describeEachDriver('calendar feeds', (t) => {
  const call = apiCaller(t);
  const fetchFeed = async (url: string) => {
    const { pathname, search } = new URL(url);
    const response = await t.app().request(`${pathname}${search}`);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };
  const links = async (token: string, method: 'GET' | 'POST' = 'GET') => {
    const answer = await call(method, 'calendar-feed', token);
    expect(answer.status).toBe(200);
    expectContractResponse(method === 'GET' ? 'getCalendarFeed' : 'renewCalendarFeed', 200, answer.body);
    return answer.body as { message?: string; data: FeedLinks };
  };

  it('follows a booking through reschedule and cancellation in both calendars, as one event', async () => {
    const business = await createTestBusiness(t.db, { name: 'Feed Orthopedics' });
    const customer = await createTestCustomer(t.db, { name: 'Robin Feedreader' });
    expect((await links(customer.token)).data.all).toEqual({ https_url: null, webcal_url: null });
    const made = await links(customer.token, 'POST');
    expect(made.message).toBe(CALENDAR_LINKS_RENEWED);
    const customerUrl = made.data.all.https_url ?? '';
    expect(customerUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.data.all.webcal_url).toBe(customerUrl.replace(/^https?:/, 'webcal:'));
    expect(made.data.locations).toEqual([]);
    expect((await links(customer.token)).data).toEqual(made.data);
    const providerFeed = (await links(business.user.token, 'POST')).data;
    expect(providerFeed.locations).toEqual([
      expect.objectContaining({ id: business.locationId, address: business.address }),
    ]);

    const empty = await fetchFeed(customerUrl);
    expect(empty.status).toBe(200);
    expect(empty.type).toBe('text/calendar; charset=utf-8');
    expect(readCalendar(empty.text)).toEqual({ name: 'My Injury Assist appointments', events: [] });

    const booked = await call('POST', 'bookSlot', customer.token, {
      provider_id: business.providerId,
      address: business.address,
      date: miamiDate(5),
      slot: '10:00 AM - 11:00 AM',
      user_id: customer.id,
    });
    expect(booked.status).toBe(200);
    const bookingId = (booked.body.data as { booking_id: string }).booking_id;
    const first = readCalendar((await fetchFeed(customerUrl)).text).events;
    expect(first).toEqual([
      {
        uid: `${bookingId}@injury-assist`,
        sequence: 0,
        summary: 'Appointment with Dr. Terry Tester',
        location: business.address,
        status: 'CONFIRMED',
        start: new Date(`${miamiDate(5)}T10:00:00-05:00`).toISOString(),
      },
    ]);

    const moved = await call('POST', 'reschedule_booking', customer.token, {
      booking_id: bookingId,
      date: miamiDate(6),
      slot: '02:00 PM - 03:00 PM',
    });
    expect(moved.status).toBe(200);
    const newBookingId = (moved.body.data as { booking_id: string }).booking_id;
    for (const url of [customerUrl, providerFeed.all.https_url ?? '', providerFeed.locations[0]?.https_url ?? '']) {
      const [event, ...more] = readCalendar((await fetchFeed(url)).text).events;
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        uid: `${bookingId}@injury-assist`,
        sequence: 1,
        status: 'CONFIRMED',
        start: new Date(`${miamiDate(6)}T14:00:00-05:00`).toISOString(),
      });
    }
    const providerSide = readCalendar((await fetchFeed(providerFeed.all.https_url ?? '')).text);
    expect(providerSide.name).toBe('Injury Assist bookings');
    expect(providerSide.events[0]?.summary).toBe('Robin Feedreader · Feed Orthopedics');

    expect((await call('PATCH', `update_slot_booking/${newBookingId}`, customer.token)).status).toBe(200);
    expect(readCalendar((await fetchFeed(customerUrl)).text).events).toEqual([
      expect.objectContaining({ uid: `${bookingId}@injury-assist`, sequence: 2, status: 'CANCELLED' }),
    ]);
  });

  it('stops the old link when a new one is made, and refuses what is not a feed', async () => {
    const customer = await createTestCustomer(t.db);
    const old = (await links(customer.token, 'POST')).data.all.https_url ?? '';
    const renewed = (await links(customer.token, 'POST')).data.all.https_url ?? '';
    expect(renewed).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(renewed)).status).toBe(200);
    expect((await fetchFeed(`${renewed}?location=1`)).status).toBe(400);
    expect((await fetchFeed('http://x/calendar/short.ics')).status).toBe(404);
    expect((await fetchFeed(`http://x/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);

    expect((await call('GET', 'calendar-feed', undefined)).status).toBe(401);
    const admin = await call('POST', 'calendar-feed', await accessTokenFor(t.db, DEMO_ADMIN_ID));
    expect(admin).toEqual({ status: 403, body: { status: 403, message: CALENDAR_ACCOUNTS_ONLY } });
  });
});
