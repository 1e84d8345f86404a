import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import * as styles from './BulkActionBar.css';

export type BulkActionBarProps = {
  /** How many rows are ticked. */
  count: number;
  onClear: () => void;
  /** The buttons that act on every ticked row, e.g. 'Verify selected'. */
  children: ReactNode;
};

/**
 * Over a list whose rows are ticked: how many, what can be done to all of them, and a way to
 * untick them. The count is a polite live region, so a screen reader hears each tick counted.
 */
export function BulkActionBar({ count, onClear, children }: BulkActionBarProps) {
  return (
    <section className={styles.bar} aria-label="Bulk actions">
      <p className={styles.count} aria-live="polite">
        {count} selected
      </p>
      <div className={styles.actions}>
        {children}
        <Button variant="ghost" size="small" onPress={onClear}>
          Clear selection
        </Button>
      </div>
    </section>
  );
}
