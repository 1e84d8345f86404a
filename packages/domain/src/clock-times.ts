/**
 * Times of day and slots as the spec writes them (customer-and-access §3, §9): '09:00 AM', and a
 * slot 'start - end' in 12-hour AM/PM form, '09:00 AM - 10:00 AM'. Inside the product times are
 * compared in 24-hour 'HH:MM'. The parsers are strict — exactly the contract's ClockTime and
 * SlotLabel patterns — so what the browser accepts is what the server accepts.
 */

const TWENTY_FOUR_HOUR = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const TWELVE_HOUR = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;

export type SlotTimes = { start: string; end: string };

/**
 * '13:00' (or '13:00:00', as PostgreSQL answers a time) → '01:00 PM'; '00:30' → '12:30 AM'.
 * Throws a RangeError for anything that is not a 24-hour time: stored times always are.
 */
export function twelveHourTime(time: string): string {
  const match = TWENTY_FOUR_HOUR.exec(time.trim());
  if (!match) throw new RangeError(`Not a 24-hour time: ${JSON.stringify(time)}`);
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '01:30 PM' → '13:30', '12:00 AM' → '00:00'; undefined for anything but exactly such a time. */
export function twentyFourHourTime(time: string): string | undefined {
  const match = TWELVE_HOUR.exec(time);
  if (!match) return undefined;
  const [, hour = '', minutes = '', suffix] = match;
  const hours = (Number(hour) % 12) + (suffix === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${minutes}`;
}

/** The spec's slot label from 24-hour times: ('09:00', '10:00') → '09:00 AM - 10:00 AM'. */
export function slotLabel(start: string, end: string): string {
  return `${twelveHourTime(start)} - ${twelveHourTime(end)}`;
}

/**
 * '09:00 AM - 10:00 AM' → { start: '09:00', end: '10:00' }; undefined unless the label is exactly
 * two 12-hour times joined by ' - ' with the start before the end.
 */
export function parseSlotLabel(label: string): SlotTimes | undefined {
  const [startText, endText, ...rest] = label.split(' - ');
  if (startText === undefined || endText === undefined || rest.length > 0) return undefined;
  const start = twentyFourHourTime(startText);
  const end = twentyFourHourTime(endText);
  return start && end && start < end ? { start, end } : undefined;
}

/** Minutes since midnight of a 24-hour 'HH:MM' time. */
export function minutesOfDay(time: string): number {
  const match = TWENTY_FOUR_HOUR.exec(time.trim());
  if (!match) throw new RangeError(`Not a 24-hour time: ${JSON.stringify(time)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}
