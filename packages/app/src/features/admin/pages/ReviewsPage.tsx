import {
  type AdminReviewItem,
  type AdminReviewState,
  type ModerationAction,
  type ModerationDraft,
  type ModerationTarget,
  Reviews,
} from '@injury-assist/ui';
import { useState } from 'react';
import type { AdminReviewRow, ReviewModeration } from '../admin-data';
import { listDate } from '../admin-format';
import { adminKeys, useAdminAction, useAdminList } from '../admin-queries';

/** The server's own sentence for an empty reason (review-routes.ts), said before asking it. */
const REASON_REQUIRED = 'Give a reason: the author is told it.';

const reviewsKey = ['admin', 'reviews'] as const;

const toItem = (row: AdminReviewRow): AdminReviewItem => ({
  id: row.id,
  businessName: row.business_name,
  author: row.author,
  rating: row.rating,
  text: row.text,
  date: listDate(row.date),
  hiddenReason: row.hidden_reason,
  reply: row.reply ? { text: row.reply.text, hiddenReason: row.reply.hidden_reason } : null,
});

/**
 * /admin/reviews (issue 26): every review, paged on the server, visible or hidden, searched by
 * business or author; Hide and Restore ask for the reason the author is e-mailed.
 */
export default function ReviewsPage() {
  const [state, setState] = useState<AdminReviewState>('all');
  const [draft, setDraft] = useState<ModerationDraft | null>(null);
  const reviews = useAdminList(
    [...reviewsKey, state],
    (data, query) => data.reviews({ ...query, state }),
    'Error loading reviews',
  );
  const moderate = useAdminAction<{ id: number; change: ReviewModeration }>({
    run: async (data, { id, change }) => void (await data.moderateReview(id, change)),
    success: ({ change }) => ({
      title: change.action === 'hide' ? `The ${change.target} is hidden` : `The ${change.target} is shown again`,
      description: 'Its author is told by e-mail.',
    }),
    errorTitle: 'Error updating review',
    refresh: [reviewsKey, adminKeys.counts],
    onDone: () => setDraft(null),
  });
  const open = (reviewId: number, target: ModerationTarget, action: ModerationAction) => {
    const row = reviews.rows.find((entry) => entry.id === reviewId);
    if (row) setDraft({ reviewId, target, action, subject: row.author, reason: '', error: null });
  };
  return (
    <Reviews
      reviews={reviews.rows.map(toItem)}
      status={reviews.status}
      onRetry={reviews.retry}
      paging={reviews.paging}
      state={state}
      onStateChange={setState}
      onModerate={open}
      draft={draft}
      onReasonChange={(reason) => setDraft((current) => current && { ...current, reason, error: null })}
      onCancel={() => setDraft(null)}
      onConfirm={() => {
        if (!draft) return;
        if (draft.reason.trim() === '') {
          setDraft({ ...draft, error: REASON_REQUIRED });
          return;
        }
        moderate.mutate({
          id: draft.reviewId,
          change: { target: draft.target, action: draft.action, reason: draft.reason.trim() },
        });
      }}
      isSaving={moderate.isPending}
    />
  );
}
