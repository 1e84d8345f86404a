import { type AppointmentTab, BOOKING_STATUS, canCancelBooking } from '@injury-assist/domain';

/**
 * spec customer-and-access §2: "Upcoming items have Reschedule and Cancel buttons. Past items have Rebook."
 * §4: "The Cancel button is hidden for statuses 2 and 4." Ours (issue 13): a completed appointment
 * the customer has not reviewed (`reviewed` false, as the history says) also offers Review.
 */
export type AppointmentButton = 'Reschedule' | 'Cancel' | 'Rebook' | 'Review';

export function appointmentButtons(
  bookingStatus: number,
  tab: AppointmentTab,
  reviewed?: boolean,
): AppointmentButton[] {
  if (tab === 'past') {
    return bookingStatus === BOOKING_STATUS.completed && reviewed === false ? ['Review', 'Rebook'] : ['Rebook'];
  }
  return canCancelBooking(bookingStatus) ? ['Reschedule', 'Cancel'] : ['Reschedule'];
}
