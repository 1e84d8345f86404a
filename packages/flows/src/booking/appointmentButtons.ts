import { canCancel } from '../appointments/appointmentStatus';

/**
 * spec customer-and-access §2: "Upcoming items have Reschedule and Cancel buttons. Past items have Rebook."
 * §4: "The Cancel button is hidden for statuses 2 and 4. The upcoming list excludes status 2."
 */
export type AppointmentTab = 'upcoming' | 'past';
export type AppointmentButton = 'Reschedule' | 'Cancel' | 'Rebook';

export function appointmentButtons(bookingStatus: number, tab: AppointmentTab): AppointmentButton[] {
  if (tab === 'past') return ['Rebook'];
  return canCancel(bookingStatus) ? ['Reschedule', 'Cancel'] : ['Reschedule'];
}

/** Whether an appointment with this booking_status belongs in the Upcoming list. */
export function isUpcomingListed(bookingStatus: number): boolean {
  return bookingStatus !== 2;
}
