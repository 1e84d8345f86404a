import { dayNumber } from './calendar-dates';

/** The days of the week as the API keys business hours (`businessHours.monday`), Monday first. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** How people, the search answer's `hours` and the booking calls' `day` name a day: 'Monday'. */
export type WeekdayName = Capitalize<Weekday>;

const names = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const satisfies { [Day in Weekday]: Capitalize<Day> };

export const weekdayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const satisfies readonly WeekdayName[];

export function weekdayName(day: Weekday): WeekdayName {
  return names[day];
}

/**
 * The weekday of a calendar date 'YYYY-MM-DD' (a time part after it is ignored): the date itself,
 * in no time zone. Throws a RangeError for a text that is not a date.
 */
export function weekdayOfDate(date: string): Weekday {
  // 1970-01-01, day 0, was a Thursday: index 3 counting from Monday.
  const index = (((dayNumber(date) + 3) % 7) + 7) % 7;
  const day = weekdays[index];
  if (day === undefined) throw new RangeError(`No weekday for ${date}`);
  return day;
}

/** The wall clock at a place: its calendar date, minutes since midnight and weekday. */
export type ZonedNow = { today: string; nowMinutes: number; weekday: Weekday };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    // An unknown or empty zone: judge in UTC rather than fail (the server stores IANA names).
    formatter = formatterFor('UTC');
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

/**
 * "Today", the time of day and the weekday in `timeZone` at the instant `now` — a provider
 * location's zone, which bookings are judged in. An unknown zone falls back to UTC.
 */
export function zonedNow(now: Date, timeZone: string): ZonedNow {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const today = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    today,
    nowMinutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
    weekday: weekdayOfDate(today),
  };
}
