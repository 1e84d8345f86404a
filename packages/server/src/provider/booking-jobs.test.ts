import { expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openPostgresDb } from '../db/postgres-driver';
import { silentLogger } from '../logger';
import type { MailMessage } from '../mail/mailer';
import { describeEachDriver } from '../testing/describe-each-driver';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';
import { completeEndedBookings, sendAppointmentReminders } from './booking-jobs';

// Tuesday 2026-03-17, 08:00 in Los Angeles (PDT, UTC-7).
const TUESDAY_8AM_LA = new Date('2026-03-17T15:00:00Z');
const MINUTE = 60_000;

describeEachDriver('booking jobs', (t) => {
  /** A booking stored as if made a week before, in the given status. */
  const booking = async (
    locationId: number,
    providerId: number,
    userId: string,
    date: string,
    slot: string,
    status = 1,
  ) => {
    const [row] = await t.db.query<{ booking_id: string }>(
      `insert into bookings (booking_id, user_id, provider_id, location_id, address, date, slot, day, booking_status, created_at)
       values ('BK-' || upper(substr(md5(random()::text), 1, 10)), $1, $2, $3, 'Test address', $4, $5, 'Tuesday', $6, $7)
       returning booking_id`,
      [userId, providerId, locationId, date, slot, status, new Date(TUESDAY_8AM_LA.getTime() - 7 * 24 * 60 * MINUTE)],
    );
    return row?.booking_id ?? '';
  };
  const statusOf = async (bookingId: string) =>
    Number(
      (
        await t.db.query<{ s: number }>('select booking_status as s from bookings where booking_id = $1', [bookingId])
      )[0]?.s,
    );

  it('completes confirmed bookings once their slot has ended in the location’s zone, once, with two runners', async () => {
    const business = await createTestBusiness(t.db, { timeZone: 'America/Los_Angeles' });
    const customer = await createTestCustomer(t.db);
    const book = (date: string, slot: string, status?: number) =>
      booking(business.locationId, business.providerId, customer.id, date, slot, status);
    const yesterday = await book('2026-03-16', '04:00 PM - 05:00 PM');
    const endedAt8 = await book('2026-03-17', '07:00 AM - 08:00 AM');
    const running = await book('2026-03-17', '07:30 AM - 08:30 AM');
    const pending = await book('2026-03-16', '10:00 AM - 11:00 AM', 0);
    const cancelled = await book('2026-03-16', '11:00 AM - 12:00 PM', 3);

    // Two server processes running the job at the same moment: each booking is completed by one.
    const second: Db = t.driver === 'postgres' && t.url ? await openPostgresDb(t.url) : t.db;
    try {
      const [a, b] = await Promise.all([
        completeEndedBookings(t.db, TUESDAY_8AM_LA),
        completeEndedBookings(second, TUESDAY_8AM_LA),
      ]);
      const completed = [...a, ...b].filter((id) => [yesterday, endedAt8, running, pending, cancelled].includes(id));
      expect(completed.sort()).toEqual([yesterday, endedAt8].sort());
    } finally {
      if (second !== t.db) await second.close();
    }
    expect(await statusOf(yesterday)).toBe(2);
    expect(await statusOf(endedAt8)).toBe(2);
    expect(await statusOf(running)).toBe(1);
    expect(await statusOf(pending)).toBe(0);
    expect(await statusOf(cancelled)).toBe(3);
    // Again, later: only the one that has ended since.
    expect(await completeEndedBookings(t.db, TUESDAY_8AM_LA)).not.toContain(yesterday);
    const later = await completeEndedBookings(t.db, new Date(TUESDAY_8AM_LA.getTime() + 30 * MINUTE));
    expect(later).toContain(running);
  });

  it('reads a slot that ends at midnight as ending on the next day', async () => {
    const business = await createTestBusiness(t.db, { timeZone: 'America/Los_Angeles' });
    const customer = await createTestCustomer(t.db);
    const lateEvening = await booking(
      business.locationId,
      business.providerId,
      customer.id,
      '2026-03-17',
      '11:00 PM - 12:00 AM',
    );
    // 23:30 in Los Angeles: under way, not ended.
    expect(await completeEndedBookings(t.db, new Date('2026-03-18T06:30:00Z'))).not.toContain(lateEvening);
    expect(await statusOf(lateEvening)).toBe(1);
    // Midnight: ended.
    expect(await completeEndedBookings(t.db, new Date('2026-03-18T07:00:00Z'))).toContain(lateEvening);
  });

  it('mails each customer one reminder a day ahead, when the provider has reminders on', async () => {
    const business = await createTestBusiness(t.db, { timeZone: 'America/Los_Angeles' });
    const quiet = await createTestBusiness(t.db, { timeZone: 'America/Los_Angeles' });
    await t.db.query('update service_providers set appointment_reminders = false where id = $1', [quiet.providerId]);
    const customer = await createTestCustomer(t.db, { name: 'Alex Reminded' });
    const tomorrow7 = await booking(
      business.locationId,
      business.providerId,
      customer.id,
      '2026-03-18',
      '07:00 AM - 08:00 AM',
    );
    const tomorrow9 = await booking(
      business.locationId,
      business.providerId,
      customer.id,
      '2026-03-18',
      '09:00 AM - 10:00 AM',
    );
    const cancelled = await booking(
      business.locationId,
      business.providerId,
      customer.id,
      '2026-03-18',
      '07:00 AM - 08:00 AM',
      4,
    );
    const off = await booking(quiet.locationId, quiet.providerId, customer.id, '2026-03-18', '07:00 AM - 08:00 AM');

    const sent: MailMessage[] = [];
    const deps = {
      mailer: { send: async (mail: MailMessage) => void sent.push(mail) },
      logger: silentLogger,
      organizer: { name: 'Injury Assist', email: 'no-reply@injury-assist.local' },
    };
    const reminded = await Promise.all([
      sendAppointmentReminders(t.db, TUESDAY_8AM_LA, deps),
      sendAppointmentReminders(t.db, TUESDAY_8AM_LA, deps),
    ]);
    const ours = reminded.flat().filter((id) => [tomorrow7, tomorrow9, cancelled, off].includes(id));
    // 07:00 tomorrow is within 24 hours; 09:00 is 25 hours away.
    expect(ours).toEqual([tomorrow7]);
    expect(sent.filter((mail) => mail.to === customer.email).map((mail) => mail.subject)).toEqual([
      'Reminder: your appointment on 2026-03-18, 07:00 AM - 08:00 AM',
    ]);
    const later = await sendAppointmentReminders(t.db, new Date(TUESDAY_8AM_LA.getTime() + 2 * 60 * MINUTE), deps);
    expect(later.filter((id) => [tomorrow7, tomorrow9, off].includes(id))).toEqual([tomorrow9]);
  });
});
