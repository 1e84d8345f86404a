import { localCalendarDate, shortDate } from '@injury-assist/domain';

/** 'YYYY/MM/DD' in the visitor's calendar, the date style of the customer dashboard (spec §2). */
export function formatDay(isoDateTime: string): string {
  return shortDate(localCalendarDate(new Date(isoDateTime)));
}

/** A calendar date 'YYYY-MM-DD' (an appointment's, already in the provider's zone) as 'YYYY/MM/DD'. */
export const formatCalendarDate = shortDate;
