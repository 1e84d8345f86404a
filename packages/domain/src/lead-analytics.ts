/**
 * The provider's lead analytics (issue 13; spec provider-and-admin §2.3 Overview). What customers do
 * on a provider's listing is recorded as a lead event of one of these actions: opening View
 * Profile, following the website, the phone (`tel:`) or the directions link, and booking.
 */
export const leadActions = ['profileView', 'website', 'phone', 'directions', 'booking'] as const;
export type LeadAction = (typeof leadActions)[number];

/** The actions a customer's browser reports; a booking is recorded by the server as it books. */
export const reportedLeadActions = [
  'profileView',
  'website',
  'phone',
  'directions',
] as const satisfies readonly LeadAction[];
export type ReportedLeadAction = (typeof reportedLeadActions)[number];

/**
 * One click per customer, action and provider within this window: a second click in the hour is not
 * a second lead. Bookings are not folded: each is an appointment request of its own.
 */
export const LEAD_DEDUPE_WINDOW_MS = 60 * 60_000;

/** How Recent Activity names an action. */
export const leadActionLabels = {
  profileView: 'Profile viewed',
  website: 'Website clicked',
  phone: 'Phone number clicked',
  directions: 'Address clicked for directions',
  booking: 'Appointment requested',
} as const satisfies Record<LeadAction, string>;

/** spec §2.3: the four stat cards, in order, and the action each counts. */
export const overviewMetrics = [
  { action: 'website', label: 'Website Clicks' },
  { action: 'directions', label: 'Address Clicks' },
  { action: 'phone', label: 'Phone Clicks' },
  { action: 'booking', label: 'Appointment Requests' },
] as const satisfies readonly { action: LeadAction; label: string }[];
export type OverviewMetricLabel = (typeof overviewMetrics)[number]['label'];

/** spec §9: "Overview periods: 7, 30, 90, 365 days." */
export const overviewPeriods = [7, 30, 90, 365] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];

/** spec §2.3: "last 7, 30, 90 days, last year". */
export const overviewPeriodLabels = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last year',
} as const satisfies Record<OverviewPeriod, string>;

export function isOverviewPeriod(days: number): days is OverviewPeriod {
  return (overviewPeriods as readonly number[]).includes(days);
}

/** The Export file's name, after the period: 'overview-last-30-days.csv', 'overview-last-year.csv'. */
export function overviewExportFileName(period: OverviewPeriod): string {
  return `overview-${overviewPeriodLabels[period].toLowerCase().replaceAll(' ', '-')}.csv`;
}

/**
 * A card's change against the equal period just before: a percentage, or 'new' when the previous
 * period had none (a change from 0 is neither 0 % nor infinite). Nothing before and nothing now is
 * no change, 0 %.
 */
export type MetricChange = { kind: 'percent'; percent: number } | { kind: 'new' };

export function metricChange(current: number, previous: number): MetricChange {
  if (previous === 0) return current === 0 ? { kind: 'percent', percent: 0 } : { kind: 'new' };
  return { kind: 'percent', percent: Math.round(((current - previous) / previous) * 1000) / 10 };
}

/**
 * '↑ 12.5%', '↓ 40%', '0%' or 'New', as the cards and the exported CSV write a change. Arrows rather
 * than '+' and '-': a cell starting with either is one a spreadsheet may read as a formula.
 */
export function metricChangeLabel(change: MetricChange): string {
  if (change.kind === 'new') return 'New';
  if (change.percent === 0) return '0%';
  return `${change.percent > 0 ? '↑' : '↓'} ${Math.abs(change.percent)}%`;
}
