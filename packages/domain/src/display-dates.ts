import { calendarDate } from './calendar-dates';

/**
 * Dates as people read them, one way in every screen (issue 27):
 * - `longDate`, 'November 26, 2026': sentences, cards, details, posts, reviews, billing;
 * - `shortDate`, '2026/11/26': list and table columns (the spec's 'YYYY/MM/DD' of the customer's
 *   Recent Appointments), where a narrow column that sorts by eye matters more than the words.
 * Both take a calendar date ('YYYY-MM-DD', or a text starting with one); an instant becomes one with
 * `utcCalendarDate` (billing and server dates) or `localCalendarDate` (the visitor's own day).
 * Written by hand rather than with Intl: ICU versions disagree on punctuation, which would move the
 * screenshot baselines from one machine to the next.
 */

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parts(day: string): { year: number; month: number; date: number } | undefined {
  const date = calendarDate(day);
  if (date === undefined) return undefined;
  const [year = 0, month = 1, dayOfMonth = 1] = date.split('-').map(Number);
  return { year, month, date: dayOfMonth };
}

/** 'November 26'; a text that is no date is shown as given. */
export function monthAndDay(day: string): string {
  const date = parts(day);
  return date ? `${monthNames[date.month - 1]} ${date.date}` : day;
}

/** 'November 26, 2026'; a text that is no date is shown as given. */
export function longDate(day: string): string {
  const date = parts(day);
  return date ? `${monthAndDay(day)}, ${date.year}` : day;
}

/** '2026/11/26'; a text that is no date is shown as given. */
export function shortDate(day: string): string {
  const date = calendarDate(day);
  return date === undefined ? day : date.replaceAll('-', '/');
}

/** The calendar date of an instant in UTC, the day the server keeps (a billing date, a review's day). */
export function utcCalendarDate(instant: string | Date): string {
  return (typeof instant === 'string' ? new Date(instant) : instant).toISOString().slice(0, 10);
}
