import {
  bookingConfirmedByProviderMail,
  type InviteOrganizer,
  providerCancellationMail,
} from '../bookings/booking-mail';
import type { MailMessage } from '../mail/mailer';
import type { ProviderAppointmentRow } from './provider-appointments';

/** The customer's e-mail when the provider confirms or cancels their appointment. */
export function appointmentMail(
  action: 'confirm' | 'cancel',
  row: ProviderAppointmentRow,
  reason: string,
  sentAt: Date,
  organizer: InviteOrganizer,
): MailMessage {
  const details = {
    to: row.customer_email,
    customerName: row.customer_name,
    appointment: {
      id: row.id,
      booking_id: row.booking_id,
      date: row.date,
      slot: row.slot,
      booking_status: row.status,
      services: row.services,
      provider_name: row.provider_name,
      address: row.address,
      provider_id: row.provider_id,
      time_zone: row.time_zone,
    },
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    sentAt,
    organizer,
  };
  return action === 'confirm' ? bookingConfirmedByProviderMail(details) : providerCancellationMail(details, reason);
}
