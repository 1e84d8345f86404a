import { addDays, daysBetween } from './calendar-dates';
import { monthAndDay } from './display-dates';
import { weekdayName, weekdayOfDate } from './weekdays';

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

/**
 * How a bar is named: a day as 'Mon 16' under the bar and 'Monday, November 16' for people; a week
 * by its first day, 'Nov 16', and as 'November 16 – November 22'.
 */
export function chartBarLabels(bucket: ChartBucket, unit: ChartUnit): { label: string; fullLabel: string } {
  if (unit === 'day') {
    const name = weekdayName(weekdayOfDate(bucket.from));
    return {
      label: `${name.slice(0, 3)} ${Number(bucket.from.slice(8, 10))}`,
      fullLabel: `${name}, ${monthAndDay(bucket.from)}`,
    };
  }
  const first = monthAndDay(bucket.from);
  return {
    label: `${first.slice(0, 3)} ${Number(bucket.from.slice(8, 10))}`,
    fullLabel: bucket.from === bucket.to ? first : `${first} – ${monthAndDay(bucket.to)}`,
  };
}
