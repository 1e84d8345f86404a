import type { PublishReviewInput, PublishReviewOutput } from '@injury-assist/flows/reviews';
import { api, quietErrors } from '../../../lib/api/client';

/** The review flow shows its own refusals (already reviewed, not completed), so the shared handler stays quiet. */
export async function publishReview({ bookingId, rating, text }: PublishReviewInput): Promise<PublishReviewOutput> {
  const { data, error } = await api.POST('/reviews', {
    body: { booking_id: bookingId, rating, text },
    ...quietErrors,
  });
  if (error) throw error;
  return { message: data.message };
}
