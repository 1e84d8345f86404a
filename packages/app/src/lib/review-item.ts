import type { components } from '@injury-assist/contract';
import { longDate } from '@injury-assist/domain';
import type { ReviewItem } from '@injury-assist/ui';

type Review = components['schemas']['Review'];

/** A review as the list shows it: 'November 20, 2026', from the day it was written (UTC). */
export function toReviewItem(review: Review): ReviewItem {
  const day = review.date.slice(0, 10);
  return {
    id: review.id,
    author: review.author,
    rating: review.rating,
    text: review.text,
    date: longDate(day),
    dateTime: day,
    verified: review.verified,
  };
}
