import type { RecipeVariants } from '@vanilla-extract/recipes';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

export type SpinnerProps = NonNullable<RecipeVariants<typeof styles.spinner>> & {
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
};

export function Spinner({ size, label = 'Loading' }: SpinnerProps) {
  return <span role="status" aria-label={label} className={styles.spinner({ size })} />;
}

/** Centred spinner filling the viewport, for the start-up session check. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.fullPage}>
      <Spinner size="large" label={label} />
    </div>
  );
}
