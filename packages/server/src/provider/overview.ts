import {
  addDays,
  ENGAGEMENT_CHART_DAYS,
  type LeadAction,
  leadActions,
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

export type LeadCounts = Record<LeadAction, number>;

export interface ProviderOverview {
  period: OverviewPeriod;
  from: string;
  to: string;
  time_zone: string;
  metrics: OverviewMetric[];
  engagement: { date: string; counts: LeadCounts; total: number }[];
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

/**
 * The cards of the period ending today: each action's count from the start of the period's first
 * day to the end of today, and in the equal period just before — whole calendar days in the
 * business's zone, so "last 7 days" is today and the six days before.
 */
async function periodCounts(db: Db, providerId: number, zone: string, today: string, period: OverviewPeriod) {
  const from = addDays(today, -(period - 1));
  const rows = await db.query<{ action: LeadAction; current: number; previous: number }>(
    `select action,
            count(*) filter (where occurred_at >= ($2::date)::timestamp at time zone $4)::int as current,
            count(*) filter (where occurred_at < ($2::date)::timestamp at time zone $4)::int as previous
       from lead_events
      where provider_id = $1
        and occurred_at >= ($3::date)::timestamp at time zone $4
        and occurred_at < ($5::date)::timestamp at time zone $4
      group by action`,
    [providerId, from, addDays(from, -period), zone, addDays(today, 1)],
  );
  const metrics = overviewMetrics.map(({ action, label }) => {
    const row = rows.find((candidate) => candidate.action === action);
    const value = Number(row?.current ?? 0);
    const previous = Number(row?.previous ?? 0);
    return { action, label, value, previous, change: metricChange(value, previous) };
  });
  return { from, metrics };
}

async function engagement(db: Db, providerId: number, zone: string, today: string) {
  const first = addDays(today, -(ENGAGEMENT_CHART_DAYS - 1));
  const rows = await db.query<{ day: string; action: LeadAction; count: number }>(
    `select to_char(occurred_at at time zone $2, 'YYYY-MM-DD') as day, action, count(*)::int as count
       from lead_events
      where provider_id = $1
        and occurred_at >= ($3::date)::timestamp at time zone $2
        and occurred_at < ($4::date)::timestamp at time zone $2
      group by 1, 2`,
    [providerId, zone, first, addDays(today, 1)],
  );
  return Array.from({ length: ENGAGEMENT_CHART_DAYS }, (_, index) => {
    const date = addDays(first, index);
    const counts = noCounts();
    for (const row of rows) if (row.day === date) counts[row.action] = Number(row.count);
    return { date, counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
  });
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
): Promise<ProviderOverview> {
  const providerId = profile.id;
  const zone = await businessZone(db, providerId);
  const today = zonedNow(now, zone).today;
  const { from, metrics } = await periodCounts(db, providerId, zone, today, period);
  const [figures] = await db.query<{ rating: string | null; review_count: number }>(
    'select rating, review_count from service_providers where id = $1',
    [providerId],
  );
  return {
    period,
    from,
    to: today,
    time_zone: zone,
    metrics,
    engagement: await engagement(db, providerId, zone, today),
    recent: await recentActivity(db, providerId, now),
    performance: {
      ...profileCompleteness(profile),
      rating: figures?.rating == null ? null : Number(figures.rating),
      review_count: Number(figures?.review_count ?? 0),
      ranking: await localRanking(db, providerId),
    },
  };
}
