import { addDays } from '@injury-assist/domain';

/** The calendar date at an instant in an IANA zone, 'YYYY-MM-DD'. */
export function dateIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Today in Miami plus `days`: location 1 of the seed is open every day. */
export const miamiDate = (days: number) => addDays(dateIn('America/New_York'), days);
