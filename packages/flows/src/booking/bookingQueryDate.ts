import { calendarDate } from '@injury-assist/domain';

/** spec customer-and-access §9: "Booking date query format 'YYYY-MM-DD 00:00:00'." */
export function bookingQueryDate(date: string): string {
  const day = calendarDate(date);
  if (day === undefined) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return `${day} 00:00:00`;
}
