import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../Badge/Badge';
import { EmptyState } from '../../EmptyState/EmptyState';
import { Spinner } from '../../Spinner/Spinner';
import { LoadFailed, type LoadFailedProps } from '../LoadFailed/LoadFailed';
import * as styles from './StatusList.css';

export type StatusListRow = { title: string; statusLabel: string; statusTone: BadgeTone; body: ReactNode };

export type StatusListProps<Item extends { id: string | number }> = {
  /** null while loading. */
  items: readonly Item[] | null;
  /** Set when the list could not be loaded: shown instead of the list, never as an empty one. */
  failure?: LoadFailedProps | null;
  loadingLabel: string;
  empty: { title: string; description: string };
  density?: 'comfortable' | 'compact';
  /** The rows' heading level: one below the heading the list sits under (3 under a section's h2). */
  headingLevel?: 2 | 3;
  row: (item: Item) => StatusListRow;
};

/** A list of titled rows with a status badge, its loading spinner, its load failure and its empty state (concerns, appointments). */
export function StatusList<Item extends { id: string | number }>({
  items,
  failure,
  loadingLabel,
  empty,
  density,
  headingLevel = 3,
  row,
}: StatusListProps<Item>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (failure) return <LoadFailed {...failure} />;
  if (items === null) {
    return (
      <div className={styles.loading}>
        <Spinner size="large" label={loadingLabel} />
      </div>
    );
  }
  if (items.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const { title, statusLabel, statusTone, body } = row(item);
        return (
          <li key={item.id} className={styles.item({ density })}>
            <div className={styles.itemHeader}>
              <Heading className={styles.title}>{title}</Heading>
              <Badge tone={statusTone}>{statusLabel}</Badge>
            </div>
            {body}
          </li>
        );
      })}
    </ul>
  );
}
