import { RECENT_WINDOW_DAYS } from '../concerns/recentConcerns';

export type DatedAppointment = { date: string };

function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / 86_400_000;
}

/**
 * spec §9: the overview's 5-day window applies to appointments by date. Read here as the
 * appointments dated within 5 days of today either way, so the past week's visits and the
 * coming ones both show; nearest date first.
 */
export function recentAppointments<T extends DatedAppointment>(appointments: readonly T[], today: string): T[] {
  const now = dayNumber(today);
  return appointments
    .filter((appointment) => Math.abs(dayNumber(appointment.date) - now) <= RECENT_WINDOW_DAYS)
    .sort((a, b) => Math.abs(dayNumber(a.date) - now) - Math.abs(dayNumber(b.date) - now));
}
