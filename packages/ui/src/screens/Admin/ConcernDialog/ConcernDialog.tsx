import type { ConcernPriority } from '@injury-assist/domain';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { Spinner } from '../../../components/Spinner/Spinner';
import { TextArea } from '../../../components/TextArea/TextArea';
import { concernPriorityLabels } from '../../Customer/Concerns/Concerns';
import { concernPriorityTone } from '../AdminConcerns/AdminConcerns';
import * as shared from '../shared.css';
import * as styles from './ConcernDialog.css';

export type AdminConcernReply = {
  id: number;
  body: string;
  /** Already formatted, e.g. 'November 21, 2026 at 9:30 AM'. */
  sent: string;
};

export type AdminConcernDetails = {
  title: string;
  description: string;
  customer: string;
  customerEmail: string;
  priority: ConcernPriority;
  /** Already formatted. */
  raised: string;
  /** The stored status number, as the status choice's id. */
  status: string;
  /** Oldest first. */
  replies: readonly AdminConcernReply[];
};

export type ConcernDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  status: LoadStatus;
  concern: AdminConcernDetails | null;
  onRetry: () => void;
  statusOptions: readonly SelectOption<string>[];
  onStatusChange: (status: string) => void;
  isChangingStatus: boolean;
  reply: string;
  onReplyChange: (reply: string) => void;
  onSendReply: () => void;
  isSendingReply: boolean;
  /** Why the reply was not sent (blank, or the server's sentence). */
  replyError?: string | undefined;
};

/** One concern as the admin works on it: what the customer wrote, its status, and the replies sent. */
export function ConcernDialog({
  isOpen,
  onOpenChange,
  status,
  concern,
  onRetry,
  statusOptions,
  onStatusChange,
  isChangingStatus,
  reply,
  onReplyChange,
  onSendReply,
  isSendingReply,
  replyError,
}: ConcernDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={concern?.title ?? 'Concern'} size="large">
      {status === 'loading' || (status === 'loaded' && !concern) ? (
        <div className={styles.state}>
          <Spinner label="Loading the concern" />
        </div>
      ) : status === 'failed' || !concern ? (
        <LoadFailed title="We could not load this concern." onRetry={onRetry} />
      ) : (
        <div className={styles.sections}>
          <section aria-label="What the customer wrote" className={styles.section}>
            <div className={styles.identity}>
              <div>
                <p className={shared.cellTitle}>{concern.customer}</p>
                <p className={shared.mutedText}>
                  {concern.customerEmail} · raised {concern.raised}
                </p>
              </div>
              <Badge tone={concernPriorityTone[concern.priority]}>
                Priority: {concernPriorityLabels[concern.priority]}
              </Badge>
            </div>
            <p className={styles.description}>{concern.description}</p>
          </section>
          <div className={styles.status}>
            <Select
              label="Status"
              options={statusOptions}
              selectedId={concern.status}
              onSelectionChange={(id) => {
                if (id !== null && id !== concern.status) onStatusChange(id);
              }}
              isLoading={isChangingStatus}
            />
          </div>
          <section aria-labelledby="concern-replies" className={styles.section}>
            <h3 id="concern-replies" className={styles.sectionTitle}>
              Replies
            </h3>
            {concern.replies.length === 0 ? (
              <p className={shared.mutedText}>No replies yet. The customer sees your reply here and by e-mail.</p>
            ) : (
              <ol className={styles.replies}>
                {concern.replies.map((entry) => (
                  <li key={entry.id} className={styles.reply}>
                    <p className={styles.replyBody}>{entry.body}</p>
                    <p className={shared.mutedText}>Sent {entry.sent}</p>
                  </li>
                ))}
              </ol>
            )}
            <form
              className={styles.replyForm}
              onSubmit={(event) => {
                event.preventDefault();
                onSendReply();
              }}
            >
              <TextArea
                label="Reply to the customer"
                value={reply}
                onChange={onReplyChange}
                errorMessage={replyError}
                description="E-mailed to the customer and shown with their concern."
                rows={4}
                name="reply"
              />
              <div className={styles.replyActions}>
                <Button type="submit" loading={isSendingReply}>
                  Send reply
                </Button>
              </div>
            </form>
          </section>
        </div>
      )}
    </Dialog>
  );
}
