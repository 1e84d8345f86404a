import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from './Concerns.css';

// spec §3/§9: a concern ticket's priority; the raise form defaults to low.
export const concernPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type ConcernPriority = (typeof concernPriorities)[number];

export const concernPriorityLabels: Record<ConcernPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export type ConcernItem = {
  id: string | number;
  title: string;
  description: string;
  priority: ConcernPriority;
  /** Already read from the numeric status by the flow (spec §4: the two screens read it differently). */
  statusLabel: string;
  statusTone: BadgeTone;
  /** Already formatted for display, e.g. '2026/11/19'. */
  createdAt: string;
};

export type ConcernsProps = {
  concerns: readonly ConcernItem[];
  isLoading?: boolean;
  onRaise: () => void;
};

/** 'Concerns & Communication': the customer's concern tickets and the entry to raise a new one. */
export function Concerns({ concerns, isLoading = false, onRaise }: ConcernsProps) {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h2 className={styles.heading}>Concerns &amp; Communication</h2>
        <Button onPress={onRaise}>Raise New Concern</Button>
      </div>
      <Card title="Your Concerns">
        {isLoading ? (
          <div className={styles.loading}>
            <Spinner size="large" label="Loading concerns" />
          </div>
        ) : concerns.length === 0 ? (
          <EmptyState title="No concerns yet" description="Raise a concern and our team will get back to you." />
        ) : (
          <ul className={styles.list}>
            {concerns.map((concern) => (
              <li key={concern.id} className={styles.item}>
                <div className={styles.itemHeader}>
                  <h3 className={styles.title}>{concern.title}</h3>
                  <Badge tone={concern.statusTone}>{concern.statusLabel}</Badge>
                </div>
                <p className={styles.description}>{concern.description}</p>
                <div className={styles.meta}>
                  <Badge tone="neutral">Priority: {concernPriorityLabels[concern.priority]}</Badge>
                  <span>Created {concern.createdAt}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
