import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { LoadFailed, type LoadStatus } from '../private/LoadFailed/LoadFailed';
import { Spinner } from '../Spinner/Spinner';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './ReviewList.css';
import { ReviewStars } from './ReviewStars';

/** The provider's answer to a review. */
export type ReviewReplyItem = {
  text: string;
  /** Already formatted, e.g. 'November 21, 2026'. */
  date: string;
  /** 'YYYY-MM-DD', for the `<time>` element. */
  dateTime: string;
  edited: boolean;
  /** Why an administrator hid it; only its provider's own list shows a hidden reply. */
  hiddenReason: string | null;
};

/** A review as people read it (spec §3: author, rating 1 to 5, text, date). */
export type ReviewItem = {
  id: number;
  author: string;
  rating: number;
  text: string;
  /** Already formatted, e.g. 'November 12, 2026'. */
  date: string;
  /** 'YYYY-MM-DD', for the `<time>` element. */
  dateTime: string;
  /** Written by the customer of a completed appointment. */
  verified: boolean;
  reply?: ReviewReplyItem | null;
};

/** The provider's reply form: one review's at a time, driven by the reply flow. */
export type ReviewReplying = {
  /** The review whose reply is being written, or null. */
  editingId: number | null;
  draft: string;
  error: string | null;
  isSaving: boolean;
  onEdit: (reviewId: number) => void;
  onDraftChange: (text: string) => void;
  onCancel: () => void;
  onSave: () => void;
};

export type ReviewListProps = {
  status: LoadStatus;
  onRetry: () => void;
  reviews: readonly ReviewItem[];
  /** The average of every review, and how many there are in all (the list may show only the latest). */
  rating: number | null;
  reviewCount: number;
  /** Given while more reviews than those shown exist: the 'Show more' button under the list. */
  more?: { onShowMore: () => void; isLoading: boolean } | null;
  /** Who replies, as the reply's heading names them ('Reply from Biscayne Orthopedics'). */
  replierName?: string;
  /** Given for the provider's own list: each review can be answered, and the answer edited. */
  replying?: ReviewReplying;
};

function Reply({ reply, replierName }: { reply: ReviewReplyItem; replierName: string }) {
  const hidden = reply.hiddenReason !== null;
  return (
    <div className={hidden ? `${styles.reply} ${styles.replyHidden}` : styles.reply}>
      <span className={styles.replyHeading}>Reply from {replierName}</span>
      <p className={styles.text}>{reply.text}</p>
      <p className={styles.muted}>
        <time dateTime={reply.dateTime}>{reply.date}</time>
        {reply.edited ? ' · edited' : ''}
      </p>
      {hidden ? (
        <p className={styles.hiddenNote}>Hidden from customers by an administrator: {reply.hiddenReason}</p>
      ) : null}
    </div>
  );
}

function ReplyControls({ review, replying }: { review: ReviewItem; replying: ReviewReplying }) {
  if (replying.editingId === review.id) {
    return (
      <div className={styles.replyForm}>
        <TextArea
          label={`Your reply to ${review.author}`}
          value={replying.draft}
          onChange={replying.onDraftChange}
          rows={3}
          name="reply"
          isDisabled={replying.isSaving}
        />
        {replying.error ? (
          <p className={styles.error} role="alert">
            {replying.error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button size="small" onPress={replying.onSave} loading={replying.isSaving}>
            {review.reply ? 'Save reply' : 'Publish reply'}
          </Button>
          <Button size="small" variant="secondary" onPress={replying.onCancel} isDisabled={replying.isSaving}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  if (review.reply?.hiddenReason) return null;
  return (
    <div className={styles.actions}>
      <Button
        size="small"
        variant="secondary"
        onPress={() => replying.onEdit(review.id)}
        isDisabled={replying.editingId !== null}
        aria-label={`${review.reply ? 'Edit reply to' : 'Reply to'} ${review.author}`}
      >
        {review.reply ? 'Edit reply' : 'Reply'}
      </Button>
    </div>
  );
}

/** Reviews with their average and count, newest first, each with its provider's reply. */
export function ReviewList({
  status,
  onRetry,
  reviews,
  rating,
  reviewCount,
  more = null,
  replierName = 'the provider',
  replying,
}: ReviewListProps) {
  if (status === 'failed') return <LoadFailed title="We could not load the reviews." onRetry={onRetry} />;
  if (status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading reviews" />
      </div>
    );
  }
  if (reviews.length === 0) return <p className={styles.muted}>No reviews yet.</p>;
  return (
    <div className={styles.root}>
      <p className={styles.summary}>
        <span className={styles.average}>{rating === null ? '–' : rating.toFixed(1)}</span>
        <span className={styles.muted}>
          average from {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
          {reviews.length < reviewCount ? `, the latest ${reviews.length} below` : ''}
        </span>
      </p>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.item}>
            <div className={styles.itemHeader}>
              <span className={styles.author}>{review.author}</span>
              <ReviewStars rating={review.rating} />
            </div>
            {review.text ? <p className={styles.text}>{review.text}</p> : null}
            <p className={styles.muted}>
              <time dateTime={review.dateTime}>{review.date}</time>
              {review.verified ? (
                <>
                  {' · '}
                  <span className={styles.verified}>
                    <Icon name="check" size={12} />
                    Verified appointment
                  </span>
                </>
              ) : null}
            </p>
            {review.reply && !(replying && replying.editingId === review.id) ? (
              <Reply reply={review.reply} replierName={replierName} />
            ) : null}
            {replying ? <ReplyControls review={review} replying={replying} /> : null}
          </li>
        ))}
      </ul>
      {more ? (
        <div className={styles.more}>
          <Button variant="secondary" onPress={more.onShowMore} loading={more.isLoading}>
            Show more reviews
          </Button>
        </div>
      ) : null}
    </div>
  );
}
