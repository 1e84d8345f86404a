import { minutesOfDay } from './clock-times';
import { type Weekday, weekdayName, weekdays } from './weekdays';

/** A day of a location's business hours: `open` and `close` as 24-hour 'HH:MM'. */
export type DayHours = { open: string; close: string; isClosed: boolean };
/** A location's hours by weekday (`business_hours` in the database, `businessHours` in the search answer). */
export type BusinessHours = Partial<Record<Weekday, DayHours>>;

/** Slots are an hour long, counted from the day's opening time. */
export const SLOT_MINUTES = 60;

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * Whether a slot is one of the day's: inside its opening hours, and a whole number of slots after
 * the opening time (so a day opening at 09:30 offers 09:30–10:30, not the 09:00–10:00 another day
 * has). A closed day offers none.
 */
export function slotWithinHours(hours: DayHours | undefined, start: string, end: string): boolean {
  if (!hours || hours.isClosed) return false;
  if (start < hours.open || end > hours.close) return false;
  return (minutesOfDay(start) - minutesOfDay(hours.open)) % SLOT_MINUTES === 0;
}

/** The hour-long slots of one day, from its opening time while a whole slot fits before closing. */
export function daySlots(hours: DayHours | undefined): { start: string; end: string }[] {
  if (!hours || hours.isClosed) return [];
  const slots: { start: string; end: string }[] = [];
  const close = minutesOfDay(hours.close);
  for (let start = minutesOfDay(hours.open); start + SLOT_MINUTES <= close; start += SLOT_MINUTES) {
    slots.push({ start: clock(start), end: clock(start + SLOT_MINUTES) });
  }
  return slots;
}

/** Every slot any day of the week offers, earliest first: what a location's slot table holds. */
export function weekSlots(hours: BusinessHours): { start: string; end: string }[] {
  const byStart = new Map<string, { start: string; end: string }>();
  for (const day of weekdays) for (const slot of daySlots(hours[day])) byStart.set(slot.start, slot);
  return [...byStart.values()].sort((a, b) => (a.start < b.start ? -1 : 1));
}

/** The day as the profile and the search answer's `hours` show it: '09:00 AM - 05:00 PM' or 'Closed'. */
export function dayHoursLabel(hours: DayHours | undefined, format: (start: string, end: string) => string): string {
  return !hours || hours.isClosed ? 'Closed' : format(hours.open, hours.close);
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with a day's hours, as a sentence, or undefined when they can be saved. */
export function dayHoursProblem(day: Weekday, hours: DayHours): string | undefined {
  if (hours.isClosed) return undefined;
  const name = weekdayName(day);
  if (!HH_MM.test(hours.open) || !HH_MM.test(hours.close)) return `${name}: enter the opening and closing times.`;
  if (minutesOfDay(hours.close) - minutesOfDay(hours.open) < SLOT_MINUTES) {
    return `${name}: closing time must be at least an hour after opening time.`;
  }
  return undefined;
}
