import { describe, expect, it } from 'vitest';
import { upcomingUsHolidays, usFederalHolidays } from './us-holidays';

describe('US federal holidays', () => {
  it('computes the 2026 dates, with Independence Day observed on Friday 3 July', () => {
    expect(usFederalHolidays(2026).map(({ date }) => date)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('observes a Sunday holiday on the Monday and a Saturday one on the Friday', () => {
    const dates = Object.fromEntries(usFederalHolidays(2027).map(({ name, date }) => [name, date]));
    expect(dates['Juneteenth']).toBe('2027-06-18');
    expect(dates['Independence Day']).toBe('2027-07-05');
    expect(dates['Christmas Day']).toBe('2027-12-24');
    expect(dates['Veterans Day']).toBe('2027-11-11');
  });

  it('offers the next 12 months, including a New Year’s Day observed on 31 December', () => {
    const upcoming = upcomingUsHolidays('2026-11-20');
    expect(upcoming[0]).toEqual({ date: '2026-11-26', name: 'Thanksgiving Day' });
    expect(upcoming).toHaveLength(11);
    expect(upcoming.at(-1)?.date).toBe('2027-11-11');
    expect(upcomingUsHolidays('2027-12-01').map(({ date }) => date)).toContain('2027-12-31');
  });
});
