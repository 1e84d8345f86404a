/** Times and weekdays as the spec writes them: '09:00 AM', 'Monday', slots '09:00 AM - 10:00 AM'. */

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day of the business hours: `open` and `close` as 'HH:MM' (24-hour). */
export interface DayHours {
  open: string;
  close: string;
  isClosed: boolean;
}
export type BusinessHours = Partial<Record<Weekday, DayHours>>;

/** '09:00' or '09:00:00' (24-hour) → '09:00 AM'. */
export function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** '09:00 AM' → '09:00' (24-hour); undefined when it is not such a time. */
export function twentyFourHour(time: string): string | undefined {
  const match = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/.exec(time.trim());
  if (!match) return undefined;
  const [, hour = '', minutes = '', suffix] = match;
  const hours = (Number(hour) % 12) + (suffix === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${minutes}`;
}

/** '09:00 AM - 10:00 AM' → { start: '09:00', end: '10:00' } (24-hour). */
export function parseSlotLabel(label: string): { start: string; end: string } | undefined {
  const [startText, endText, ...rest] = label.split(' - ');
  if (startText === undefined || endText === undefined || rest.length > 0) return undefined;
  const start = twentyFourHour(startText);
  const end = twentyFourHour(endText);
  return start && end && start < end ? { start, end } : undefined;
}

/** The spec's slot label, 'start - end' in 12-hour form. */
export const slotLabel = (start: string, end: string): string => `${twelveHour(start)} - ${twelveHour(end)}`;

/** The weekday of a calendar date 'YYYY-MM-DD' (the date itself, in no time zone). */
export function weekdayOf(date: string): Weekday {
  const day = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  if (!day) throw new Error(`Not a date: ${date}`);
  return day;
}

/** 'monday' → 'Monday'. */
export const capitalised = (day: Weekday): string => day.charAt(0).toUpperCase() + day.slice(1);

/** 'Monday', 'MONDAY' or a date 'YYYY-MM-DD' → 'monday'; undefined otherwise. */
export function readWeekday(day: string): Weekday | undefined {
  const text = day.trim().toLowerCase();
  if (/^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(`${text.slice(0, 10)}T00:00:00Z`))) {
    return weekdayOf(text.slice(0, 10));
  }
  return WEEKDAYS.find((weekday) => weekday === text);
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
