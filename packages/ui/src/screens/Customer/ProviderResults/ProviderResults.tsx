import { type SearchSort, searchSortLabels, searchSorts } from '@injury-assist/domain';
import { useId } from 'react';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Icon } from '../../../components/Icon/Icon';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { LoadingMessage } from '../private/LoadingMessage/LoadingMessage';
import { ProviderCard, type ProviderCardData } from './ProviderCard';
import * as styles from './ProviderResults.css';

export const providerResultsStatuses = ['idle', 'searching', 'done'] as const;
export type ProviderResultsStatus = (typeof providerResultsStatuses)[number];

/** How many providers the search found: counted, or (exact false) estimated by the server. */
export type ProviderResultsTotal = { count: number; exact: boolean };

export type ProviderResultsProps = {
  /** 'idle' before the first search: nothing is shown. */
  status: ProviderResultsStatus;
  /** One card per location of the pages shown so far. */
  providers: readonly ProviderCardData[];
  total: ProviderResultsTotal;
  sort: SearchSort;
  onSortChange: (sort: SearchSort) => void;
  /** Another page follows: 'Show more' appends it. */
  hasMore: boolean;
  isLoadingMore: boolean;
  onShowMore: () => void;
  onViewProfile: (id: string) => void;
  onBook: (id: string) => void;
};

const sortOptions = searchSorts.map((value) => ({ value, label: searchSortLabels[value] }));

/** '124 providers', '1 provider', or 'about 12,000 providers' when the server estimated it. */
export function totalLabel({ count, exact }: ProviderResultsTotal): string {
  const noun = count === 1 ? 'provider' : 'providers';
  return `${exact ? '' : 'about '}${count.toLocaleString('en-US')} ${noun}`;
}

/**
 * The search screen's results: a spinner while searching, then the total, 'Sort by' and one card
 * per provider location, with 'Show more' while further pages remain.
 */
export function ProviderResults({
  status,
  providers,
  total,
  sort,
  onSortChange,
  hasMore,
  isLoadingMore,
  onShowMore,
  onViewProfile,
  onBook,
}: ProviderResultsProps) {
  const headingId = useId();
  if (status === 'idle') return null;
  if (status === 'searching') {
    return <LoadingMessage label="Searching providers" />;
  }
  if (providers.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="search" />}
        title="No providers found"
        description="Try another service or a wider location."
      />
    );
  }
  return (
    <section className={styles.container} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div className={styles.title}>
          <h2 id={headingId} className={styles.heading}>
            Search results
          </h2>
          <p className={styles.count}>{totalLabel(total)}</p>
        </div>
        <SegmentedControl<SearchSort> label="Sort by" options={sortOptions} value={sort} onChange={onSortChange} />
      </div>
      <ul className={styles.list}>
        {providers.map((provider) => (
          <li key={provider.id} className={styles.item}>
            <ProviderCard provider={provider} onViewProfile={onViewProfile} onBook={onBook} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className={styles.more}>
          <Button variant="secondary" loading={isLoadingMore} onPress={onShowMore}>
            Show more
          </Button>
        </div>
      ) : null}
    </section>
  );
}
