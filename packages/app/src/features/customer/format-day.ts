/** 'YYYY/MM/DD' in the visitor's calendar, the date style of the customer dashboard (spec §2). */
export function formatDay(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** A calendar date 'YYYY-MM-DD' (an appointment's, already in the provider's zone) as 'YYYY/MM/DD'. */
export function formatCalendarDate(date: string): string {
  return date.slice(0, 10).replaceAll('-', '/');
}
