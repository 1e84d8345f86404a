import { type ChartUnit, chartBarLabels, type LeadAction } from '@injury-assist/domain';

/** One bar of the Overview's answer: its first and last day and the lead events of its days. */
export interface OverviewBarAnswer {
  date: string;
  to: string;
  counts: Record<LeadAction, number>;
  total: number;
}

/** A bar as the engagement chart draws it: named, and its events in the chart's three groups. */
export interface OverviewBar {
  date: string;
  label: string;
  fullLabel: string;
  profileViews: number;
  clicks: number;
  requests: number;
  total: number;
}

/** The chart's bars from the answer's: a day's or a week's, named as the unit says. */
export function overviewBars(bars: readonly OverviewBarAnswer[], unit: ChartUnit): OverviewBar[] {
  return bars.map(({ date, to, counts, total }) => ({
    date,
    ...chartBarLabels({ from: date, to }, unit),
    profileViews: counts.profileView,
    clicks: counts.website + counts.phone + counts.directions,
    requests: counts.booking,
    total,
  }));
}
