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
  // What a mail says of an appointment; the picker's closed days and the history's review mark are not part of it.
  appointment: Omit<Appointment, 'closed_days' | 'reviewed'>;
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

/** An administrator cancelled for the platform, with the reason they gave. */
export const platformCancellationMail = (details: AppointmentMailDetails, reason: string): MailMessage =>
  message(
    details,
    `Appointment cancelled by Injury Assist: ${details.appointment.date}, ${details.appointment.slot}`,
    `Injury Assist had to cancel your appointment with ${details.appointment.provider_name}. The attached file removes it from your calendar; you can book another time in Injury Assist.`,
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
