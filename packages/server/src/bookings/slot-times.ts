import {
  type BusinessHours,
  calendarDate,
  dayHoursLabel,
  slotLabel,
  type Weekday,
  weekdayOfDate,
  weekdays,
} from '@injury-assist/domain';

// The rules themselves — 12-hour labels, the strict slot-label parser, weekdays, business hours and
// their slots — are `@injury-assist/domain`'s, shared with the browser; this file holds what only
// the server needs: the search answer's hours, and reading a request's `day`.

/** A request's `day`: 'Monday', 'monday', 'MONDAY' or a date 'YYYY-MM-DD' → 'monday'; undefined otherwise. */
export function readWeekday(day: string): Weekday | undefined {
  const text = day.trim().toLowerCase();
  const date = calendarDate(text);
  if (date !== undefined) return weekdayOfDate(date);
  return weekdays.find((weekday) => weekday === text);
}

/** The search result's `hours`: { Monday: '09:00 AM - 05:00 PM' | 'Closed', … }, Monday first. */
export function hoursByWeekday(hours: BusinessHours): Record<Capitalize<Weekday>, string> {
  const label = (day: Weekday) => dayHoursLabel(hours[day], slotLabel);
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
