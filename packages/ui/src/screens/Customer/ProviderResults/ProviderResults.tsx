import { useId } from 'react';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Icon } from '../../../components/Icon/Icon';
import { LoadingMessage } from '../private/LoadingMessage/LoadingMessage';
import { ProviderCard, type ProviderCardData } from './ProviderCard';
import * as styles from './ProviderResults.css';

export const providerResultsStatuses = ['idle', 'searching', 'done'] as const;
export type ProviderResultsStatus = (typeof providerResultsStatuses)[number];

export type ProviderResultsProps = {
  /** 'idle' before the first search: nothing is shown. */
  status: ProviderResultsStatus;
  providers: readonly ProviderCardData[];
  onViewProfile: (id: string) => void;
  onBook: (id: string) => void;
};

/** The search screen's results: a spinner while searching, then one card per provider. */
export function ProviderResults({ status, providers, onViewProfile, onBook }: ProviderResultsProps) {
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
        <h2 id={headingId} className={styles.heading}>
          Search results
        </h2>
        <p className={styles.count}>
          {providers.length} {providers.length === 1 ? 'provider' : 'providers'} found
        </p>
      </div>
      <ul className={styles.list}>
        {providers.map((provider) => (
          <li key={provider.id} className={styles.item}>
            <ProviderCard provider={provider} onViewProfile={onViewProfile} onBook={onBook} />
          </li>
        ))}
      </ul>
    </section>
  );
}
