import { assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import { serverMessage } from '../login/serverMessage';

/** One feed's subscription links; null until the account makes its feed. */
export type CalendarFeedLinks = { httpsUrl: string | null; webcalUrl: string | null };
export type CalendarLocationFeed = CalendarFeedLinks & { id: number; address: string };
/** The account's feed and, for a provider, one per listed location. */
export type CalendarSubscription = { all: CalendarFeedLinks; locations: CalendarLocationFeed[] };
/** What a renewal answers: the new links and the server's sentence about the old ones. */
export type RenewedCalendarFeed = { feed: CalendarSubscription; message: string };

export const calendarFeedMessages = {
  renewFailed: 'Could not make new calendar links. Please try again.',
} as const;

export type CalendarFeedContext = { feed: CalendarSubscription | null; error: string | null };

export type CalendarFeedEvent =
  | { type: 'feed.retry' }
  | { type: 'feed.create' }
  | { type: 'feed.renew' }
  | { type: 'feed.renew.confirm' }
  | { type: 'feed.renew.cancel' };

/**
 * A customer's or provider's private calendar subscription (issue 25): loading → ready | failed.
 * Making the first links happens at once; replacing them asks first, because every calendar
 * subscribed to the old links stops updating.
 */
export const calendarFeedMachine = setup({
  types: {
    context: {} as CalendarFeedContext,
    events: {} as CalendarFeedEvent,
    emitted: {} as DashboardToast,
  },
  actors: {
    loadFeed: fromPromise<CalendarSubscription>(async () => {
      throw new Error('loadFeed is provided by the app');
    }),
    renewFeed: fromPromise<RenewedCalendarFeed>(async () => {
      throw new Error('renewFeed is provided by the app');
    }),
  },
}).createMachine({
  id: 'calendarFeed',
  context: { feed: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadFeed',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ feed: event.output, error: null })) },
        onError: 'failed',
      },
    },
    failed: { on: { 'feed.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'feed.create': 'renewing',
            'feed.renew': { target: 'confirming', actions: assign({ error: null }) },
          },
        },
        confirming: { on: { 'feed.renew.confirm': 'renewing', 'feed.renew.cancel': 'idle' } },
        renewing: {
          invoke: {
            src: 'renewFeed',
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ feed: event.output.feed, error: null })),
                emit(
                  ({ event }) =>
                    ({
                      type: 'toast',
                      tone: 'success',
                      message: event.output.message,
                      timeout: SUCCESS_TOAST_TIMEOUT_MS,
                    }) as const,
                ),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({
                error: serverMessage(event.error) ?? calendarFeedMessages.renewFailed,
              })),
            },
          },
        },
      },
    },
  },
});
