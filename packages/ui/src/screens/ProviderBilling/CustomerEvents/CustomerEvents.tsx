import { Card } from '../../../components/Card/Card';
import * as styles from '../billing.css';
import { EventList, type EventListProps } from './EventList';

export type CustomerEventsProps = EventListProps & {
  message: { tone: 'positive' | 'critical' | 'info'; text: string } | null;
};

/** Events (beyond the spec): approved upcoming events from providers, registered with one click. */
export function CustomerEvents({ message, ...list }: CustomerEventsProps) {
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
          <EventList {...list} emptyText="No upcoming events right now." />
        </Card>
      </div>
    </div>
  );
}
