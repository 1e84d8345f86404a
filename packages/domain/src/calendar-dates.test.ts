import { describe, expect, it } from 'vitest';
import { addDays, calendarDate, daysBetween, localCalendarDate } from './calendar-dates';

describe('calendarDate', () => {
  it.each([
    ['2026-03-02', '2026-03-02'],
    ['2026-03-02 00:00:00', '2026-03-02'],
    ['2026-03-02T10:00:00Z', '2026-03-02'],
    ['2028-02-29', '2028-02-29'],
  ])('%s is the date %s', (text, date) => {
    expect(calendarDate(text)).toBe(date);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-3-2', '20260302', 'soon', ''])('%j is none', (text) => {
    expect(calendarDate(text)).toBeUndefined();
  });
});

describe('daysBetween', () => {
  it('counts whole days either way, across months and leap days', () => {
    expect(daysBetween('2026-11-21', '2026-11-24')).toBe(3);
    expect(daysBetween('2026-11-24', '2026-11-21 00:00:00')).toBe(-3);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('localCalendarDate', () => {
  it("is the date in the visitor's own calendar", () => {
    expect(localCalendarDate(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
    expect(localCalendarDate(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-02-27', 2, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i is %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });
});
