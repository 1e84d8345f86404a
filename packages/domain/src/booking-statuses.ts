/**
 * A booking's `booking_status` (spec customer-and-access §4): 0 Pending, 1 Confirmed, 2 Completed,
 * 3 or any other value Canceled, and 4 also Canceled — by the customer. 5 is ours: the provider
 * marked the customer as not having come (issue 13); the customer's screens read it as the spec
 * reads any other value, Canceled.
 */
export const BOOKING_STATUS = {
  pending: 0,
  confirmed: 1,
  completed: 2,
  canceled: 3,
  cancelledByCustomer: 4,
  noShow: 5,
} as const;
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

/**
 * Upcoming lists live bookings only (issue 27): Pending and Confirmed. spec §4 says "The upcoming
 * list excludes status 2"; cancelled ones and no-shows leave it too and move to Past.
 */
export function isUpcomingListed(status: number): boolean {
  return status === BOOKING_STATUS.pending || status === BOOKING_STATUS.confirmed;
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

/**
 * How the provider's Appointments page names a status: it tells its own cancellations and no-shows
 * apart. 'Cancelled' as in every text of ours; only the customer's status label keeps the spec's
 * 'Canceled' (docs/network-seams-4.md).
 */
export const providerBookingStatusNames = [
  'Pending',
  'Confirmed',
  'Completed',
  'Cancelled',
  'Cancelled by customer',
  'No-show',
] as const;
export type ProviderBookingStatusName = (typeof providerBookingStatusNames)[number];

export function providerBookingStatusName(status: number): ProviderBookingStatusName {
  switch (status) {
    case BOOKING_STATUS.pending:
      return 'Pending';
    case BOOKING_STATUS.confirmed:
      return 'Confirmed';
    case BOOKING_STATUS.completed:
      return 'Completed';
    case BOOKING_STATUS.cancelledByCustomer:
      return 'Cancelled by customer';
    case BOOKING_STATUS.noShow:
      return 'No-show';
    default:
      return 'Cancelled';
  }
}

/** What a provider may do with an appointment (issue 13): confirm a pending one, record how it went, or cancel it. */
export const providerBookingActions = ['confirm', 'complete', 'noShow', 'cancel'] as const;
export type ProviderBookingAction = (typeof providerBookingActions)[number];

/**
 * How long after its slot ends a provider may still record a no-show or correct how a visit went
 * (issue 27): the completion job completes confirmed visits as soon as they end, so a no-show
 * noticed the next day is recorded over it.
 */
export const VISIT_CORRECTION_DAYS = 7;

/**
 * Where an appointment stands for its provider: the slot has not started yet, is under way, has
 * ended (within VISIT_CORRECTION_DAYS), or ended longer ago than that (closed).
 */
export type AppointmentTiming = 'upcoming' | 'started' | 'ended' | 'closed';

/**
 * Which of the provider's actions apply: Confirm to a pending appointment that has not ended;
 * Completed and No-show to a pending or confirmed one whose slot has started; Cancel to a pending
 * or confirmed one that has not started. Until VISIT_CORRECTION_DAYS after the slot, a completed
 * visit can be marked a no-show and a no-show completed.
 */
export function providerBookingActionsFor(status: number, timing: AppointmentTiming): ProviderBookingAction[] {
  const correctable = timing === 'started' || timing === 'ended';
  if (status === BOOKING_STATUS.completed) return correctable ? ['noShow'] : [];
  if (status === BOOKING_STATUS.noShow) return correctable ? ['complete'] : [];
  if (!isMovable(status)) return [];
  const actions: ProviderBookingAction[] = [];
  if (status === BOOKING_STATUS.pending && timing !== 'ended' && timing !== 'closed') actions.push('confirm');
  if (timing !== 'upcoming') actions.push('complete', 'noShow');
  if (timing === 'upcoming') actions.push('cancel');
  return actions;
}

/** The status a new booking starts in: Confirmed by default, or Pending until the provider confirms. */
export const newBookingStatuses = ['confirmed', 'pending'] as const;
export type NewBookingStatus = (typeof newBookingStatuses)[number];

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
