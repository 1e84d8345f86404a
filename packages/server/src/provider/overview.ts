import {
  addDays,
  type ChartUnit,
  chartBuckets,
  type FunnelStage,
  type LeadAction,
  leadActions,
  leadFunnel,
  type MetricChange,
  metricChange,
  type OverviewMetricLabel,
  type OverviewPeriod,
  overviewMetrics,
  zonedNow,
} from '@injury-assist/domain';
import type { Db } from '../db/db';
import { rankedProviders } from '../search/search-pages';
import { type BusinessProfile, profileCompleteness } from './business-profile';

type CountedAction = (typeof overviewMetrics)[number]['action'];

export interface OverviewMetric {
  action: CountedAction;
  label: OverviewMetricLabel;
  value: number;
  previous: number;
  change: MetricChange;
}

export const IMPRESSIONS_LABEL = 'Search impressions';

export interface ImpressionsCard {
  label: typeof IMPRESSIONS_LABEL;
  value: number;
  previous: number;
  change: MetricChange;
}

export type LeadCounts = Record<LeadAction, number>;

/** One day's figures, or one bar's (a day or a week): the lead events by action and the impressions. */
export interface DayFigures {
  counts: LeadCounts;
  impressions: number;
}

export interface EngagementBar extends DayFigures {
  /** The bar's first day, and its last (the same for a daily bar). */
  date: string;
  to: string;
  total: number;
}

/** One day of the period and its figures: what the cards, the bars and the export add up. */
export type OverviewDay = { date: string } & DayFigures;

export interface ProviderOverview {
  business_name: string;
  period: OverviewPeriod;
  from: string;
  to: string;
  time_zone: string;
  impressions: ImpressionsCard;
  metrics: OverviewMetric[];
  funnel: FunnelStage[];
  engagement_unit: ChartUnit;
  engagement: EngagementBar[];
  recent: { action: LeadAction; city: string; at: string }[];
  performance: {
    completeness: number;
    missing: string[];
    rating: number | null;
    review_count: number;
    ranking: { position: number; of: number; service: string; city: string } | null;
  };
}

/** The latest this many events are Recent Activity. */
export const RECENT_ACTIVITY = 10;

/** The business's days are counted in its first location's zone (UTC without a location). */
async function businessZone(db: Db, providerId: number): Promise<string> {
  const [row] = await db.query<{ time_zone: string }>(
    'select time_zone from provider_locations where provider_id = $1 and removed_at is null order by id limit 1',
    [providerId],
  );
  return row?.time_zone ?? 'UTC';
}

const noCounts = (): LeadCounts => Object.fromEntries(leadActions.map((action) => [action, 0])) as LeadCounts;

const sumCounts = (days: readonly DayFigures[]): DayFigures => {
  const sum = { counts: noCounts(), impressions: 0 };
  for (const day of days) {
    for (const action of leadActions) sum.counts[action] += day.counts[action];
    sum.impressions += day.impressions;
  }
  return sum;
};

const clicksOf = (counts: LeadCounts) => counts.website + counts.phone + counts.directions;
const totalOf = (counts: LeadCounts) => leadActions.reduce((sum, action) => sum + counts[action], 0);

/**
 * Each day's figures from `first` to `last`, in the business's zone: the one read every card,
 * bar, funnel step and exported row adds up, so they cannot disagree. A lead event's day is its
 * instant's date in the zone; an impression's day was fixed in the zone when it was recorded.
 */
