import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import { serverMessage } from '../login/serverMessage';
import { REVIEW_TEXT_MAX_LENGTH } from './reviewAppointmentMachine';

export const replyMessages = {
  empty: 'Write a reply before saving it.',
  tooLong: `Keep the reply to ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  failed: 'Could not save your reply. Please try again.',
} as const;

export type SaveReplyInput = { reviewId: number; text: string };
/** The server's sentence, 'Your reply is published.' or 'Your reply is updated.' */
export type SaveReplyOutput = { message: string };

export type ReviewReplyContext = { reviewId: number | null; draft: string; error: string | null };

export type ReviewReplyEvent =
  | { type: 'reply.edit'; reviewId: number; current: string }
  | { type: 'reply.change'; value: string }
  | { type: 'reply.cancel' }
  | { type: 'reply.save' };

export type ReviewReplyEmitted = DashboardToast | { type: 'reply.saved'; reviewId: number };

function problem({ draft }: ReviewReplyContext): string | null {
  const text = draft.trim();
  if (text === '') return replyMessages.empty;
  if (text.length > REVIEW_TEXT_MAX_LENGTH) return replyMessages.tooLong;
  return null;
}

/**
 * The provider answers a review, once, and may edit the answer (issue 25): one review's form at a
 * time, idle → editing (writing → saving) → idle; a refusal keeps the form with the server's sentence.
 */
export const reviewReplyMachine = setup({
  types: {
    context: {} as ReviewReplyContext,
    events: {} as ReviewReplyEvent,
    emitted: {} as ReviewReplyEmitted,
  },
  actors: {
    saveReply: fromPromise<SaveReplyOutput, SaveReplyInput>(async () => {
      throw new Error('saveReply is provided by the app');
    }),
  },
  guards: { isWritten: ({ context }) => problem(context) === null },
}).createMachine({
  id: 'reviewReply',
  context: { reviewId: null, draft: '', error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'reply.edit': {
          target: 'editing',
          actions: assign(({ event }) => ({ reviewId: event.reviewId, draft: event.current, error: null })),
        },
      },
    },
    editing: {
      initial: 'writing',
      states: {
        writing: {
          on: {
            'reply.cancel': {
              target: '#reviewReply.idle',
              actions: assign({ reviewId: null, draft: '', error: null }),
            },
            'reply.change': {
              actions: assign(({ event }) => {
                assertEvent(event, 'reply.change');
                return { draft: event.value };
              }),
            },
            'reply.save': [
              { guard: 'isWritten', target: 'saving', actions: assign({ error: null }) },
              { actions: assign({ error: ({ context }) => problem(context) }) },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'saveReply',
            input: ({ context }) => ({ reviewId: context.reviewId ?? 0, text: context.draft.trim() }),
            onDone: {
              target: '#reviewReply.idle',
              actions: [
                emit(({ event }) => ({
                  type: 'toast' as const,
                  tone: 'success' as const,
                  message: event.output.message,
                  timeout: SUCCESS_TOAST_TIMEOUT_MS,
                })),
                emit(({ context }) => ({ type: 'reply.saved' as const, reviewId: context.reviewId ?? 0 })),
                assign({ reviewId: null, draft: '', error: null }),
              ],
            },
            onError: {
              target: 'writing',
              actions: assign({ error: ({ event }) => serverMessage(event.error) ?? replyMessages.failed }),
            },
          },
        },
      },
    },
  },
});
