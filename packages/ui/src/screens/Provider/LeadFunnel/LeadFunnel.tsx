import { type FunnelStage, funnelRateLabel } from '@injury-assist/domain';
import * as styles from './LeadFunnel.css';

export type LeadFunnelProps = {
  stages: readonly FunnelStage[];
  /** 'last 30 days', for the note when nothing happened. */
  periodLabel: string;
};

/**
 * Issue 25: search impressions → profile views → clicks → appointment requests, each bar as wide as
 * its count against the largest step, each step rated against the one before. Plain elements and
 * CSS widths, as the engagement chart: no chart library on the Overview's first load.
 */
export function LeadFunnel({ stages, periodLabel }: LeadFunnelProps) {
  const widest = Math.max(1, ...stages.map((stage) => stage.value));
  const nothing = stages.every((stage) => stage.value === 0);
  return (
    <div className={styles.steps}>
      <ol className={styles.steps} aria-label="From search to appointment requests">
        {stages.map((stage, index) => {
          const before = stages[index - 1];
          return (
            <li key={stage.step} className={styles.step}>
              <div className={styles.heading}>
                <span className={styles.label}>{stage.label}</span>
                <span className={styles.value}>{stage.value}</span>
              </div>
              <div className={styles.track} aria-hidden="true">
                {stage.value > 0 ? (
                  <div className={styles.fill} style={{ width: `${(stage.value / widest) * 100}%` }} />
                ) : null}
              </div>
              {before ? (
                <span className={styles.rate}>
                  {stage.rate === null
                    ? `No rate: no ${before.label.toLowerCase()} to compare with`
                    : `${funnelRateLabel(stage.rate)} of ${before.label.toLowerCase()}`}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {nothing ? (
        <p className={styles.note}>
          Nobody has seen you in the search in the {periodLabel} yet. Each customer who finds you there counts once a
          day.
        </p>
      ) : null}
    </div>
  );
}
