import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import * as shared from '../shared.css';
import * as styles from './EngagementChart.css';

export type EngagementDay = {
  /** 'YYYY-MM-DD', a day in the business's time zone. */
  date: string;
  /** The axis label, e.g. 'Mon 16'. */
  label: string;
  /** The day's name for people, e.g. 'Monday, November 16'. */
  fullLabel: string;
  profileViews: number;
  clicks: number;
  requests: number;
  total: number;
};

export type EngagementChartProps = {
  days: readonly EngagementDay[];
};

/**
 * spec §2.3: the daily engagement bar chart for the last 7 days, from real counts. Each bar carries
 * its number, so nobody needs to hover; screen readers get the same numbers as a table (the
 * drawing is hidden from them, so they meet the numbers once, and it takes no keyboard focus).
 */
export function EngagementChart({ days }: EngagementChartProps) {
  const captionId = useId();
  const total = days.reduce((sum, day) => sum + day.total, 0);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={shared.visuallyHidden}>
        Daily engagement for the last 7 days: {total} in all.
      </figcaption>
      <div className={styles.plot} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 560, height: 240 }}>
          <BarChart data={[...days]} margin={{ top: 20, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.12} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} tick={{ fill: 'currentColor' }} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fill: 'currentColor' }} />
            <Bar dataKey="total" name="Engagement" fill="currentColor" radius={[4, 4, 0, 0]} isAnimationActive={false}>
              <LabelList dataKey="total" position="top" fill="currentColor" />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      {total === 0 ? <p className={styles.empty}>No engagement in the last 7 days yet.</p> : null}
      <table className={shared.visuallyHidden}>
        <caption>Daily engagement, last 7 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
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
