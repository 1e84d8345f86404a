import { addDays } from '@injury-assist/domain';
import { expect, it } from 'vitest';
import { miamiDate } from '../testing/booking-dates';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { latestMail } from '../testing/dev-mail';
import { accessTokenFor, DEMO_CUSTOMER_ID, jsonHeaders } from '../testing/sign-in';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';

interface Appointment {
  id: number;
  booking_id: string;
  date: string;
  slot: string;
  booking_status: number;
  services: string;
  provider_name: string;
  address: string;
  provider_id: number;
  time_zone: string;
}
interface History {
  status: number;
  past: Appointment[];
  upcoming: Appointment[];
  past_count: number;
  upcoming_count: number;
}

// Seed: location 1 (provider 1) is open every day, 09:00–17:00, in America/New_York.
const BISCAYNE = { provider_id: 1, address: '1200 Biscayne Blvd, Miami, FL 33101' };
const FORBIDDEN = { status: 403, message: 'You can only access your own account.' };
const UNAUTHORIZED = { status: 401, message: 'Unauthorized' };
const SLOT_TAKEN = 'Sorry, that time was just booked by someone else. Please choose another slot.';
const SLOTS = [
  '09:00 AM - 10:00 AM',
  '10:00 AM - 11:00 AM',
  '11:00 AM - 12:00 PM',
  '12:00 PM - 01:00 PM',
  '01:00 PM - 02:00 PM',
  '02:00 PM - 03:00 PM',
  '03:00 PM - 04:00 PM',
  '04:00 PM - 05:00 PM',
];

