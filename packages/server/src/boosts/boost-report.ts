import { type BoostType, boostReportRows, boostTypeLabels, metricChangeLabel } from '@injury-assist/domain';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/db';

/** What customers did in one span of time. */
export interface BoostFigures {
  from: Date;
  to: Date;
  impressions: number;
  views: number;
  clicks: number;
  bookings: number;
}

/** A boost's figures while it ran (so far, while it runs) against the same length of time just before it. */
export interface BoostReport {
  during: BoostFigures;
  before: BoostFigures;
}

interface SpanRow {
  id: number;
  span: 'during' | 'before';
  from: Date;
  to: Date;
  impressions: number;
  views: number;
  clicks: number;
  bookings: number;
}

/**
 * The report of each of the provider's boosts that ran (paid: active or expired), by id. The
 * business's own figures, all ZIP codes and listings: a boost puts the business first, and a view or
 * booking cannot tell which search it came from. Counted by instants, not days, so a boost bought
 * at 15:00 is compared with the hours just before 15:00.
 */
export async function boostReports(db: Db, providerId: number, now: Date): Promise<Map<number, BoostReport>> {
  const rows = await db.query<SpanRow>(
    `with ran as (
       select id, provider_id, lower(period) as starts_at, least(upper(period), greatest(lower(period), $2::timestamptz)) as ends_at
         from boosts where provider_id = $1 and status in ('active', 'expired'))
     select ran.id, s.span, s.from_at as "from", s.to_at as "to",
            (select count(*)::int from search_impressions i
              where i.provider_id = ran.provider_id and i.occurred_at >= s.from_at and i.occurred_at < s.to_at) as impressions,
            e.views, e.clicks, e.bookings
       from ran
       cross join lateral (values ('during', ran.starts_at, ran.ends_at),
                                  ('before', ran.starts_at - (ran.ends_at - ran.starts_at), ran.starts_at))
                  as s(span, from_at, to_at)
       cross join lateral (
         select count(*) filter (where action = 'profileView')::int as views,
                count(*) filter (where action in ('website', 'phone', 'directions'))::int as clicks,
                count(*) filter (where action = 'booking')::int as bookings
           from lead_events
          where provider_id = ran.provider_id and occurred_at >= s.from_at and occurred_at < s.to_at) e`,
    [providerId, now],
  );
  const reports = new Map<number, BoostReport>();
  for (const row of rows) {
    const figures: BoostFigures = {
      from: new Date(row.from),
      to: new Date(row.to),
      impressions: Number(row.impressions),
      views: Number(row.views),
      clicks: Number(row.clicks),
      bookings: Number(row.bookings),
    };
    const id = Number(row.id);
    const report = reports.get(id) ?? { during: figures, before: figures };
    report[row.span] = figures;
    reports.set(id, report);
  }
  return reports;
}

interface ReportedBoost {
  id: number;
  zipCode: string;
  boostType: BoostType;
  report: BoostReport;
}

/** The boost-report.csv download: one row per boost and metric, newest boost first. */
export const BOOST_REPORT_FILE = 'boost-report.csv';

export function boostReportCsv(businessName: string, boosts: readonly ReportedBoost[]): string {
  const day = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');
  return stringify(
    [
      ['Business', businessName],
      ['Times', 'UTC'],
      [],
      ['Boost', 'ZIP code', 'Type', 'Boost from', 'Boost to', 'Before from', 'Metric', 'During', 'Before', 'Change'],
      ...boosts.flatMap(({ id, zipCode, boostType, report }) =>
        boostReportRows(report.during, report.before).map((row) => [
          id,
          zipCode,
          boostTypeLabels[boostType],
          day(report.during.from),
          day(report.during.to),
          day(report.before.from),
          row.label,
          row.during,
          row.before,
          metricChangeLabel(row.change),
        ]),
      ),
    ],
    { escape_formulas: true, bom: true, record_delimiter: 'windows' },
  );
}
