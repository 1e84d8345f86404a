import {
  type BusinessHours,
  calendarDate,
  dayHoursLabel,
  slotLabel,
  twelveHourTime,
  type Weekday,
  weekdayName,
  weekdayOfDate,
  weekdays,
} from '@injury-assist/domain';

/**
 * The server's side of the slot and weekday rules. The rules themselves — 12-hour labels, the strict
 * slot-label parser, weekdays — are `@injury-assist/domain`'s, shared with the browser; the names
 * below are kept for this folder's callers, and name the domain functions, not copies of them.
 */
export {
  type BusinessHours,
  type DayHours,
  parseSlotLabel,
  slotLabel,
  slotWithinHours,
  type Weekday,
} from '@injury-assist/domain';
export const WEEKDAYS = weekdays;
export const twelveHour = twelveHourTime;
export const weekdayOf = weekdayOfDate;
export const capitalised = weekdayName;

/** A request's `day`: 'Monday', 'monday', 'MONDAY' or a date 'YYYY-MM-DD' → 'monday'; undefined otherwise. */
export function readWeekday(day: string): Weekday | undefined {
  const text = day.trim().toLowerCase();
  const date = calendarDate(text);
  if (date !== undefined) return weekdayOfDate(date);
  return weekdays.find((weekday) => weekday === text);
}

/** The search result's `hours`: { Monday: '09:00 AM - 05:00 PM' | 'Closed', … }, Monday first. */
export function hoursByWeekday(hours: BusinessHours): Record<string, string> {
  return Object.fromEntries(weekdays.map((day) => [weekdayName(day), dayHoursLabel(hours[day], slotLabel)]));
}
