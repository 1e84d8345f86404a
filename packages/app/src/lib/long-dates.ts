import { longDate, utcCalendarDate } from '@injury-assist/domain';

/** 'December 21, 2026' for an instant, in UTC so every reader sees the billing date the server keeps. */
export function formatLongDate(iso: string): string {
  return longDate(utcCalendarDate(iso));
}

/** 'December 5, 2026' for a calendar date (YYYY-MM-DD). */
export const formatCalendarDay = longDate;

/** '6:00 PM' for 'HH:MM'. */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
