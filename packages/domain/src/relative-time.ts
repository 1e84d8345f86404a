import { longDate, utcCalendarDate } from './display-dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago an instant was, as Recent Activity and the bell say it: 'Just now', '5 minutes ago',
 * '2 hours ago', '3 days ago'; from a month on, the date ('October 2, 2026', its UTC day).
 */
export function timeAgo(at: string | Date, now: Date): string {
  const then = typeof at === 'string' ? new Date(at) : at;
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  return longDate(utcCalendarDate(then));
}
