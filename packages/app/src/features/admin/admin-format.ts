/** '2026/11/02', the date form the product's lists use. */
export function listDate(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** '2026/11/02 14:05'. */
export function listDateTime(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${listDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** 'just now', '5 minutes ago', 'yesterday', then the date. */
export function timeAgo(iso: string, now: Date): string {
  const seconds = Math.round((now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  return listDate(iso);
}

/** '$120.00', from the gateway's numeric (a number or its text). */
export function dollars(value: number | string | null): string {
  return `$${Number(value ?? 0).toFixed(2)}`;
}

/** A calendar date 'YYYY-MM-DD' as '2026/12/05', without passing through a time zone. */
export function calendarListDate(date: string): string {
  return date.replaceAll('-', '/');
}
