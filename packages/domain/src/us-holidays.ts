import { addDays, calendarDate } from './calendar-dates';

/** A US federal holiday on the date it is observed (a Saturday's on the Friday, a Sunday's on the Monday). */
export interface UsHoliday {
  date: string;
  name: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** 0 Sunday … 6 Saturday. */
const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The nth (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const first = ymd(year, month, 1);
  return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + (nth - 1) * 7);
}

function lastWeekday(year: number, month: number, weekday: number): string {
  const last = addDays(month === 12 ? ymd(year + 1, 1, 1) : ymd(year, month + 1, 1), -1);
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

/** 5 U.S.C. 6103(b): a holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(date: string): string {
  const weekday = dayOfWeek(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

const MONDAY = 1;
const THURSDAY = 4;

/** The eleven federal holidays of a year (5 U.S.C. 6103(a)), on their observed dates. */
export function usFederalHolidays(year: number): UsHoliday[] {
  return [
    { date: observed(ymd(year, 1, 1)), name: 'New Year’s Day' },
    { date: nthWeekday(year, 1, MONDAY, 3), name: 'Martin Luther King Jr. Day' },
    { date: nthWeekday(year, 2, MONDAY, 3), name: 'Presidents’ Day' },
    { date: lastWeekday(year, 5, MONDAY), name: 'Memorial Day' },
    { date: observed(ymd(year, 6, 19)), name: 'Juneteenth' },
    { date: observed(ymd(year, 7, 4)), name: 'Independence Day' },
    { date: nthWeekday(year, 9, MONDAY, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, MONDAY, 2), name: 'Columbus Day' },
    { date: observed(ymd(year, 11, 11)), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, THURSDAY, 4), name: 'Thanksgiving Day' },
    { date: observed(ymd(year, 12, 25)), name: 'Christmas Day' },
  ];
}

/** How far ahead the one-click holiday closures reach. */
export const HOLIDAY_MONTHS_AHEAD = 12;

/**
 * The federal holidays observed from `today` through the same date 12 months on. The next year's
 * New Year's Day can be observed on 31 December; computing three years and filtering keeps it.
 */
export function upcomingUsHolidays(today: string): UsHoliday[] {
  const from = calendarDate(today);
  if (from === undefined) throw new RangeError(`Not a calendar date: ${JSON.stringify(today)}`);
  const year = Number(from.slice(0, 4));
  const until = `${year + HOLIDAY_MONTHS_AHEAD / 12}${from.slice(4)}`;
  return [year - 1, year, year + 1, year + 2]
    .flatMap(usFederalHolidays)
    .filter(({ date }) => date >= from && date < until)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}
