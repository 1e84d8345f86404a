import { Icon } from '../Icon/Icon';
import * as styles from './ReviewList.css';

/**
 * A rating as five stars, read as 'N out of 5 stars'. Its own module so a page that shows ratings
 * without the review list (the admin's Reviews) does not load the list's reply form (issue 22).
 */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="ratingStar" size={16} className={star <= rating ? styles.starOn : styles.starOff} />
      ))}
    </span>
  );
}
