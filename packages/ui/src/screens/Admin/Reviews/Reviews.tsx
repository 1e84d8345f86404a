import { Badge } from '../../../components/Badge/Badge';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';
import { ReviewStars } from '../../../components/ReviewList/ReviewStars';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import type { TableColumn } from '../../../components/Table/Table';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';
import * as styles from './Reviews.css';

// The reason's dialog, with its text area, is loaded when a first review is hidden or restored (issue 22).
const ModerationDialog = onFirstOpen(() => import('./ModerationDialog').then((module) => module.ModerationDialog));

export type AdminReviewState = 'all' | 'visible' | 'hidden';
export type ModerationTarget = 'review' | 'reply';
export type ModerationAction = 'hide' | 'restore';

export type AdminReviewItem = {
  id: number;
  businessName: string;
  author: string;
  rating: number;
  text: string;
  /** Already formatted, e.g. 'November 20, 2026'. */
  date: string;
  /** Why an administrator hid the review, or null while it shows. */
  hiddenReason: string | null;
  reply: { text: string; hiddenReason: string | null } | null;
};

/** The reason dialog of one hide or restore. */
export type ModerationDraft = {
  reviewId: number;
  target: ModerationTarget;
  action: ModerationAction;
  /** Who wrote what is moderated, for the dialog's title ('Hide Dana R.'s review'). */
  subject: string;
  reason: string;
  error: string | null;
};

export type ReviewsProps = {
  reviews: readonly AdminReviewItem[];
  status: LoadStatus;
  onRetry: () => void;
  paging: AdminListPaging;
  state: AdminReviewState;
  onStateChange: (state: AdminReviewState) => void;
  onModerate: (reviewId: number, target: ModerationTarget, action: ModerationAction) => void;
  /** The open reason dialog, or null. */
  draft: ModerationDraft | null;
  onReasonChange: (reason: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
  isSaving: boolean;
};

const columns: readonly TableColumn[] = [
  { id: 'review', name: 'Review', isRowHeader: true },
  { id: 'business', name: 'Business' },
  { id: 'reply', name: 'Reply' },
  { id: 'status', name: 'Status' },
  { id: 'actions', name: 'Actions', isActions: true },
];

const stateOptions = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
] as const;

const dialogTitle = ({ target, action, subject }: ModerationDraft) =>
  `${action === 'hide' ? 'Hide' : 'Restore'} ${target === 'review' ? `${subject}'s review` : `the reply to ${subject}`}`;

/**
 * 'Reviews' (issue 26): every review, newest first, a page at a time with the total, filtered by
 * visible or hidden and searched by business or author. Hide and Restore, for a review or its
 * reply, ask for the reason the author is told.
 */
export function Reviews({
  reviews,
  status,
  onRetry,
  paging,
  state,
  onStateChange,
  onModerate,
  draft,
  onReasonChange,
  onCancel,
  onConfirm,
  isSaving,
}: ReviewsProps) {
  return (
    <AdminTablePage
      heading="Reviews"
      subtitle="Hide a review or a provider's reply that breaks the rules, and restore it. The author is told the reason."
      action={
        <div className={styles.filter}>
          <SegmentedControl label="Show" options={stateOptions} value={state} onChange={onStateChange} />
        </div>
      }
      paging={{ ...paging, searchLabel: 'Search reviews', searchPlaceholder: 'Search by business or author...' }}
      tableLabel="Reviews"
      columns={columns}
      rows={reviews}
      status={status}
      onRetry={onRetry}
      loadingText="Loading reviews..."
      emptyText="No reviews found"
      failedTitle="We could not load the reviews."
      renderCell={(review, column) => {
        switch (column) {
          case 'review':
            return (
              <div className={styles.review}>
                <div className={shared.cellTitle}>{review.author}</div>
                <ReviewStars rating={review.rating} />
                {review.text ? <p className={`${styles.quote} ${shared.clamp}`}>{review.text}</p> : null}
                <span className={shared.mutedText}>{review.date}</span>
                {review.hiddenReason ? <span className={styles.reason}>Hidden: {review.hiddenReason}</span> : null}
              </div>
            );
          case 'business':
            return <span className={shared.cellTitle}>{review.businessName}</span>;
          case 'reply':
            return review.reply ? (
              <div className={styles.review}>
                <p className={`${styles.quote} ${shared.clamp}`}>{review.reply.text}</p>
                {review.reply.hiddenReason ? (
                  <span className={styles.reason}>Hidden: {review.reply.hiddenReason}</span>
                ) : null}
              </div>
            ) : (
              <span className={shared.mutedText}>—</span>
            );
          case 'status':
            return (
              <div className={shared.badges}>
                {review.hiddenReason ? (
                  <Badge tone="critical">Review hidden</Badge>
                ) : (
                  <Badge tone="positive">Visible</Badge>
                )}
                {review.reply?.hiddenReason ? <Badge tone="critical">Reply hidden</Badge> : null}
              </div>
            );
          case 'actions': {
            const reviewAction: ModerationAction = review.hiddenReason ? 'restore' : 'hide';
            const replyAction: ModerationAction = review.reply?.hiddenReason ? 'restore' : 'hide';
            return (
              <div className={shared.rowActions}>
                <RowAction
                  icon={reviewAction === 'hide' ? 'close' : 'eye'}
                  label={reviewAction === 'hide' ? 'Hide review' : 'Restore review'}
                  aria-label={`${reviewAction === 'hide' ? 'Hide review' : 'Restore review'} by ${review.author}`}
                  variant={reviewAction === 'hide' ? 'destructive' : 'secondary'}
                  onPress={() => onModerate(review.id, 'review', reviewAction)}
                />
                {review.reply ? (
                  <RowAction
                    icon={replyAction === 'hide' ? 'close' : 'eye'}
                    label={replyAction === 'hide' ? 'Hide reply' : 'Restore reply'}
                    aria-label={`${replyAction === 'hide' ? 'Hide reply' : 'Restore reply'} to ${review.author}`}
                    variant={replyAction === 'hide' ? 'destructive' : 'secondary'}
                    onPress={() => onModerate(review.id, 'reply', replyAction)}
                  />
                ) : null}
              </div>
            );
          }
          default:
            return null;
        }
      }}
    >
      <ModerationDialog
        isOpen={draft !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) onCancel();
        }}
        title={draft ? dialogTitle(draft) : ''}
        submitLabel={draft?.action === 'restore' ? 'Restore' : 'Hide'}
        reason={draft?.reason ?? ''}
        error={draft?.error ?? null}
        onReasonChange={onReasonChange}
        onSubmit={onConfirm}
        isSaving={isSaving}
      />
    </AdminTablePage>
  );
}
