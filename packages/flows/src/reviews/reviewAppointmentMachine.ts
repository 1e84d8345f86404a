import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import { serverMessage } from '../login/serverMessage';

/** As the server takes it. */
export const REVIEW_TEXT_MAX_LENGTH = 2000;

export const reviewMessages = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  tooLong: `Keep the review to ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  failed: 'Could not publish your review. Please try again.',
} as const;

export type PublishReviewInput = { bookingId: string; rating: number; text: string };
/** The server's sentence, 'Thank you! Your review is published.' */
export type PublishReviewOutput = { message: string };

export type ReviewAppointmentContext = {
  bookingId: string | null;
  rating: number;
  text: string;
  error: string | null;
};

export type ReviewAppointmentEvent =
  | { type: 'review.open'; bookingId: string }
  | { type: 'review.close' }
  | { type: 'rating.change'; rating: number }
  | { type: 'text.change'; value: string }
  | { type: 'review.submit' };

export type ReviewAppointmentEmitted = DashboardToast | { type: 'review.published'; bookingId: string };

function problem({ rating, text }: ReviewAppointmentContext): string | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return reviewMessages.ratingRequired;
  if (text.trim().length > REVIEW_TEXT_MAX_LENGTH) return reviewMessages.tooLong;
  return null;
}

/**
 * A customer reviews a completed appointment from the Past tab (issue 13): 1 to 5 stars and
 * words if they like, once. closed → open (writing → publishing) → closed.
 */
export const reviewAppointmentMachine = setup({
  types: {
    context: {} as ReviewAppointmentContext,
    events: {} as ReviewAppointmentEvent,
    emitted: {} as ReviewAppointmentEmitted,
  },
  actors: {
    publishReview: fromPromise<PublishReviewOutput, PublishReviewInput>(async () => {
      throw new Error('publishReview is provided by the app');
    }),
  },
  guards: { isComplete: ({ context }) => problem(context) === null },
}).createMachine({
  id: 'reviewAppointment',
  context: { bookingId: null, rating: 0, text: '', error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'review.open': {
          target: 'open',
          actions: assign(({ event }) => ({ bookingId: event.bookingId, rating: 0, text: '', error: null })),
        },
      },
    },
    open: {
      initial: 'writing',
      states: {
        writing: {
          on: {
            'review.close': '#reviewAppointment.closed',
            'rating.change': {
              actions: assign(({ event }) => {
                assertEvent(event, 'rating.change');
                return { rating: event.rating, error: null };
              }),
            },
            'text.change': {
              actions: assign(({ event }) => {
                assertEvent(event, 'text.change');
                return { text: event.value };
              }),
            },
            'review.submit': [
              { guard: 'isComplete', target: 'publishing', actions: assign({ error: null }) },
              { actions: assign({ error: ({ context }) => problem(context) }) },
            ],
          },
        },
        publishing: {
          invoke: {
            src: 'publishReview',
            input: ({ context }) => ({
              bookingId: context.bookingId ?? '',
              rating: context.rating,
              text: context.text.trim(),
            }),
            onDone: {
              target: '#reviewAppointment.closed',
              actions: [
                emit(({ event }) => ({
                  type: 'toast' as const,
                  tone: 'success' as const,
                  message: event.output.message,
                  timeout: SUCCESS_TOAST_TIMEOUT_MS,
                })),
                emit(({ context }) => ({ type: 'review.published' as const, bookingId: context.bookingId ?? '' })),
              ],
            },
            onError: {
              target: 'writing',
              actions: assign({ error: ({ event }) => serverMessage(event.error) ?? reviewMessages.failed }),
            },
          },
        },
      },
    },
  },
});
