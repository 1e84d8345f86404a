import { escapeHtml } from '../mail/escape-html';
import type { MailAttachment, MailMessage } from '../mail/mailer';
import type { Appointment } from './booking-queries';

/** What an appointment mail says, and when the appointment is (UTC instants). */
export interface AppointmentMailDetails {
  to: string;
  customerName: string;
  appointment: Appointment;
  startsAt: Date;
  endsAt: Date;
  sentAt: Date;
}

/** iCalendar date-time in UTC: 20261124T140000Z. */
const icsTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const icsText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * A one-event calendar. The UID is the booking_id, so a cancellation (METHOD:CANCEL, a higher
 * SEQUENCE) removes the event the confirmation added. Times are UTC so no VTIMEZONE is needed.
 */
export function appointmentInvite(details: AppointmentMailDetails, method: 'REQUEST' | 'CANCEL'): MailAttachment {
  const { appointment } = details;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Injury Assist//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${appointment.booking_id}@injury-assist`,
    `SEQUENCE:${method === 'CANCEL' ? 1 : 0}`,
    `DTSTAMP:${icsTime(details.sentAt)}`,
    `DTSTART:${icsTime(details.startsAt)}`,
    `DTEND:${icsTime(details.endsAt)}`,
    `SUMMARY:${icsText(`Appointment with ${appointment.provider_name}`)}`,
    `LOCATION:${icsText(appointment.address)}`,
    `DESCRIPTION:${icsText(`${appointment.services} · booking ${appointment.booking_id}`)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return {
    filename: method === 'CANCEL' ? 'cancellation.ics' : 'appointment.ics',
    content: `${lines.join('\r\n')}\r\n`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

function describe({ appointment }: AppointmentMailDetails): string[] {
  return [
    `Provider: ${appointment.provider_name}`,
    `Address: ${appointment.address}`,
    `Date: ${appointment.date}`,
    `Time: ${appointment.slot}`,
    `Booking: ${appointment.booking_id}`,
  ];
}

function message(details: AppointmentMailDetails, subject: string, intro: string, method: 'REQUEST' | 'CANCEL') {
  const lines = describe(details);
  const greeting = `Hello ${details.customerName},`;
  return {
    to: details.to,
    subject,
    text: [greeting, '', intro, '', ...lines, '', 'Injury Assist'].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul><p>Injury Assist</p>`,
    attachments: [appointmentInvite(details, method)],
  } satisfies MailMessage;
}

export const bookingConfirmationMail = (details: AppointmentMailDetails): MailMessage =>
  message(
    details,
    `Appointment confirmed: ${details.appointment.date}, ${details.appointment.slot}`,
    `Your appointment with ${details.appointment.provider_name} is booked. The attached invite adds it to your calendar.`,
    'REQUEST',
  );

export const bookingCancellationMail = (details: AppointmentMailDetails): MailMessage =>
  message(
    details,
    `Appointment cancelled: ${details.appointment.date}, ${details.appointment.slot}`,
    `Your appointment with ${details.appointment.provider_name} is cancelled. The attached file removes it from your calendar.`,
    'CANCEL',
  );
