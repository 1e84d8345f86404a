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

function message(
  details: AppointmentMailDetails,
  subject: string,
  intro: string,
  method: 'REQUEST' | 'CANCEL',
  extra: string[] = [],
) {
  const lines = [...describe(details), ...extra];
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

/** A booking the provider confirms themselves (their new bookings start Pending). */
export const bookingRequestedMail = (details: AppointmentMailDetails): MailMessage =>
  message(
    details,
    `Appointment requested: ${details.appointment.date}, ${details.appointment.slot}`,
    `Your appointment request with ${details.appointment.provider_name} is received; the provider will confirm it. The attached invite holds the time in your calendar.`,
    'REQUEST',
  );

/** The provider confirmed a pending booking. */
export const bookingConfirmedByProviderMail = (details: AppointmentMailDetails): MailMessage =>
  message(
    details,
    `Appointment confirmed: ${details.appointment.date}, ${details.appointment.slot}`,
    `${details.appointment.provider_name} confirmed your appointment.`,
    'REQUEST',
  );

/** The provider cancelled, with the reason they gave. */
export const providerCancellationMail = (details: AppointmentMailDetails, reason: string): MailMessage =>
  message(
    details,
    `Appointment cancelled by ${details.appointment.provider_name}: ${details.appointment.date}, ${details.appointment.slot}`,
    `${details.appointment.provider_name} had to cancel your appointment. The attached file removes it from your calendar; you can book another time in Injury Assist.`,
    'CANCEL',
    [`Reason: ${reason}`],
  );

/** The day-ahead reminder (the provider's appointmentReminders setting). */
export const appointmentReminderMail = (details: AppointmentMailDetails): MailMessage =>
  message(
    details,
    `Reminder: your appointment on ${details.appointment.date}, ${details.appointment.slot}`,
    `A reminder: your appointment with ${details.appointment.provider_name} is within the next day.`,
    'REQUEST',
  );
