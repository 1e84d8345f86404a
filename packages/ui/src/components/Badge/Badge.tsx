import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'info', 'brand', 'positive', 'caution', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export type BadgeProps = NonNullable<RecipeVariants<typeof styles.badge>> & { children: ReactNode };

/** A short status label, e.g. an appointment's 'Confirmed'. The text carries the meaning, not the colour. */
export function Badge({ tone, children }: BadgeProps) {
  return <span className={styles.badge({ tone })}>{children}</span>;
}
