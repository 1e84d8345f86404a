/**
 * A booking's `booking_status` (spec customer-and-access §4): 0 Pending, 1 Confirmed, 2 Completed,
 * 3 or any other value Canceled, and 4 also Canceled — by the customer.
 */
export const BOOKING_STATUS = { pending: 0, confirmed: 1, completed: 2, canceled: 3, cancelledByCustomer: 4 } as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

export const bookingStatusNames = ['Pending', 'Confirmed', 'Completed', 'Canceled'] as const;
export type BookingStatusName = (typeof bookingStatusNames)[number];

export function bookingStatusName(status: number): BookingStatusName {
  switch (status) {
    case BOOKING_STATUS.pending:
      return 'Pending';
    case BOOKING_STATUS.confirmed:
      return 'Confirmed';
    case BOOKING_STATUS.completed:
      return 'Completed';
    default:
      return 'Canceled';
  }
}

/** spec §4: "The Cancel button is hidden for statuses 2 and 4." */
export function canCancelBooking(status: number): boolean {
  return status !== BOOKING_STATUS.completed && status !== BOOKING_STATUS.cancelledByCustomer;
}

/** spec §4: "The upcoming list excludes status 2." */
export function isUpcomingListed(status: number): boolean {
  return status !== BOOKING_STATUS.completed;
}

/**
 * Whether Reschedule moves this booking. Pending and Confirmed ones move; a cancelled one cannot,
 * so its Reschedule books the same place afresh, and a completed one has happened.
 */
export function isMovable(status: number): boolean {
  return status === BOOKING_STATUS.pending || status === BOOKING_STATUS.confirmed;
}

/**
 * spec §4: on today's and future dates a booking in these statuses keeps its slot taken — 0 Pending,
 * 1 Confirmed, 2 Completed; 4 frees it again, and so does any cancelled one.
 */
export function holdsSlot(status: number): boolean {
  return (
    status === BOOKING_STATUS.pending || status === BOOKING_STATUS.confirmed || status === BOOKING_STATUS.completed
  );
}

/** The two lists of the Appointments screen (spec §2). */
export const appointmentTabs = ['upcoming', 'past'] as const;
export type AppointmentTab = (typeof appointmentTabs)[number];

/** The booking wizard's steps: 'Book New Appointment', 'Select Provider', 'Schedule Appointment' (spec §2). */
export const bookingWizardSteps = ['filters', 'providers', 'schedule'] as const;
export type BookingWizardStep = (typeof bookingWizardSteps)[number];

/** Each step's dialog title (spec §2). */
export const bookingWizardTitles = {
  filters: 'Book New Appointment',
  providers: 'Select Provider',
  schedule: 'Schedule Appointment',
} as const satisfies Record<BookingWizardStep, string>;

/** Where a date's slot list is: none chosen yet, on its way, there, or not loaded. */
export const slotsStatuses = ['idle', 'loading', 'loaded', 'failed'] as const;
export type SlotsStatus = (typeof slotsStatuses)[number];
