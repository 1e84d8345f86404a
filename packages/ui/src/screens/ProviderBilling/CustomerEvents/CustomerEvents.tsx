import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
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
  /** e.g. 'Biscayne Orthopedic Center'; null for a platform event. */
  host: string | null;
  /** e.g. '4 of 20 seats taken' */
  seats: string;
  isFull: boolean;
  /** 'Free' or '$25'. */
  fee: string;
  registered: boolean;
};

export type CustomerEventsProps = {
  status: LoadStatus;
  onRetry: () => void;
  events: readonly CustomerEventView[];
  /** The event whose registration is being sent. */
  pendingEventId: string | null;
  onRegister: (id: string) => void;
  onCancel: (id: string) => void;
  message: { tone: 'positive' | 'critical' | 'info'; text: string } | null;
};

/** Events (beyond the spec): approved upcoming events from providers, registered with one click. */
export function CustomerEvents({
  status,
  onRetry,
  events,
  pendingEventId,
  onRegister,
  onCancel,
  message,
}: CustomerEventsProps) {
  return (
    <div className={styles.container}>
      <div className={styles.page}>
        <h2 className={styles.pageHeading}>Events</h2>
        {message ? (
          <p role="status" className={styles.notice[message.tone]}>
            {message.text}
          </p>
        ) : null}
        <Card title="Upcoming events">
          {status === 'loading' ? <Spinner label="Loading events" /> : null}
          {status === 'failed' ? <LoadFailed title="We could not load the events." onRetry={onRetry} /> : null}
          {status === 'loaded' && events.length === 0 ? (
            <p className={styles.muted}>No upcoming events right now.</p>
          ) : null}
          {status === 'loaded' && events.length > 0 ? (
            <ul className={styles.stack} aria-label="Upcoming events">
              {events.map((event) => (
                <li key={event.id} className={styles.tile} aria-label={event.title}>
                  <div className={styles.spread}>
                    <h3 className={styles.strong}>{event.title}</h3>
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
          ) : null}
        </Card>
      </div>
    </div>
  );
}
