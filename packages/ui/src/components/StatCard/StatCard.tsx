import type { RecipeVariants } from '@vanilla-extract/recipes';
import { type ReactNode, useId } from 'react';
import * as styles from './StatCard.css';

export const statCardTones = ['brand', 'positive', 'caution', 'info'] as const;

export type StatCardProps = NonNullable<RecipeVariants<typeof styles.icon>> & {
  label: string;
  value: number | string;
  /** A line under the value, e.g. the change against the last period. */
  hint?: string;
  icon?: ReactNode;
};

/** One count on an overview: label, big number, optional hint and icon. */
export function StatCard({ label, value, hint, icon, tone }: StatCardProps) {
  const labelId = useId();
  return (
    <section className={styles.card} aria-labelledby={labelId}>
      <div className={styles.text}>
        <h2 id={labelId} className={styles.label}>
          {label}
        </h2>
        <div>
          <p className={styles.value}>{value}</p>
          {hint ? <p className={styles.hint}>{hint}</p> : null}
        </div>
      </div>
      {icon ? (
        <span className={styles.icon({ tone })} aria-hidden="true">
          {icon}
        </span>
      ) : null}
    </section>
  );
}
