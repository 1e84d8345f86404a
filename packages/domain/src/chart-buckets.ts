import { addDays, daysBetween } from './calendar-dates';

/** Up to this many days the Overview's chart has a bar a day; a longer period has a bar a week. */
export const DAILY_CHART_MAX_DAYS = 90;

export type ChartUnit = 'day' | 'week';

/** One bar of the chart: its first and last calendar day (the same day for a daily bar). */
export interface ChartBucket {
  from: string;
  to: string;
}

/**
 * The bars of a period from `from` to `to` (both included, 'YYYY-MM-DD' in the business's zone):
 * a bar a day up to DAILY_CHART_MAX_DAYS days, else a bar for each 7 days counted back from `to`,
 * so the latest bar is the latest whole week and only the earliest may be shorter.
 */
export function chartBuckets(from: string, to: string): { unit: ChartUnit; buckets: ChartBucket[] } {
  const days = daysBetween(from, to) + 1;
  if (days <= DAILY_CHART_MAX_DAYS) {
    return {
      unit: 'day',
      buckets: Array.from({ length: Math.max(0, days) }, (_, index) => {
        const day = addDays(from, index);
        return { from: day, to: day };
      }),
    };
  }
  const buckets: ChartBucket[] = [];
  for (let end = to; daysBetween(from, end) >= 0; end = addDays(end, -7)) {
    const start = addDays(end, -6);
    buckets.unshift({ from: daysBetween(from, start) < 0 ? from : start, to: end });
  }
  return { unit: 'week', buckets };
}
