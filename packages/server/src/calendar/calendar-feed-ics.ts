import { BOOKING_STATUS } from '@injury-assist/domain';
import { createEvents, type EventAttributes } from 'ics';
import type { FeedAppointment } from './calendar-feed-queries';

const CANCELLED: readonly number[] = [BOOKING_STATUS.canceled, BOOKING_STATUS.cancelledByCustomer];

/** What each side calls an appointment in its own calendar. */
export type FeedAudience = 'customer' | 'provider';

function status(appointment: FeedAppointment): 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' {
  if (CANCELLED.includes(appointment.booking_status)) return 'CANCELLED';
  return appointment.booking_status === BOOKING_STATUS.pending ? 'TENTATIVE' : 'CONFIRMED';
}

function describe(appointment: FeedAppointment, audience: FeedAudience): string {
  const lines = [
    audience === 'customer' ? `Provider: ${appointment.provider_name}` : `Customer: ${appointment.customer_name}`,
    `Booking: ${appointment.booking_id}`,
  ];
  if (appointment.booking_status === BOOKING_STATUS.pending) lines.push('Waiting for the provider to confirm.');
  if (appointment.booking_status === BOOKING_STATUS.noShow) lines.push('Marked as a no-show.');
  return lines.join('\n');
}

/**
 * A subscribed calendar (RFC 5545, written by `ics`): one VEVENT per calendar event, UTC times, the
 * UID of the event's first booking and a SEQUENCE that grows with each change, so a reschedule
 * moves the event and a cancellation marks it CANCELLED in the calendar app.
 */
export function calendarFeed(appointments: FeedAppointment[], audience: FeedAudience, stampedAt: Date): string {
  const events = appointments.map((appointment): EventAttributes & { timestamp: number } => {
    const state = status(appointment);
    return {
      uid: `${appointment.uid}@injury-assist`,
      sequence: appointment.sequence + (state === 'CANCELLED' ? 1 : 0),
      // `timestamp` (DTSTAMP) is read by ics but missing from its types; it comes from the app's clock.
      timestamp: stampedAt.getTime(),
      start: appointment.starts_at.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: appointment.ends_at.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      title:
        audience === 'customer'
          ? `Appointment with ${appointment.provider_name}`
          : `${appointment.customer_name} · ${appointment.business_name}`,
      location: appointment.address,
      description: describe(appointment, audience),
      status: state,
    };
  });
  const { error, value } = createEvents(events, {
    productId: '-//Injury Assist//Calendar feed//EN',
    calName: audience === 'customer' ? 'My Injury Assist appointments' : 'Injury Assist bookings',
  });
  if (error || !value) throw error ?? new Error('The calendar feed could not be written.');
  return value;
}
