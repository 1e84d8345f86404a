import { localCalendarDate, shortDate } from '@injury-assist/domain';

/** '2026/11/02', the date form of the admin's list columns (domain's shortDate), in the admin's own day. */
export function listDate(iso: string): string {
  return shortDate(localCalendarDate(new Date(iso)));
}

/** '2026/11/02 14:05'. */
export function listDateTime(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${listDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** '$120.00', from the gateway's numeric (a number or its text). */
export function dollars(value: number | string | null): string {
  return `$${Number(value ?? 0).toFixed(2)}`;
}
