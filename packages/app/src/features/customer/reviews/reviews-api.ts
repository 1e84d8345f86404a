import type { PublishReviewInput, PublishReviewOutput } from '@injury-assist/flows';
import type { ReviewItem } from '@injury-assist/ui';
import { api, quietErrors } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

type Review = components['schemas']['Review'];

/** The review flow shows its own refusals (already reviewed, not completed), so the shared handler stays quiet. */
export async function publishReview({ bookingId, rating, text }: PublishReviewInput): Promise<PublishReviewOutput> {
  const { data, error } = await api.POST('/reviews', {
    body: { booking_id: bookingId, rating, text },
    ...quietErrors,
  });
  if (error) throw error;
  return { message: data.message };
}

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
