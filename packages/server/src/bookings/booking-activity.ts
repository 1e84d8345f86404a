import { BOOKING_STATUS } from '@injury-assist/domain';
import type { Db } from '../db/db';
import { recordLeadEvent } from '../leads/lead-events';
import type { Logger } from '../logger';
import { escapeHtml } from '../mail/escape-html';
import type { Mailer, MailMessage } from '../mail/mailer';
import { notifyProvider, type ProviderNotice } from '../notifications/provider-notifications';
import type { AppointmentRow } from './booking-queries';

/** What a customer did to an appointment that its provider hears about. */
export type BookingActivity =
  | { kind: 'bookingNew'; appointment: AppointmentRow; customerId: string; customerName: string }
  | { kind: 'bookingCancelled'; appointment: AppointmentRow; customerName: string }
  | { kind: 'bookingRescheduled'; appointment: AppointmentRow; previous: AppointmentRow; customerName: string };

const when = (appointment: AppointmentRow) => `${appointment.date}, ${appointment.slot}`;

function notice(activity: BookingActivity): ProviderNotice {
  const { appointment, customerName } = activity;
  switch (activity.kind) {
    case 'bookingNew':
      return {
        kind: activity.kind,
        title: 'New booking',
        message:
          appointment.booking_status === BOOKING_STATUS.pending
            ? `${customerName} asked for ${when(appointment)} at ${appointment.address}. Confirm it under Appointments.`
            : `${customerName} booked ${when(appointment)} at ${appointment.address}.`,
        bookingId: appointment.booking_id,
      };
    case 'bookingCancelled':
      return {
        kind: activity.kind,
        title: 'Booking cancelled',
        message: `${customerName} cancelled ${when(appointment)} at ${appointment.address}.`,
        bookingId: appointment.booking_id,
      };
    case 'bookingRescheduled':
      return {
        kind: activity.kind,
        title: 'Appointment rescheduled',
        message: `${customerName} moved ${when(activity.previous)} to ${when(appointment)} at ${appointment.address}.`,
        bookingId: appointment.booking_id,
      };
  }
}

/**
 * Inside the booking's transaction: the provider's notification and, for a new booking, the lead
 * event (an appointment request). Resolves to the e-mail for the provider's account, to send once
 * the transaction has committed, when the provider wants booking e-mails (emailNotifications).
 */
export async function recordBookingActivity(
  tx: Db,
  activity: BookingActivity,
  at: Date,
): Promise<MailMessage | undefined> {
  const { appointment } = activity;
  if (activity.kind === 'bookingNew') {
    await recordLeadEvent(tx, {
      providerId: appointment.provider_id,
      locationId: appointment.location_id,
      action: 'booking',
      customerId: activity.customerId,
      at,
    });
  }
  const told = notice(activity);
  await notifyProvider(tx, appointment.provider_id, told, at);
  const [recipient] = await tx.query<{ email: string; name: string }>(
    `select u.email, u.name from service_providers p join users u on u.id = p.user_id
      where p.id = $1 and p.email_notifications`,
    [appointment.provider_id],
  );
  if (!recipient) return undefined;
  const lines = [
    `Booking: ${appointment.booking_id}`,
    `Customer: ${activity.customerName}`,
    `Address: ${appointment.address}`,
  ];
  const greeting = `Hello ${recipient.name},`;
  return {
    to: recipient.email,
    subject: `${told.title}: ${when(appointment)}`,
    text: [greeting, '', told.message, '', ...lines, '', 'Injury Assist'].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(told.message)}</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul><p>Injury Assist</p>`,
  };
}

/** Mail must not undo what is stored: a failure to send is logged. */
export async function sendAfterCommit(
  mailer: Mailer,
  logger: Logger,
  mail: MailMessage | undefined,
  what: string,
): Promise<void> {
  if (!mail) return;
  try {
    await mailer.send(mail);
  } catch (error) {
    logger.error(`The ${what} mail could not be sent:`, error);
  }
}
