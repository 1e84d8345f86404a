import { metricChangeLabel } from '@injury-assist/domain';
import { stringify } from 'csv-stringify/sync';
import type { OverviewMetric } from './overview';

/**
 * The Export: a header Metric, Value, Change and one row per card, equal to the cards. Every cell is
 * ours, yet formula escaping stays on (a cell starting with =, +, -, @ or a tab gets a leading
 * quote), so a label that ever took a customer's or admin's text could not become a formula. The
 * byte-order mark makes spreadsheets read the file as UTF-8 (the arrows of the changes).
 */
export function overviewCsv(metrics: readonly OverviewMetric[]): string {
  return stringify(
    [
      ['Metric', 'Value', 'Change'],
      ...metrics.map((metric) => [metric.label, metric.value, metricChangeLabel(metric.change)]),
    ],
    { escape_formulas: true, bom: true, record_delimiter: 'windows' },
  );
}
