import { daysBetween } from '@injury-assist/domain';
import { RECENT_WINDOW_DAYS } from '../concerns/recentConcerns';

export type DatedAppointment = { date: string };

/**
 * spec §9: the overview's 5-day window applies to appointments by date. Read here as the
 * appointments dated within 5 days of today either way, so the past week's visits and the
 * coming ones both show; nearest date first.
 */
export function recentAppointments<T extends DatedAppointment>(appointments: readonly T[], today: string): T[] {
  const distance = (appointment: T) => Math.abs(daysBetween(today, appointment.date));
  return appointments
    .filter((appointment) => distance(appointment) <= RECENT_WINDOW_DAYS)
    .sort((a, b) => distance(a) - distance(b));
}
