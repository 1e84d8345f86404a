/** spec customer-and-access §9: "Slot label format 'start - end' in 12-hour AM/PM form." §3: slot text such as '09:00 AM - 10:00 AM'. */
export type SlotTimes = { start: string; end: string };

const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * One time in the spec's 12-hour form with a two-digit hour: '13:00' → '01:00 PM',
 * '00:30' → '12:30 AM'. A time already carrying AM/PM, or one that cannot be read, is kept as given.
 */
export function twelveHourTime(time: string): string {
  const trimmed = time.trim();
  const match = TWENTY_FOUR_HOUR.exec(trimmed);
  if (!match) return trimmed;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23 || Number(minutes) > 59) return trimmed;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${minutes} ${suffix}`;
}

export function slotLabel({ start, end }: SlotTimes): string {
  return `${twelveHourTime(start)} - ${twelveHourTime(end)}`;
}

const TWELVE_HOUR = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])$/;

/**
 * One time in 24-hour 'HH:MM' form, as `slotAvailability` compares starts: '01:30 PM' → '13:30',
 * '12:00 AM' → '00:00'. A time without AM/PM, or one that cannot be read, is kept as given.
 */
export function twentyFourHourTime(time: string): string {
  const trimmed = time.trim();
  const match = TWELVE_HOUR.exec(trimmed);
  if (!match) return trimmed;
  const hour12 = Number(match[1]);
  if (hour12 < 1 || hour12 > 12 || Number(match[2]) > 59) return trimmed;
  const isPm = match[3]?.toUpperCase() === 'PM';
  const hours = (hour12 % 12) + (isPm ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}
