import { metricChange } from './lead-analytics';

// ZIP-code boosts (provider-and-admin.md 2.3 "Boost" and 9).

export const boostTypes = ['medical', 'legal'] as const;
export type BoostType = (typeof boostTypes)[number];

export const boostDurations = ['weekly', 'monthly', 'quarterly'] as const;
export type BoostDuration = (typeof boostDurations)[number];

/** spec 9: 2 slots for medical and 2 for legal per ZIP code. */
export const BOOST_SLOTS_PER_ZIP = 2;

/** spec 9: quarterly is marked Best Value. */
export const BEST_VALUE_BOOST_DURATION: BoostDuration = 'quarterly';

/** spec 9, in cents: medical 299 / 999 / 2699, legal 199 / 699 / 1899. */
const PRICES_CENTS: Record<BoostType, Record<BoostDuration, number>> = {
  medical: { weekly: 29_900, monthly: 99_900, quarterly: 269_900 },
  legal: { weekly: 19_900, monthly: 69_900, quarterly: 189_900 },
};

export function boostPriceCents(type: BoostType, duration: BoostDuration): number {
  return PRICES_CENTS[type][duration];
}

/** How long a boost runs, in days: a week, 30 days, 90 days (decision: fixed lengths, whatever the month). */
const DURATION_DAYS: Record<BoostDuration, number> = { weekly: 7, monthly: 30, quarterly: 90 };

export function boostDurationDays(duration: BoostDuration): number {
  return DURATION_DAYS[duration];
}

export const boostDurationLabels: Record<BoostDuration, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

export const boostTypeLabels: Record<BoostType, string> = { medical: 'Medical', legal: 'Legal' };

export const isBoostType = (value: string): value is BoostType => boostTypes.some((type) => type === value);
export const isBoostDuration = (value: string): value is BoostDuration =>
  boostDurations.some((duration) => duration === value);

/** A US ZIP code as a boost takes it: five digits (a ZIP+4 is read as its first five). */
export function boostZipCode(input: string): string | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(input);
  return match?.[1] ?? null;
}

/** What a boost's report counts (issue 25), in the order the Boost page and its CSV show them. */
export const boostReportMetrics = [
  { key: 'impressions', label: 'Search impressions' },
  { key: 'views', label: 'Profile views' },
  { key: 'clicks', label: 'Clicks' },
  { key: 'bookings', label: 'Appointment requests' },
] as const;
export type BoostReportMetric = (typeof boostReportMetrics)[number]['key'];
export type BoostReportCounts = Record<BoostReportMetric, number>;

/** The report's rows: each metric while the boost ran, in the same time before it, and the change. */
export function boostReportRows(during: BoostReportCounts, before: BoostReportCounts) {
  return boostReportMetrics.map(({ key, label }) => ({
    key,
    label,
    during: during[key],
    before: before[key],
    change: metricChange(during[key], before[key]),
  }));
}
