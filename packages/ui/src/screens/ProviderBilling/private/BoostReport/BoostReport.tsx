import { type BoostReportCounts, boostReportRows, metricChangeLabel } from '@injury-assist/domain';
import { useId } from 'react';
import * as billing from '../../billing.css';
import * as styles from './BoostReport.css';

export type BoostReportView = {
  /** 'November 20 to November 27', while the boost ran (so far). */
  duringLabel: string;
  /** The same length of time just before it. */
  beforeLabel: string;
  during: BoostReportCounts;
  before: BoostReportCounts;
};

/** Issue 25: one boost's figures while it ran against the same time just before it, as a table. */
export function BoostReport({ report, title }: { report: BoostReportView; title: string }) {
  const captionId = useId();
  return (
    <div className={styles.report}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className={billing.muted} style={{ textAlign: 'start' }}>
          Report of the {title.charAt(0).toLowerCase()}
          {title.slice(1)}: {report.duringLabel}, against {report.beforeLabel}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.head}>
              Metric
            </th>
            <th scope="col" className={styles.head}>
              During
            </th>
            <th scope="col" className={styles.head}>
              Before
            </th>
            <th scope="col" className={styles.head}>
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {boostReportRows(report.during, report.before).map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.metric}>
                {row.label}
              </th>
              <td className={styles.cell}>{row.during}</td>
              <td className={styles.cell}>{row.before}</td>
              <td className={styles.cell}>{metricChangeLabel(row.change)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
