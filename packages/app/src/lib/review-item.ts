import type { components } from '@injury-assist/contract';
import type { ReviewItem } from '@injury-assist/ui';

type Review = components['schemas']['Review'];

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A review as the list shows it: 'November 20, 2026', from the day it was written (UTC). */
export function toReviewItem(review: Review): ReviewItem {
  const day = review.date.slice(0, 10);
  const [year, month, date] = day.split('-').map(Number);
  return {
    id: review.id,
    author: review.author,
    rating: review.rating,
    text: review.text,
    date: `${months[(month ?? 1) - 1]} ${date}, ${year}`,
    dateTime: day,
    verified: review.verified,
  };
}
