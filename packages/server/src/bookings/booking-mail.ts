import { createEvent, type EventAttributes } from 'ics';
import addressparser from 'nodemailer/lib/addressparser';
import { escapeHtml } from '../mail/escape-html';
import type { MailAttachment, MailMessage } from '../mail/mailer';
import type { Appointment } from './booking-queries';

/** Who an invitation comes from: the sender of the mail (MAIL_FROM). */
export interface InviteOrganizer {
  name: string;
  email: string;
}

/** What an appointment mail says, and when the appointment is (UTC instants). */
export interface AppointmentMailDetails {
  to: string;
  customerName: string;
  appointment: Appointment;
  startsAt: Date;
  endsAt: Date;
  sentAt: Date;
  organizer: InviteOrganizer;
}

/** MAIL_FROM ('Injury Assist <no-reply@injury-assist.local>') as an invitation's organizer. */
export function inviteOrganizer(mailFrom: string): InviteOrganizer {
  const [first] = addressparser(mailFrom, { flatten: true });
  if (!first?.address) throw new Error('MAIL_FROM must hold an e-mail address.');
  return { name: first.name || 'Injury Assist', email: first.address };
}

/**
 * A one-event calendar, written by `ics` (RFC 5545: escaping, line folding). The UID is the
 * booking_id, so a cancellation (METHOD:CANCEL, a higher SEQUENCE) removes the event the
 * confirmation added; ORGANIZER (the sender) and ATTENDEE (the customer) make mail clients show
 * it as an invitation rather than a file. Times are UTC, so no VTIMEZONE is needed.
 */
export function appointmentInvite(details: AppointmentMailDetails, method: 'REQUEST' | 'CANCEL'): MailAttachment {
  const { appointment } = details;
  // `timestamp` (DTSTAMP) is read by ics but missing from its types; it comes from the app's clock.
  const event: EventAttributes & { timestamp: number } = {
    productId: '-//Injury Assist//Bookings//EN',
    method,
    uid: `${appointment.booking_id}@injury-assist`,
    sequence: method === 'CANCEL' ? 1 : 0,
    timestamp: details.sentAt.getTime(),
    start: details.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: details.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Appointment with ${appointment.provider_name}`,
    location: appointment.address,
    description: `${appointment.services} · booking ${appointment.booking_id}`,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: details.organizer,
    attendees: [
      {
        name: details.customerName,
        email: details.to,
        role: 'REQ-PARTICIPANT',
        partstat: method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED',
        rsvp: false,
      },
    ],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar invite could not be written.');
  return {
    filename: method === 'CANCEL' ? 'cancellation.ics' : 'appointment.ics',
    content: value,
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
