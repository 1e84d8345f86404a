import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadFailed, type LoadStatus } from '../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import * as styles from './SecurityActivity.css';

/** One event as the person reads it. */
export type SecurityActivityEntry = {
  id: string;
  /** 'Signed in', 'Failed sign-in', 'Password changed'… */
  what: string;
  /** A failed sign-in stands out: it may be someone else trying. */
  isWarning: boolean;
  /** 'Chrome on macOS', or null when the client is not known. */
  client: string | null;
  address: string | null;
  when: string;
};

export type SecurityActivityProps = {
  status: LoadStatus;
  onRetry: () => void;
  entries: readonly SecurityActivityEntry[];
  /** How many events there are in all. */
  total: number;
  onShowMore: () => void;
  isLoadingMore: boolean;
};

const DESCRIPTION =
  'Sign-ins to your account, failed attempts, password changes and sign-in codes, newest first. ' +
  'If you see something you did not do, change your password.';

/** A customer's or provider's own security events (issue 26), in Profile or Settings. */
export function SecurityActivity({
  status,
  onRetry,
  entries,
  total,
  onShowMore,
  isLoadingMore,
}: SecurityActivityProps) {
  return (
    <Card title="Security activity" description={DESCRIPTION}>
      {status === 'loading' ? (
        <Spinner label="Loading your security activity" />
      ) : status === 'failed' ? (
        <LoadFailed title="We could not load your security activity." onRetry={onRetry} />
      ) : entries.length === 0 ? (
        <EmptyState title="Nothing yet" description="Your sign-ins and password changes will show here." />
      ) : (
        <>
          <ul className={styles.list} aria-label="Security events">
            {entries.map((entry) => (
              <li key={entry.id} className={styles.item}>
                <div>
                  <div className={entry.isWarning ? `${styles.what} ${styles.failed}` : styles.what}>{entry.what}</div>
                  <div className={styles.details}>
                    {[entry.client ?? 'Unknown browser', entry.address].filter(Boolean).join(' · ')}
                  </div>
                </div>
                <div className={styles.when}>{entry.when}</div>
              </li>
            ))}
          </ul>
          <p className={styles.summary} aria-live="polite">
            Showing {entries.length} of {total}
          </p>
          {entries.length < total ? (
            <div className={styles.more}>
              <Button variant="secondary" size="small" onPress={onShowMore} loading={isLoadingMore}>
                Show more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
