import { describe, expect, it } from 'vitest';
import { longDate, monthAndDay, shortDate, utcCalendarDate } from './display-dates';

describe('dates as people read them', () => {
  it.each([
    ['2026-11-26', 'November 26, 2026', '2026/11/26', 'November 26'],
    ['2026-01-05T23:30:00Z', 'January 5, 2026', '2026/01/05', 'January 5'],
    ['2026-12-31 00:00:00', 'December 31, 2026', '2026/12/31', 'December 31'],
  ])('%s reads %s in prose and %s in a list', (day, long, short, monthDay) => {
    expect(longDate(day)).toBe(long);
    expect(shortDate(day)).toBe(short);
    expect(monthAndDay(day)).toBe(monthDay);
  });

  it('shows a text that is no date as given', () => {
    expect(longDate('2026-02-30')).toBe('2026-02-30');
    expect(shortDate('soon')).toBe('soon');
  });

  it('takes the UTC day of an instant', () => {
    expect(utcCalendarDate('2026-11-26T23:59:59-05:00')).toBe('2026-11-27');
    expect(utcCalendarDate(new Date(Date.UTC(2026, 10, 26)))).toBe('2026-11-26');
  });
});
