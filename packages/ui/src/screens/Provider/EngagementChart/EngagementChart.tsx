import { useId } from 'react';
import * as shared from '../shared.css';
import { countTicks } from './chartScale';
import * as styles from './EngagementChart.css';

export type EngagementDay = {
  /** 'YYYY-MM-DD', the bar's first day in the business's time zone. */
  date: string;
  /** The axis label, e.g. 'Mon 16' or, for a week, 'Nov 16'. */
  label: string;
  /** The day's or week's name for people, e.g. 'Monday, November 16'. */
  fullLabel: string;
  profileViews: number;
  clicks: number;
  requests: number;
  total: number;
};

export type EngagementChartProps = {
  days: readonly EngagementDay[];
  /** A bar a day, or a week (periods past 90 days). */
  unit: 'day' | 'week';
  /** 'Last 30 days', the period the bars cover. */
  periodLabel: string;
};

/** Past this many bars, each bar's number and every axis label would not fit: the table still has them all. */
const LABELLED_BARS = 14;
/** About this many axis labels on a long chart. */
const AXIS_LABELS = 8;

/**
 * spec §2.3: the engagement bar chart of the selected period (issue 25: a bar a day up to 90 days, a
 * week beyond), from real counts. Up to two weeks of bars each carries its number, so nobody needs
 * to hover; a longer chart labels about eight bars. Screen readers get every number as a table
 * (the drawing is hidden from them, so they meet the numbers once, and it takes no keyboard focus).
 * Drawn with plain elements and CSS heights: one series of bars needs no chart library, and the one
 * the page used (recharts) was 97 kB gzip, a third of the Overview's first load.
 */
export function EngagementChart({ days, unit, periodLabel }: EngagementChartProps) {
  const captionId = useId();
  const dense = days.length > LABELLED_BARS;
  const every = dense ? Math.ceil(days.length / AXIS_LABELS) : 1;
  // Counted from the last bar, so today's (or this week's) is always labelled.
  const labelled = (index: number) => (days.length - 1 - index) % every === 0;
  const name = `${unit === 'day' ? 'Daily' : 'Weekly'} engagement, ${periodLabel.toLowerCase()}`;
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const ticks = countTicks(Math.max(0, ...days.map((day) => day.total)));
  const top = ticks.at(-1) ?? 1;
  const percentOf = (value: number) => `${(value / top) * 100}%`;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={shared.visuallyHidden}>
        {name}: {total} in all.
      </figcaption>
      <div className={styles.plot} aria-hidden="true">
        <div className={styles.axis}>
          {ticks.map((tick) => (
            <span key={tick} className={styles.tick} style={{ bottom: percentOf(tick) }}>
              {tick}
            </span>
          ))}
        </div>
        <div className={styles.area}>
          {ticks.map((tick) => (
            <div key={tick} className={styles.gridLine} style={{ bottom: percentOf(tick) }} />
          ))}
          <div className={styles.bars({ dense })}>
            {days.map((day) => (
              <div key={day.date} className={styles.column}>
                <div className={styles.bar} style={{ height: percentOf(day.total) }}>
                  {dense ? null : <span className={styles.barValue}>{day.total}</span>}
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className={styles.days({ dense })}>
          {days.map((day, index) => (
            <span key={day.date} className={styles.day({ dense })}>
              {labelled(index) ? day.label : null}
            </span>
          ))}
        </div>
      </div>
      {total === 0 ? <p className={styles.empty}>No engagement in the {periodLabel.toLowerCase()} yet.</p> : null}
      <table className={shared.visuallyHidden}>
        <caption>{name}</caption>
        <thead>
          <tr>
            <th scope="col">{unit === 'day' ? 'Day' : 'Week'}</th>
            <th scope="col">Profile views</th>
            <th scope="col">Website, phone and address clicks</th>
            <th scope="col">Appointment requests</th>
            <th scope="col">All engagement</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.fullLabel}</th>
              <td>{day.profileViews}</td>
              <td>{day.clicks}</td>
              <td>{day.requests}</td>
              <td>{day.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