describeEachDriver('bookings', (t) => {
  const call = async (method: string, path: string, token?: string, body?: unknown, now?: () => Date) => {
    const response = await t.app({ now }).request(`/api/v1/${path}`, {
      method,
      headers: jsonHeaders(token),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const customer = async (now?: () => Date) => {
    const user = await createTestUser(t.db, { name: 'Robin Booker' });
    return { ...user, token: await accessTokenFor(t.db, user.id, now) };
  };
  const book = (who: { id: string; token: string }, date: string, slot: string, now?: () => Date) =>
    call('POST', 'bookSlot', who.token, { ...BISCAYNE, date, slot, day: 'Monday', user_id: who.id }, now);
  const history = async (who: { id: string; token: string }) =>
    (await call('GET', `find_slots_api/${who.id}`, who.token)).body as unknown as History;

  it('books a slot, lists it as upcoming and as taken, and mails a confirmation with an invite', async () => {
    const robin = await customer();
    const date = miamiDate(30);
    const booked = await book(robin, `${date} 00:00:00`, '09:00 AM - 10:00 AM');
    expect(booked.status).toBe(200);
    expectContractResponse('bookSlot', 200, booked.body);
    expect(booked.body).toMatchObject({
      status: 200,
      message: 'Appointment booked successfully!',
      data: {
        date,
        slot: '09:00 AM - 10:00 AM',
        booking_status: 1,
        services: 'Orthopedics, Physical Therapy',
        provider_name: 'Dr. Maria Lopez',
        address: BISCAYNE.address,
        provider_id: 1,
        time_zone: 'America/New_York',
        // The Biscayne location opens every day.
        closed_days: [],
      },
    });
    const appointment = booked.body.data as Appointment;
    expect(appointment.booking_id).toMatch(/^BK-[A-Z0-9]{10}$/);

    const listed = await history(robin);
    expectContractResponse('listAppointments', 200, listed);
    expect(listed).toEqual({ status: 200, past: [], upcoming: [appointment], past_count: 0, upcoming_count: 1 });

    const other = await customer();
    for (const [who, mine] of [
      [robin, true],
      [other, false],
    ] as const) {
      const taken = await call('POST', 'listSlotBookings', who.token, { ...BISCAYNE, date: `${date} 00:00:00` });
      expectContractResponse('listSlotBookings', 200, taken.body);
      expect(taken.body).toEqual({
        status: 200,
        data: [{ slot: '09:00 AM - 10:00 AM', status: 1, date, is_mine: mine }],
      });
    }

    const mail = await latestMail(t.app(), robin.email);
    expect(mail?.subject).toBe(`Appointment confirmed: ${date}, 09:00 AM - 10:00 AM`);
    expect(mail?.text).toContain(appointment.booking_id);
    const invite = mail?.attachments[0];
    expect(invite).toMatchObject({
      filename: 'appointment.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    expect(invite?.content).toContain('METHOD:REQUEST');
    expect(invite?.content).toContain(`UID:${appointment.booking_id}@injury-assist`);
    // 09:00 in Miami is 13:00 or 14:00 UTC, depending on daylight saving time.
    expect(invite?.content).toMatch(new RegExp(`DTSTART:${date.replace(/-/g, '')}T1[34]0000Z`));
    expect(invite?.content).toContain('LOCATION:1200 Biscayne Blvd\\, Miami\\, FL 33101');
    // RFC 5545: CRLF lines of at most 75 characters, longer ones folded onto lines that start
    // with white space; the sender organizes and the customer attends, so it reads as an invitation.
    const lines = (invite?.content ?? '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.every((line) => line.length <= 75)).toBe(true);
    const unfolded = (invite?.content ?? '').replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(unfolded).toContain('ORGANIZER;CN="Injury Assist":MAILTO:no-reply@injury-assist.local');
    const attendee = unfolded.find((line) => line.startsWith('ATTENDEE;'));
    expect(attendee).toContain(`CN="Robin Booker":mailto:${robin.email}`);
    expect(attendee).toContain('PARTSTAT="ACCEPTED"');
    expect(lines.length).toBeGreaterThan(unfolded.length);
  });

  it('refuses a slot someone holds with 409, and frees it when cancelled', async () => {
    const [first, second] = [await customer(), await customer()];
    const date = miamiDate(31);
    const booked = await book(first, date, '10:00 AM - 11:00 AM');
    expect(booked.status).toBe(200);
    const refused = await book(second, date, '10:00 AM - 11:00 AM');
    expect(refused).toEqual({ status: 409, body: { status: 409, message: SLOT_TAKEN } });
    expectContractResponse('bookSlot', 409, refused.body);
    // The same customer cannot hold it twice either.
    expect((await book(first, date, '10:00 AM - 11:00 AM')).status).toBe(409);

    const bookingId = (booked.body.data as Appointment).booking_id;
    const cancelled = await call('PATCH', `update_slot_booking/${bookingId}`, first.token);
    expect(cancelled).toEqual({
      status: 200,
      body: { status: 200, success: true, message: 'Appointment cancelled successfully!' },
    });
    expectContractResponse('cancelBooking', 200, cancelled.body);
    const mail = await latestMail(t.app(), first.email);
    expect(mail?.subject).toBe(`Appointment cancelled: ${date}, 10:00 AM - 11:00 AM`);
    expect(mail?.attachments[0]?.content).toContain('METHOD:CANCEL');
    expect(mail?.attachments[0]?.content).toContain('STATUS:CANCELLED');
    // The same event (UID) as the confirmation, a later SEQUENCE, so calendars remove it.
    expect(mail?.attachments[0]?.content).toContain(
      `UID:${(booked.body.data as Appointment).booking_id}@injury-assist`,
    );
    expect(mail?.attachments[0]?.content).toContain('SEQUENCE:1');

    expect((await book(second, date, '10:00 AM - 11:00 AM')).status).toBe(200);
    const taken = await call('POST', 'listSlotBookings', first.token, { ...BISCAYNE, date });
    expect(taken.body.data).toEqual([
      { slot: '10:00 AM - 11:00 AM', status: 4, date, is_mine: true },
      { slot: '10:00 AM - 11:00 AM', status: 1, date, is_mine: false },
    ]);
    const again = await call('PATCH', `update_slot_booking/${bookingId}`, first.token);
    expect(again.body).toEqual({ status: 400, message: 'This appointment is already cancelled.' });
  });

  it("refuses another customer's bookings with 403, unknown ones with 404, and no token with 401", async () => {
    const [owner, stranger] = [await customer(), await customer()];
    const date = miamiDate(32);
    const booked = await book(owner, date, '11:00 AM - 12:00 PM');
    const bookingId = (booked.body.data as Appointment).booking_id;

    const asOther = await call('POST', 'bookSlot', stranger.token, {
      ...BISCAYNE,
      date,
      slot: '12:00 PM - 01:00 PM',
      user_id: owner.id,
    });
    expect(asOther.body).toEqual(FORBIDDEN);
    expect((await call('GET', `find_slots_api/${owner.id}`, stranger.token)).body).toEqual(FORBIDDEN);
    const cancel = await call('PATCH', `update_slot_booking/${bookingId}`, stranger.token);
    expect(cancel).toEqual({
      status: 403,
      body: { status: 403, message: 'You can only change your own appointments.' },
    });
    expectContractResponse('cancelBooking', 403, cancel.body);
    const move = await call('POST', 'reschedule_booking', stranger.token, {
      booking_id: bookingId,
      date,
      slot: '01:00 PM - 02:00 PM',
    });
    expect(move.status).toBe(403);
    expect((await call('PATCH', 'update_slot_booking/BK-NOSUCHBOOKING', owner.token)).body).toEqual({
      status: 404,
      message: 'We could not find that appointment.',
    });
    expect((await history(owner)).upcoming.map((appointment) => appointment.booking_status)).toEqual([1]);

    const anonymous = [
      await call('POST', 'find_service_api', undefined, {
        category_id: 1,
        speciality_group_id: 5,
        speciality_id: 6,
        country_id: 1,
      }),
      await call('POST', 'get_slots_using_address', undefined, {
        address: BISCAYNE.address,
        business_provider_id: 1,
        day: 'Monday',
      }),
      await call('POST', 'listSlotBookings', undefined, { ...BISCAYNE, date }),
      await call('GET', `find_slots_api/${owner.id}`),
      await call('POST', 'bookSlot', undefined, { ...BISCAYNE, date, slot: '12:00 PM - 01:00 PM', user_id: owner.id }),
      await call('PATCH', `update_slot_booking/${bookingId}`),
      await call('POST', 'reschedule_booking', undefined, { booking_id: bookingId, date, slot: '01:00 PM - 02:00 PM' }),
    ];
    for (const response of anonymous) expect(response).toEqual({ status: 401, body: UNAUTHORIZED });
  });

  it("judges past dates and passed slots in the location's time zone", async () => {
    // 12:30 in Miami (EDT, UTC-4) and 09:30 in Los Angeles, on Friday 15 March 2030.
    const clock = testClock(new Date('2030-03-15T16:30:00Z'));
    const robin = await customer(clock.now);
    const at = (date: string, slot: string, location = BISCAYNE) =>
      call('POST', 'bookSlot', robin.token, { ...location, date, slot, user_id: robin.id }, clock.now);

    const past = await at('2030-03-14', '01:00 PM - 02:00 PM');
    expect(past.body).toEqual({
      status: 400,
      message: 'You cannot book an appointment on a past date. Please choose today or a later date.',
    });
    expectContractResponse('bookSlot', 400, past.body);
    const started = { status: 400, message: 'That time slot has already started. Please choose a later slot.' };
    expect((await at('2030-03-15', '11:00 AM - 12:00 PM')).body).toEqual(started);
    expect((await at('2030-03-15', '12:00 PM - 01:00 PM')).body).toEqual(started);
    expect((await at('2030-03-15', '01:00 PM - 02:00 PM')).status).toBe(200);
    // 10:00 has passed in Miami but not yet in Los Angeles.
    const losAngeles = { provider_id: 24, address: '700 Wilshire Blvd, Los Angeles, CA 90017' };
    const inLosAngeles = await at('2030-03-15', '10:00 AM - 11:00 AM', losAngeles);
    expect(inLosAngeles.status).toBe(200);
    // Each appointment carries its own location's time zone, in the answer and in the history.
    expect(inLosAngeles.body.data).toMatchObject({ provider_id: 24, time_zone: 'America/Los_Angeles' });
    const listed = (await call('GET', `find_slots_api/${robin.id}`, robin.token, undefined, clock.now))
      .body as unknown as History;
    expectContractResponse('listAppointments', 200, listed);
    expect(listed.upcoming.map((a) => [a.provider_id, a.time_zone])).toEqual([
      [24, 'America/Los_Angeles'],
      [1, 'America/New_York'],
    ]);

    // 23:30 on the 15th in Miami is already the 16th in UTC: the 15th is still today there.
    clock.advance(11 * 60 * 60_000);
    const late = await call(
      'POST',
      'bookSlot',
      // Access tokens last an hour: sign in again at the later time.
      await accessTokenFor(t.db, robin.id, clock.now),
      { ...BISCAYNE, date: '2030-03-15', slot: '04:00 PM - 05:00 PM', user_id: robin.id },
      clock.now,
    );
    expect(late.body).toEqual(started);
  });

  it('refuses slots the location does not offer that day, closed days and impossible dates', async () => {
    const robin = await customer();
    const date = miamiDate(33);
    const notOffered = {
      status: 400,
      message: 'That time slot is not offered at this location. Please choose another slot.',
    };
    expect((await book(robin, date, '05:00 PM - 06:00 PM')).body).toEqual(notOffered);
    expect((await book(robin, date, '09:00 AM - 11:00 AM')).body).toEqual(notOffered);
    expect((await book(robin, '2030-02-30', '09:00 AM - 10:00 AM')).body).toEqual({
      status: 400,
      message: 'The field date must be a real calendar date (YYYY-MM-DD).',
    });
    expect((await book(robin, date, '9:00 AM - 10:00 AM')).status).toBe(400);

    // Location 3 (Brickell) is open on weekdays only; location 2 (Little Havana) 10:00–14:00 on Saturdays.
    const saturday = addDays(date, (6 - new Date(`${date}T00:00:00Z`).getUTCDay() + 7) % 7);
    const brickell = { provider_id: 3, address: '1001 Brickell Bay Dr, Miami, FL 33130' };
    const littleHavana = { provider_id: 2, address: '1600 SW 8th St, Miami, FL 33125' };
    const closed = await call('POST', 'bookSlot', robin.token, {
      ...brickell,
      date: saturday,
      slot: '09:00 AM - 10:00 AM',
      user_id: robin.id,
    });
    expect(closed.body).toEqual({
      status: 400,
      message: 'This location is closed on Saturdays. Please choose another day.',
    });
    const early = await call('POST', 'bookSlot', robin.token, {
      ...littleHavana,
      date: saturday,
      slot: '09:00 AM - 10:00 AM',
      user_id: robin.id,
    });
    expect(early.body).toEqual(notOffered);
    const inHours = await call('POST', 'bookSlot', robin.token, {
      ...littleHavana,
      date: saturday,
      slot: '01:00 PM - 02:00 PM',
      user_id: robin.id,
    });
    expect(inHours.status).toBe(200);

    const unknown = await call('POST', 'bookSlot', robin.token, {
      provider_id: 2,
      address: BISCAYNE.address,
      date,
      slot: '09:00 AM - 10:00 AM',
      user_id: robin.id,
    });
    expect(unknown).toEqual({
      status: 404,
      body: { status: 404, message: 'We could not find that provider location. Please search again.' },
    });
  });

  it('lists the slots a location offers on a weekday', async () => {
    const robin = await customer();
    const slots = (address: string, business_provider_id: number, day: string) =>
      call('POST', 'get_slots_using_address', robin.token, { address, business_provider_id, day });
    const monday = await slots(BISCAYNE.address, 1, 'Monday');
    expectContractResponse('getSlotsUsingAddress', 200, monday.body);
    expect(monday.body.time_slots).toHaveLength(8);
    expect((monday.body.time_slots as unknown[])[0]).toEqual({ start: '09:00 AM', end: '10:00 AM' });
    expect((monday.body.time_slots as unknown[])[7]).toEqual({ start: '04:00 PM', end: '05:00 PM' });

    const saturday = await slots(' 1600 sw 8th st, miami, fl 33125 ', 2, 'saturday');
    expect(saturday.body).toEqual({
      status: 200,
      time_slots: [
        { start: '10:00 AM', end: '11:00 AM' },
        { start: '11:00 AM', end: '12:00 PM' },
        { start: '12:00 PM', end: '01:00 PM' },
        { start: '01:00 PM', end: '02:00 PM' },
      ],
    });
    expect((await slots('1600 SW 8th St, Miami, FL 33125', 2, 'Sunday')).body).toEqual({ status: 200, time_slots: [] });
    // A date names its weekday: 2030-03-17 is a Sunday, and the answer says the date is closed.
    expect((await slots('1600 SW 8th St, Miami, FL 33125', 2, '2030-03-17')).body).toEqual({
      status: 200,
      time_slots: [],
      closed: 'This location is closed on Sundays. Please choose another day.',
    });
    expect((await slots(BISCAYNE.address, 1, 'Someday')).body).toEqual({
      status: 400,
      message: 'The field day must be a weekday name such as Monday, or a date (YYYY-MM-DD).',
    });
    expect((await slots('Nowhere 1', 1, 'Monday')).status).toBe(404);
  });

  it('reschedules in one step: both changes or neither', async () => {
    const [robin, other] = [await customer(), await customer()];
    const [from, to] = [miamiDate(34), miamiDate(35)];
    const booked = (await book(robin, from, '09:00 AM - 10:00 AM')).body.data as Appointment;
    expect((await book(other, to, '10:00 AM - 11:00 AM')).status).toBe(200);

    const move = (date: string, slot: string, bookingId = booked.booking_id) =>
      call('POST', 'reschedule_booking', robin.token, { booking_id: bookingId, date, slot, day: 'Monday' });
    const clash = await move(to, '10:00 AM - 11:00 AM');
    expect(clash).toEqual({ status: 409, body: { status: 409, message: SLOT_TAKEN } });
    // Neither change happened: the old booking stands and nothing new was stored.
    expect(await history(robin)).toMatchObject({ upcoming: [booked], past: [] });

    const notOffered = await move(to, '06:00 PM - 07:00 PM');
    expect(notOffered.status).toBe(400);
    expect(await history(robin)).toMatchObject({ upcoming: [booked], past: [] });

    const moved = await move(to, '11:00 AM - 12:00 PM');
    expect(moved.status).toBe(200);
    expectContractResponse('rescheduleBooking', 200, moved.body);
    expect(moved.body).toMatchObject({
      status: 200,
      message: 'Appointment rescheduled successfully!',
      data: { date: to, slot: '11:00 AM - 12:00 PM', booking_status: 1, provider_id: 1, time_zone: 'America/New_York' },
      cancelled_booking_id: booked.booking_id,
    });
    const after = await history(robin);
    // Upcoming lists live bookings only: the old one, cancelled by the move, is in Past.
    expect(after.upcoming.map((a) => [a.booking_id, a.date, a.booking_status])).toEqual([
      [(moved.body.data as Appointment).booking_id, to, 1],
    ]);
    expect(after.past.map((a) => [a.booking_id, a.date, a.booking_status])).toEqual([[booked.booking_id, from, 4]]);
    // The old slot is free again; the old booking cannot be moved a second time.
    expect((await book(other, from, '09:00 AM - 10:00 AM')).status).toBe(200);
    expect((await move(to, '12:00 PM - 01:00 PM')).body).toEqual({
      status: 400,
      message: 'A cancelled appointment cannot be rescheduled. Please book a new one.',
    });
    const mail = await latestMail(t.app(), robin.email);
    expect(mail?.subject).toBe(`Appointment confirmed: ${to}, 11:00 AM - 12:00 PM`);
  });

  it('refuses to cancel a completed or past appointment, and leaves it as it was', async () => {
    const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    // Seed: BK-DEMO0005 is completed (status 2), BK-DEMO0009 is confirmed but two days old.
    const completed = await call('PATCH', 'update_slot_booking/BK-DEMO0005', token);
    expect(completed.body).toEqual({ status: 400, message: 'A completed appointment cannot be changed.' });
    expectContractResponse('cancelBooking', 400, completed.body);
    const past = await call('PATCH', 'update_slot_booking/BK-DEMO0009', token);
    expect(past.body).toEqual({ status: 400, message: 'A past appointment cannot be changed.' });
    const rows = await t.db.query<{ booking_id: string; booking_status: number }>(
      `select booking_id, booking_status from bookings where booking_id in ('BK-DEMO0005', 'BK-DEMO0009') order by booking_id`,
    );
    expect(rows.map((row) => Number(row.booking_status))).toEqual([2, 1]);
    expect((await call('PATCH', 'update_slot_booking/not-a-booking', token)).status).toBe(400);
  });

  it('keeps one active booking per slot in the database itself: pending holds it, cancelled frees it', async () => {
    const { id } = await createTestUser(t.db);
    const date = miamiDate(36);
    const insert = (bookingId: string, status: number) =>
      t.db.query(
        `insert into bookings (booking_id, user_id, provider_id, location_id, address, date, slot, day, booking_status)
         values ($1, $2, 1, 1, 'a', $3::date, '03:00 PM - 04:00 PM', 'Monday', $4)`,
        [bookingId, id, date, status],
      );
    await insert('BK-DBTEST1', 3);
    await insert('BK-DBTEST2', 4);
    await insert('BK-DBTEST3', 0);
    await expect(insert('BK-DBTEST4', 1)).rejects.toMatchObject({ code: '23505' });
    await expect(insert('BK-DBTEST5', 2)).rejects.toMatchObject({ code: '23505' });
    const robin = await customer();
    expect((await book(robin, date, '03:00 PM - 04:00 PM')).status).toBe(409);
  });

  it('reschedules two bookings into one free slot at once: one moves, the other stays where it was', async () => {
    const [first, second] = [await customer(), await customer()];
    const [from, to] = [miamiDate(37), miamiDate(38)];
    const a = (await book(first, from, '09:00 AM - 10:00 AM')).body.data as Appointment;
    const b = (await book(second, from, '10:00 AM - 11:00 AM')).body.data as Appointment;
    const app = t.app();
    const move = (who: { token: string }, bookingId: string) =>
      Promise.resolve(
        app.request('/api/v1/reschedule_booking', {
          method: 'POST',
          headers: jsonHeaders(who.token),
          body: JSON.stringify({ booking_id: bookingId, date: to, slot: '04:00 PM - 05:00 PM' }),
        }),
      );
    const [movedA, movedB] = await Promise.all([move(first, a.booking_id), move(second, b.booking_id)]);
    expect([movedA.status, movedB.status].sort()).toEqual([200, 409]);
    const [winner, loser, loserBooking] = movedA.status === 200 ? [first, second, b] : ([second, first, a] as const);
    expect((await history(winner)).upcoming.map((x) => x.booking_status)).toEqual([1]);
    expect((await history(loser)).upcoming).toEqual([loserBooking]);
  });

  it('books for customers only: a provider or an administrator booking for themselves gets 403', async () => {
    for (const type of ['provider', 'admin'] as const) {
      const user = await createTestUser(t.db, { type });
      const token = await accessTokenFor(t.db, user.id);
      const refused = await book({ id: user.id, token }, miamiDate(31), '09:00 AM - 10:00 AM');
      expect(refused.status, type).toBe(403);
      expectContractResponse('bookSlot', 403, refused.body);
      expect(refused.body).toEqual({ status: 403, message: 'Only customer accounts can book appointments.' });
    }
  });

  it('books up to 180 days ahead; later dates, 9999-12-31 and year 0000 are refused with a sentence', async () => {
    const robin = await customer();
    expect((await book(robin, miamiDate(180), '09:00 AM - 10:00 AM')).status).toBe(200);
    const beyond = await book(robin, miamiDate(181), '09:00 AM - 10:00 AM');
    expect(beyond.status).toBe(400);
    expectContractResponse('bookSlot', 400, beyond.body);
    expect(beyond.body).toEqual({
      status: 400,
      message: 'Appointments can be booked up to 180 days ahead. Please choose an earlier date.',
    });
    expect((await book(robin, '9999-12-31', '09:00 AM - 10:00 AM')).body).toEqual(beyond.body);
    expect((await book(robin, '0000-01-01', '09:00 AM - 10:00 AM')).body).toEqual({
      status: 400,
      message: 'The field date must be a real calendar date (YYYY-MM-DD).',
    });
    const slots = await call('POST', 'listSlotBookings', robin.token, { ...BISCAYNE, date: '0000-01-01 00:00:00' });
    expect(slots.status).toBe(400);
  });

  it('holds a customer to 10 upcoming appointments, even when 20 bookings arrive at once', async () => {
    const robin = await customer();
    const wanted = Array.from({ length: 20 }, (_, i) => ({
      date: miamiDate(60 + Math.floor(i / 8)),
      slot: SLOTS[i % 8] ?? '',
    }));
    const answers = await Promise.all(wanted.map(({ date, slot }) => book(robin, date, slot)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(10);
    expectContractResponse('bookSlot', 409, refused[0]?.body);
    expect(refused[0]?.body).toEqual({
      status: 409,
      message: 'You already have 10 upcoming appointments. Please cancel one before booking another.',
    });
    // Cancelling one makes room for one more.
    const [first] = (await history(robin)).upcoming;
    expect((await call('PATCH', `update_slot_booking/${first?.booking_id}`, robin.token)).status).toBe(200);
    expect((await book(robin, miamiDate(70), '09:00 AM - 10:00 AM')).status).toBe(200);
    expect((await book(robin, miamiDate(70), '10:00 AM - 11:00 AM')).status).toBe(409);
  });

  it("has the demo customer's seeded bookings in every status, past and upcoming", async () => {
    const listed = await history({ id: DEMO_CUSTOMER_ID, token: await accessTokenFor(t.db, DEMO_CUSTOMER_ID) });
    expectContractResponse('listAppointments', 200, listed);
    const seeded = [...listed.upcoming, ...listed.past].filter((a) => a.booking_id.startsWith('BK-DEMO'));
    expect(new Set(seeded.map((a) => a.booking_status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(listed.upcoming.every((a) => a.booking_status === 0 || a.booking_status === 1)).toBe(true);
    expect(listed.upcoming.map((a) => a.booking_id)).toEqual(
      expect.arrayContaining(['BK-DEMO0001', 'BK-DEMO0002', 'BK-DEMO0003']),
    );
    // spec 4: completed appointments are never upcoming, even on a future date; nor (issue 27) a
    // cancelled one such as 0004.
    expect(listed.past.map((a) => a.booking_id)).toEqual(
      expect.arrayContaining([
        'BK-DEMO0004',
        'BK-DEMO0005',
        'BK-DEMO0006',
        'BK-DEMO0007',
        'BK-DEMO0008',
        'BK-DEMO0009',
      ]),
    );
    expect(listed.past_count).toBe(listed.past.length);
    expect(listed.upcoming_count).toBe(listed.upcoming.length);
    const upcomingDates = listed.upcoming.map((a) => a.date);
    expect(upcomingDates).toEqual([...upcomingDates].sort());
    const pastDates = listed.past.map((a) => a.date);
    expect(pastDates).toEqual([...pastDates].sort().reverse());
  });
});
