/**
 * Calendar dates as the product writes them, 'YYYY-MM-DD': a day in someone's calendar, in no
 * time zone. Appointment dates are already in the provider's zone; "today" comes from `zonedNow`
 * (a place) or `localCalendarDate` (the visitor).
 */

const DATE_AT_START = /^(\d{4})-(\d{2})-(\d{2})(?:$|[ T])/;
const DAY_MS = 86_400_000;

/**
 * The calendar date at the start of a date or timestamp text — '2026-03-02', '2026-03-02 00:00:00'
 * (the booking query form), '2026-03-02T10:00:00Z' — or undefined when it does not start with a
 * real date ('2026-02-30' is none).
 */
export function calendarDate(text: string): string | undefined {
  const match = DATE_AT_START.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
  return real ? text.trim().slice(0, 10) : undefined;
}

/** Days since 1970-01-01 of a calendar date; throws a RangeError for a text that is none. */
export function dayNumber(text: string): number {
  const date = calendarDate(text);
  if (date === undefined) throw new RangeError(`Not a calendar date: ${JSON.stringify(text)}`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** Whole days from one calendar date to another: 2026-11-21 → 2026-11-24 is 3, the other way −3. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** A calendar date plus `days` days (negative: earlier): 2026-02-27 + 2 is 2026-03-01. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The visitor's own calendar date at an instant (the browser's zone), e.g. the latest date of birth. */
export function localCalendarDate(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}
