import { type BookingStatusName, bookingStatusName } from '@injury-assist/domain';

/** The badge tones of the design system's Badge this package uses (flows does not import ui). */
export type AppointmentStatusTone = 'caution' | 'info' | 'positive' | 'critical';
export type AppointmentStatus = { label: BookingStatusName; tone: AppointmentStatusTone };

const tones = {
  Pending: 'caution',
  Confirmed: 'info',
  Completed: 'positive',
  Canceled: 'critical',
} as const satisfies Record<BookingStatusName, AppointmentStatusTone>;

/** A booking_status as its badge shows it (spec customer-and-access §4; the tones are ours). */
export function appointmentStatus(bookingStatus: number): AppointmentStatus {
  const label = bookingStatusName(bookingStatus);
  return { label, tone: tones[label] };
}
