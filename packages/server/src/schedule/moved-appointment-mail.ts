import { calendarFeed } from '../calendar/calendar-feed-ics';
import type { FeedAppointment } from '../calendar/calendar-feed-queries';
import type { Db } from '../db/db';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer';

/** The moved booking as a subscribed calendar shows it: its calendar UID and the SEQUENCE the move raised. */
export async function feedAppointmentOf(db: Db, bookingId: string): Promise<FeedAppointment> {
  const [row] = await db.query<FeedAppointment>(
    `select coalesce(b.calendar_uid, b.booking_id) as uid, b.calendar_sequence as sequence, b.booking_id,
            b.booking_status, b.address, p.business_name, p.name as provider_name, u.name as customer_name,
            (b.date + split_part(b.slot, ' - ', 1)::time) at time zone l.time_zone as starts_at,
            private.booking_ends_at(b.date, b.slot, l.time_zone) as ends_at
       from public.bookings b
       join public.service_providers p on p.id = b.provider_id
       join public.provider_locations l on l.id = b.location_id
       join private.users u on u.id = b.user_id
      where b.booking_id = $1`,
    [bookingId],
  );
  if (!row) throw new Error(`No booking ${bookingId}.`);
  return row;
}

export interface MovedAppointment {
  to: string;
  customerName: string;
  providerName: string;
  address: string;
  bookingId: string;
  was: { date: string; slot: string };
  now: { date: string; slot: string };
  /** The page that cancels the booking after asking. */
  cancelUrl: string;
  event: FeedAppointment;
  sentAt: Date;
}

/**
 * The customer's e-mail when the provider moves their appointment: the new time, the old one, the
 * link to cancel if it does not suit, and the calendar file — the feed's event (same UID, the
 * raised SEQUENCE), which updates the event a calendar already has.
 */
export function movedAppointmentMail(moved: MovedAppointment): MailMessage {
  const greeting = `Hello ${moved.customerName},`;
  const intro = `${moved.providerName} moved your appointment to ${moved.now.date}, ${moved.now.slot}.`;
  const lines = [
    `New time: ${moved.now.date}, ${moved.now.slot}`,
    `Was: ${moved.was.date}, ${moved.was.slot}`,
    `Provider: ${moved.providerName}`,
    `Address: ${moved.address}`,
    `Booking: ${moved.bookingId}`,
  ];
  const cancel = 'If the new time does not suit you, you can cancel the appointment here:';
  const attached = 'The attached calendar file moves the event in your calendar.';
  return {
    to: moved.to,
    subject: `Appointment moved: ${moved.now.date}, ${moved.now.slot}`,
    text: [greeting, '', intro, '', ...lines, '', cancel, moved.cancelUrl, '', attached, '', 'Injury Assist'].join(
      '\n',
    ),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join(
        '',
      )}</ul><p>${escapeHtml(cancel)} <a href="${escapeHtml(moved.cancelUrl)}">Cancel this appointment</a></p><p>${escapeHtml(
      attached,
    )}</p><p>Injury Assist</p>`,
    attachments: [
      {
        filename: 'appointment.ics',
        content: calendarFeed([moved.event], 'customer', moved.sentAt),
        contentType: 'text/calendar; charset=utf-8',
      },
    ],
  };
}
