import type { ConcernPriority } from '@injury-assist/domain';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { StatusList } from '../../../components/private/StatusList/StatusList';
import * as shared from '../shared.css';
import * as styles from './Concerns.css';

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
  /** Our team's replies, oldest first. */
  replies: readonly ConcernReplyItem[];
};

export type ConcernReplyItem = {
  id: number;
  body: string;
  /** Already formatted for display. */
  sentAt: string;
};

export type ConcernsProps = {
  status: LoadStatus;
  concerns: readonly ConcernItem[];
  /** 'Try again' after a failed load. */
  onRetry: () => void;
  onRaise: () => void;
};

/** 'Concerns & Communication': the customer's concern tickets and the entry to raise a new one. */
export function Concerns({ status, concerns, onRetry, onRaise }: ConcernsProps) {
  return (
    <div className={shared.page}>
      <div className={shared.pageHeader}>
        <h2 className={shared.pageHeading}>Concerns &amp; Communication</h2>
        <Button onPress={onRaise}>Raise New Concern</Button>
      </div>
      <Card title="Your Concerns">
        <StatusList
          items={status === 'loading' ? null : concerns}
          failure={status === 'failed' ? { title: 'We could not load your concerns.', onRetry } : null}
          loadingLabel="Loading concerns"
          empty={{ title: 'No concerns yet', description: 'Raise a concern and our team will get back to you.' }}
          row={(concern) => ({
            title: concern.title,
            statusLabel: concern.statusLabel,
            statusTone: concern.statusTone,
            body: (
              <>
                <p className={styles.description}>{concern.description}</p>
                <div className={styles.meta}>
                  <Badge tone="neutral">Priority: {concernPriorityLabels[concern.priority]}</Badge>
                  <span>Created {concern.createdAt}</span>
                </div>
                {concern.replies.length > 0 ? (
                  <section aria-label={`Replies to ${concern.title}`} className={styles.replies}>
                    <h4 className={styles.repliesTitle}>Replies from our team</h4>
                    <ol className={styles.replyList}>
                      {concern.replies.map((reply) => (
                        <li key={reply.id} className={styles.reply}>
                          <p className={styles.replyBody}>{reply.body}</p>
                          <span className={styles.meta}>Sent {reply.sentAt}</span>
                        </li>
                      ))}
                    </ol>
                  </section>
                ) : null}
              </>
            ),
          })}
        />
      </Card>
    </div>
  );
}