async function dailyFigures(db: Db, providerId: number, zone: string, first: string, last: string) {
  const events = await db.query<{ day: string; action: LeadAction; count: number }>(
    `select to_char(occurred_at at time zone $2, 'YYYY-MM-DD') as day, action, count(*)::int as count
       from lead_events
      where provider_id = $1
        and occurred_at >= ($3::date)::timestamp at time zone $2
        and occurred_at < ($4::date)::timestamp at time zone $2
      group by 1, 2`,
    [providerId, zone, first, addDays(last, 1)],
  );
  const impressions = await db.query<{ day: string; count: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as count
       from search_impressions
      where provider_id = $1 and day >= $2::date and day <= $3::date
      group by 1`,
    [providerId, first, last],
  );
  const days = new Map<string, DayFigures>();
  const dayOf = (date: string) => {
    let figures = days.get(date);
    if (!figures) {
      figures = { counts: noCounts(), impressions: 0 };
      days.set(date, figures);
    }
    return figures;
  };
  for (const row of events) dayOf(row.day).counts[row.action] += Number(row.count);
  for (const row of impressions) dayOf(row.day).impressions += Number(row.count);
  return (date: string): DayFigures => days.get(date) ?? { counts: noCounts(), impressions: 0 };
}

/**
 * The period ending today and the equal period just before, whole calendar days in the business's
 * zone ("last 7 days" is today and the six days before): the cards, the funnel, the chart's bars
 * (a day each up to 90 days, a week each beyond) and the days the export lists.
 */
async function periodFigures(db: Db, providerId: number, zone: string, today: string, period: OverviewPeriod) {
  const from = addDays(today, -(period - 1));
  const figuresOn = await dailyFigures(db, providerId, zone, addDays(from, -period), today);
  const dates = (first: string, length: number) => Array.from({ length }, (_, index) => addDays(first, index));
  const days: OverviewDay[] = dates(from, period).map((date) => ({ date, ...figuresOn(date) }));
  const current = sumCounts(days);
  const previous = sumCounts(dates(addDays(from, -period), period).map(figuresOn));
  const metrics = overviewMetrics.map(({ action, label }) => {
    const [value, before] = [current.counts[action], previous.counts[action]];
    return { action, label, value, previous: before, change: metricChange(value, before) };
  });
  const impressions: ImpressionsCard = {
    label: IMPRESSIONS_LABEL,
    value: current.impressions,
    previous: previous.impressions,
    change: metricChange(current.impressions, previous.impressions),
  };
  const funnel = leadFunnel({
    impressions: current.impressions,
    profileViews: current.counts.profileView,
    clicks: clicksOf(current.counts),
    requests: current.counts.booking,
  });
  const { unit, buckets } = chartBuckets(from, today);
  const engagement = buckets.map(({ from: first, to }) => {
    const bar = sumCounts(days.filter((day) => day.date >= first && day.date <= to));
    return { date: first, to, ...bar, total: totalOf(bar.counts) };
  });
  return { from, days, metrics, impressions, funnel, engagement_unit: unit, engagement };
}

async function recentActivity(db: Db, providerId: number, now: Date) {
  const rows = await db.query<{ action: LeadAction; city: string; at: Date }>(
    `select action, city, occurred_at as at from lead_events
      where provider_id = $1 and occurred_at <= $2
      order by occurred_at desc, id desc limit $3`,
    [providerId, now, RECENT_ACTIVITY],
  );
  return rows.map((row) => ({ action: row.action, city: row.city, at: new Date(row.at).toISOString() }));
}

/**
 * Where the business comes in the default search order (best rated first) for its first location's
 * first service in that location's city; null when the search would not list it.
 */
export async function localRanking(db: Db, providerId: number) {
  const [target] = await db.query<{
    category_id: number;
    subcategory_id: number;
    service_id: number;
    service: string;
    country_id: number;
    state_id: number | null;
    city_id: number | null;
    city: string | null;
  }>(
    `select l.category_id, l.subcategory_id, s.id as service_id, s.name as service,
            l.country_id, l.state_id, l.city_id, ci.name as city
       from provider_locations l
       join lateral (select sv.id, sv.name from location_services ls join services sv on sv.id = ls.service_id
                      where ls.location_id = l.id order by sv.id limit 1) s on true
       left join cities ci on ci.id = l.city_id
      where l.provider_id = $1 and l.removed_at is null
      order by l.id limit 1`,
    [providerId],
  );
  if (!target) return null;
  const providers = await rankedProviders(db, {
    categoryId: Number(target.category_id),
    subcategoryId: Number(target.subcategory_id),
    serviceId: Number(target.service_id),
    countryId: Number(target.country_id),
    stateId: target.state_id === null ? null : Number(target.state_id),
    cityId: target.city_id === null ? null : Number(target.city_id),
    cityName: null,
  });
  const position = providers.indexOf(providerId) + 1;
  if (position === 0) return null;
  return { position, of: providers.length, service: target.service, city: target.city ?? '' };
}

export async function providerOverview(
  db: Db,
  profile: BusinessProfile,
  period: OverviewPeriod,
  now: Date,
): Promise<{ overview: ProviderOverview; days: OverviewDay[] }> {
  const providerId = profile.id;
  const zone = await businessZone(db, providerId);
  const today = zonedNow(now, zone).today;
  const { days, ...figures } = await periodFigures(db, providerId, zone, today, period);
  const [rated] = await db.query<{ rating: string | null; review_count: number }>(
    'select rating, review_count from service_providers where id = $1',
    [providerId],
  );
  const overview: ProviderOverview = {
    business_name: profile.business_name,
    period,
    to: today,
    time_zone: zone,
    ...figures,
    recent: await recentActivity(db, providerId, now),
    performance: {
      ...profileCompleteness(profile),
      rating: rated?.rating == null ? null : Number(rated.rating),
      review_count: Number(rated?.review_count ?? 0),
      ranking: await localRanking(db, providerId),
    },
  };
  return { overview, days };
}
