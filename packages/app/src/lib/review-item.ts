import type { components } from '@injury-assist/contract';
import { longDate } from '@injury-assist/domain';
import type { ReviewItem, ReviewReplyItem } from '@injury-assist/ui';

type Review = components['schemas']['Review'];
type Reply = components['schemas']['ReviewReply'];

/** A day as the lists show it: 'November 20, 2026', from the instant (UTC). */
const day = (instant: string) => ({ date: longDate(instant.slice(0, 10)), dateTime: instant.slice(0, 10) });

function toReplyItem(reply: Reply): ReviewReplyItem {
  return { text: reply.text, ...day(reply.date), edited: reply.edited, hiddenReason: reply.hidden_reason };
}

/** A review as the list shows it, with its provider's reply. */
export function toReviewItem(review: Review): ReviewItem {
  return {
    id: review.id,
    author: review.author,
    rating: review.rating,
    text: review.text,
    ...day(review.date),
    verified: review.verified,
    reply: review.reply ? toReplyItem(review.reply) : null,
  };
}
