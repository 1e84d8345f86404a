import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from '../billing.css';

export type CustomerEventView = {
  id: string;
  title: string;
  description: string;
  /** Already formatted, e.g. 'December 5, 2026 at 6:00 PM'. */
  when: string;
  location: string;
  /** e.g. 'Biscayne Orthopedic Center'; null for a platform event, or where the host goes without saying. */
  host: string | null;
  /** e.g. '4 of 20 seats taken' */
  seats: string;
  isFull: boolean;
  /** 'Free' or '$25'. */
  fee: string;
  registered: boolean;
};

export type EventListProps = {
  status: LoadStatus;
  onRetry: () => void;
  events: readonly CustomerEventView[];
  /** The event whose registration is being sent. */
  pendingEventId: string | null;
  onRegister: (id: string) => void;
  onCancel: (id: string) => void;
};

/**
 * Approved upcoming events with one-click Register / Cancel registration ('Full' when no seat is
 * left), with their loading, failed and empty states: the customer's Events page and a provider's
 * profile show the same list.
 */
export function EventList({
  status,
  onRetry,
  events,
  pendingEventId,
  onRegister,
  onCancel,
  emptyText,
  titleLevel = 3,
}: EventListProps & {
  emptyText: string;
  /** The events' heading level under the heading the list sits below. */
  titleLevel?: 3 | 4;
}) {
  const Title = titleLevel === 4 ? 'h4' : 'h3';
  if (status === 'loading') return <Spinner label="Loading events" />;
  if (status === 'failed') return <LoadFailed title="We could not load the events." onRetry={onRetry} />;
  if (events.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ul className={styles.stack} aria-label="Upcoming events">
      {events.map((event) => (
        <li key={event.id} className={styles.tile} aria-label={event.title}>
          <div className={styles.spread}>
            <Title className={styles.strong}>{event.title}</Title>
            {event.registered ? <Badge tone="positive">Registered</Badge> : null}
          </div>
          <p className={styles.muted}>
            {event.when} · {event.location}
            {event.host ? ` · ${event.host}` : ''}
          </p>
          <p>{event.description}</p>
          <div className={styles.spread}>
            <span className={styles.muted}>
              {event.seats} · {event.fee}
            </span>
            {event.registered ? (
              <Button
                size="small"
                variant="secondary"
                loading={pendingEventId === event.id}
                onPress={() => onCancel(event.id)}
              >
                Cancel registration
              </Button>
            ) : (
              <Button
                size="small"
                isDisabled={event.isFull}
                loading={pendingEventId === event.id}
                onPress={() => onRegister(event.id)}
              >
                {event.isFull ? 'Full' : 'Register'}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
