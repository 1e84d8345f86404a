import { BOOKING_STATUS } from '@injury-assist/domain';
import { appointmentReminderMail, type InviteOrganizer } from '../bookings/booking-mail';
import { findAppointment, toAppointment } from '../bookings/booking-queries';
import type { Db } from '../db/db';
import type { Job } from '../jobs/job-runner';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';

/** Reminders go out this long before an appointment starts. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/**
 * Confirmed bookings whose slot has ended, in their location's time zone, become Completed (2).
 * One statement: run twice, or by two processes at once, a booking is completed once (the second
 * waits for the first's row locks and then finds it no longer Confirmed). Pending bookings the
 * provider never confirmed are left for the provider to mark. Resolves to the booking ids completed.
 */
export async function completeEndedBookings(db: Db, now: Date): Promise<string[]> {
  const rows = await db.query<{ booking_id: string }>(
    `update bookings b set booking_status = $2
       from provider_locations l
      where l.id = b.location_id
        and b.booking_status = $3
        -- No zone is more than a day ahead of UTC: a cheap bound the open-bookings index answers.
        and b.date <= ($1::timestamptz at time zone 'UTC')::date + 1
        and private.booking_ends_at(b.date, b.slot, l.time_zone) <= $1
      returning b.booking_id`,
    [now, BOOKING_STATUS.completed, BOOKING_STATUS.confirmed],
  );
  return rows.map((row) => row.booking_id);
}

/**
 * E-mails customers a reminder of their pending or confirmed appointment once it starts within a
 * day, when its provider has appointmentReminders on. Each booking is claimed (reminder_sent_at)
 * by one statement before its mail goes out, so two runs or two processes send it once; a mail
 * that fails is logged and not tried again. A booking made less than a day ahead gets none: its
 * confirmation has just gone out. Resolves to the booking ids reminded.
 */
export async function sendAppointmentReminders(
  db: Db,
  now: Date,
  { mailer, logger, organizer }: { mailer: Mailer; logger: Logger; organizer: InviteOrganizer },
): Promise<string[]> {
  const claimed = await db.query<{ booking_id: string; email: string; name: string }>(
    `update bookings b set reminder_sent_at = $1
       from provider_locations l, service_providers p, users u
      where l.id = b.location_id and p.id = b.provider_id and u.id = b.user_id
        and p.appointment_reminders
        and b.booking_status in ($3, $4)
        and b.reminder_sent_at is null
        and b.date between ($1::timestamptz at time zone 'UTC')::date - 1 and ($1::timestamptz at time zone 'UTC')::date + 2
        and (b.date + split_part(b.slot, ' - ', 1)::time) at time zone l.time_zone > $1
        and (b.date + split_part(b.slot, ' - ', 1)::time) at time zone l.time_zone <= $1::timestamptz + $2 * interval '1 millisecond'
        and b.created_at <= (b.date + split_part(b.slot, ' - ', 1)::time) at time zone l.time_zone - $2 * interval '1 millisecond'
      returning b.booking_id, u.email, u.name`,
    [now, REMINDER_LEAD_MS, BOOKING_STATUS.pending, BOOKING_STATUS.confirmed],
  );
  for (const { booking_id, email, name } of claimed) {
    const appointment = await findAppointment(db, booking_id, now);
    if (!appointment) continue;
    try {
      await mailer.send(
        appointmentReminderMail({
          to: email,
          customerName: name,
          appointment: toAppointment(appointment),
          startsAt: appointment.starts_at,
          endsAt: appointment.ends_at,
          sentAt: now,
          organizer,
        }),
      );
    } catch (error) {
      logger.error(`The reminder for ${booking_id} could not be sent:`, error);
    }
  }
  return claimed.map((row) => row.booking_id);
}

/** How often the jobs below look for work: a booking is Completed at most five minutes after it ends. */
export const COMPLETION_INTERVAL_MS = 5 * 60_000;
/** Reminders go out between 24 hours and 23¾ hours before the appointment. */
export const REMINDER_INTERVAL_MS = 15 * 60_000;

/** Bookings become Completed (2) after their end time in the provider's zone (issue 13). */
export function bookingCompletionJob(): Job {
  return {
    name: 'booking-completion',
    intervalMs: COMPLETION_INTERVAL_MS,
    run: async ({ db, now }) => {
      await completeEndedBookings(db, now);
    },
  };
}

/** The day-ahead reminders of providers with appointmentReminders on. */
export function appointmentReminderJob(deps: { mailer: Mailer; organizer: InviteOrganizer }): Job {
  return {
    name: 'appointment-reminders',
    intervalMs: REMINDER_INTERVAL_MS,
    run: async ({ db, now, logger }) => {
      await sendAppointmentReminders(db, now, { ...deps, logger });
    },
  };
}
