import { localCalendarDate } from './calendar-dates';
import { twelveHourTime } from './clock-times';
import { longDate } from './display-dates';

/** What a person's Security activity lists (issue 26; the server records them, migration 0045). */
export const securityEventKinds = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  'step_up_code_sent',
  'step_up_code_used',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export const securityEventLabels: Record<SecurityEventKind, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  password_changed: 'Password changed',
  password_reset: 'Password reset link used',
  step_up_code_sent: 'Sign-in code sent',
  step_up_code_used: 'Sign-in code used',
};

/** How many events one page of Security activity shows, and 'Show more' adds. */
export const SECURITY_ACTIVITY_PAGE = 20;

/** 'November 26, 2026, 09:05 PM' in the visitor's own zone: when something happened to the minute. */
export function localDateAndTime(instant: string | Date): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${longDate(localCalendarDate(at))}, ${twelveHourTime(`${pad(at.getHours())}:${pad(at.getMinutes())}`)}`;
}
