import { Icon } from '../Icon/Icon';
import { LoadFailed, type LoadStatus } from '../private/LoadFailed/LoadFailed';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ReviewList.css';

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
};

export type ReviewListProps = {
  status: LoadStatus;
  onRetry: () => void;
  reviews: readonly ReviewItem[];
  /** The average of every review, and how many there are in all (the list may show only the latest). */
  rating: number | null;
  reviewCount: number;
};

export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="ratingStar" size={16} className={star <= rating ? styles.starOn : styles.starOff} />
      ))}
    </span>
  );
}

/** Reviews with their average and count, newest first; read-only. */
export function ReviewList({ status, onRetry, reviews, rating, reviewCount }: ReviewListProps) {
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
          </li>
        ))}
      </ul>
    </div>
  );
}
