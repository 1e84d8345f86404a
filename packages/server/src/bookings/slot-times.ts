import { calendarDate, slotLabel, type Weekday, weekdayOfDate, weekdays } from '@injury-assist/domain';

// The rules themselves — 12-hour labels, the strict slot-label parser, weekdays — are
// `@injury-assist/domain`'s, shared with the browser; this file holds what only the server needs:
// business hours as stored, and reading a request's `day`.

/** A day of the business hours: `open` and `close` as 'HH:MM' (24-hour). */
export interface DayHours {
  open: string;
  close: string;
  isClosed: boolean;
}
export type BusinessHours = Partial<Record<Weekday, DayHours>>;

/** A request's `day`: 'Monday', 'monday', 'MONDAY' or a date 'YYYY-MM-DD' → 'monday'; undefined otherwise. */
export function readWeekday(day: string): Weekday | undefined {
  const text = day.trim().toLowerCase();
  const date = calendarDate(text);
  if (date !== undefined) return weekdayOfDate(date);
  return weekdays.find((weekday) => weekday === text);
}

/** Whether a slot lies within the day's opening hours (a closed day offers none). */
export function slotWithinHours(hours: DayHours | undefined, start: string, end: string): boolean {
  if (!hours || hours.isClosed) return false;
  return start >= hours.open && end <= hours.close;
}

/** The search result's `hours`: { Monday: '09:00 AM - 05:00 PM' | 'Closed', … }, Monday first. */
export function hoursByWeekday(hours: BusinessHours): Record<Capitalize<Weekday>, string> {
  const label = (day: Weekday) => {
    const today = hours[day];
    return !today || today.isClosed ? 'Closed' : slotLabel(today.open, today.close);
  };
  return {
    Monday: label('monday'),
    Tuesday: label('tuesday'),
    Wednesday: label('wednesday'),
    Thursday: label('thursday'),
    Friday: label('friday'),
    Saturday: label('saturday'),
    Sunday: label('sunday'),
  };
}
