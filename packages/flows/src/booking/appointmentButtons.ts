import { type AppointmentTab, canCancelBooking } from '@injury-assist/domain';

/**
 * spec customer-and-access §2: "Upcoming items have Reschedule and Cancel buttons. Past items have Rebook."
 * §4: "The Cancel button is hidden for statuses 2 and 4."
 */
export type AppointmentButton = 'Reschedule' | 'Cancel' | 'Rebook';

export function appointmentButtons(bookingStatus: number, tab: AppointmentTab): AppointmentButton[] {
  if (tab === 'past') return ['Rebook'];
  return canCancelBooking(bookingStatus) ? ['Reschedule', 'Cancel'] : ['Reschedule'];
}
