import { type Weekday, weekdays } from '../search/foundProvider';

/** The wall clock at a place: its date, minutes since midnight and weekday. */
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
      weekday: 'long',
    });
  } catch {
    // An unknown or empty zone: judge in UTC rather than fail (the server stores IANA names).
    formatter = formatterFor('UTC');
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

/**
 * "Today" and the time of day in `timeZone` at the instant `now` — the provider location's zone,
 * which the API judges bookings in. An unknown zone falls back to UTC.
 */
export function zonedNow(now: Date, timeZone: string): ZonedNow {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const hour = Number(parts.hour) % 24;
  return {
    today: `${parts.year}-${parts.month}-${parts.day}`,
    nowMinutes: hour * 60 + Number(parts.minute),
    weekday: (weekdays as readonly string[]).includes(parts.weekday ?? '') ? (parts.weekday as Weekday) : 'Monday',
  };
}

/** The weekday of a calendar date 'YYYY-MM-DD' (any time part ignored), e.g. 'Saturday'. */
export function weekdayOfDate(date: string): Weekday {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  const utcDay = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  // getUTCDay counts from Sunday; `weekdays` starts on Monday.
  return weekdays[(utcDay + 6) % 7] ?? 'Monday';
}
