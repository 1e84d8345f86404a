import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates';
import { chartBarLabels, chartBuckets } from './chart-buckets';

describe('the Overview chart’s bars follow the period', () => {
  it('has a bar a day up to 90 days', () => {
    const week = chartBuckets('2026-06-11', '2026-06-17');
    expect(week.unit).toBe('day');
    expect(week.buckets.map((bucket) => bucket.from)).toEqual([
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
    ]);
    const quarter = chartBuckets(addDays('2026-06-17', -89), '2026-06-17');
    expect(quarter.unit).toBe('day');
    expect(quarter.buckets).toHaveLength(90);
    expect(quarter.buckets.at(-1)).toEqual({ from: '2026-06-17', to: '2026-06-17' });
  });

  it('has a bar a week for a year, counted back from today, the first one shorter', () => {
    const year = chartBuckets(addDays('2026-06-17', -364), '2026-06-17');
    expect(year.unit).toBe('week');
    expect(year.buckets).toHaveLength(53);
    expect(year.buckets.at(-1)).toEqual({ from: '2026-06-11', to: '2026-06-17' });
    // 365 = 52 weeks and a day: the first bar is the period's first day alone.
    expect(year.buckets[0]).toEqual({ from: '2025-06-18', to: '2025-06-18' });
    expect(year.buckets[1]).toEqual({ from: '2025-06-19', to: '2025-06-25' });
  });
});

it('names a day by its weekday and a week by its first day', () => {
  expect(chartBarLabels({ from: '2026-11-16', to: '2026-11-16' }, 'day')).toEqual({
    label: 'Mon 16',
    fullLabel: 'Monday, November 16',
  });
  expect(chartBarLabels({ from: '2026-11-16', to: '2026-11-22' }, 'week')).toEqual({
    label: 'Nov 16',
    fullLabel: 'November 16 – November 22',
  });
});
