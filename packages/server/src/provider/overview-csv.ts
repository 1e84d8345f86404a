import { type MetricChange, metricChangeLabel } from '@injury-assist/domain';
import { stringify } from 'csv-stringify/sync';
import type { LeadCounts, OverviewDay, ProviderOverview } from './overview';

/** The file's rows a day, in the order of the page: the impressions card, then views, then the four cards. */
const dailyMetrics: { label: string; of: (day: OverviewDay) => number }[] = [
  { label: 'Search impressions', of: (day) => day.impressions },
  { label: 'Profile views', of: (day) => day.counts.profileView },
  ...(
    [
      ['Website Clicks', 'website'],
      ['Address Clicks', 'directions'],
      ['Phone Clicks', 'phone'],
      ['Appointment Requests', 'booking'],
    ] as const satisfies readonly (readonly [string, keyof LeadCounts])[]
  ).map(([label, action]) => ({ label, of: (day: OverviewDay) => day.counts[action] })),
];

/**
 * The Export: the business, the date range and its zone, then a table Date, Metric, Value, Change
 * with one row per day and metric and, last, one row per metric for the whole range with its
 * card's change. Days and cards come from the same read, so a card's value is the sum of its days. Every cell is ours but the business's name, and formula escaping stays on (a cell starting
 * with =, +, -, @ or a tab gets a leading quote) so a name like "=HYPERLINK(…)" stays text. The
 * byte-order mark makes spreadsheets read the file as UTF-8 (the arrows of the changes).
 */
export function overviewCsv(overview: ProviderOverview, days: readonly OverviewDay[]): string {
  const range = `${overview.from} to ${overview.to}`;
  const changes = new Map<string, MetricChange>([
    [overview.impressions.label, overview.impressions.change],
    ...overview.metrics.map((card) => [card.label, card.change] as const),
  ]);
  return stringify(
    [
      ['Business', overview.business_name],
      ['Date range', range],
      ['Time zone', overview.time_zone],
      [],
      ['Date', 'Metric', 'Value', 'Change'],
      ...days.flatMap((day) => dailyMetrics.map((metric) => [day.date, metric.label, metric.of(day), ''])),
      ...dailyMetrics.map((metric) => {
        const change = changes.get(metric.label);
        const value = days.reduce((sum, day) => sum + metric.of(day), 0);
        return [range, metric.label, value, change ? metricChangeLabel(change) : ''];
      }),
    ],
    { escape_formulas: true, bom: true, record_delimiter: 'windows' },
  );
}
