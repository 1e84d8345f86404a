import type { BoostDuration, BoostType } from '@injury-assist/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { failureSentence, refusalSentence } from './requestFailure';

export type BoostOrder = { zipCode: string; boostType: BoostType; duration: BoostDuration };

export type BoostContext = {
  /** The ZIP code typed or picked; null: the first of the provider's locations. */
  zipCode: string | null;
  boostType: BoostType;
  duration: BoostDuration;
  /** The order under way, or the one that failed. */
  order: BoostOrder | null;
  /** The server's refusal of a ZIP code and type (not one of the locations', taken meanwhile): shown under the field while they stay chosen. */
  refusal: (BoostOrder & { text: string }) | null;
  failure: string | null;
};

export type BoostEvent =
  | { type: 'zip.change'; zipCode: string }
  | { type: 'type.change'; boostType: BoostType }
  | { type: 'duration.change'; duration: BoostDuration }
  | { type: 'boost.start'; zipCode: string }
  | { type: 'request.retry' }
  | { type: 'failure.dismiss' };

export type BoostEmitted = { type: 'checkout.open'; url: string } | { type: 'availability.stale' };

export const BOOST_START_FAILED = 'The boost could not be started. Check your connection and try again.';

/**
 * Boost Feature (spec provider-and-admin §2.3, §4 "Boost", §9): the ZIP code, type and length, and
 * Start Boost, which opens the checkout. A refusal stays under the ZIP code; a failure ends in
 * `idle.failed` with 'Try again'. Either way the free slots are read again (they may have gone).
 */
export const boostMachine = setup({
  types: {
    context: {} as BoostContext,
    events: {} as BoostEvent,
    emitted: {} as BoostEmitted,
  },
  actors: {
    startBoost: fromPromise<{ url: string }, BoostOrder>(async () => {
      throw new Error('startBoost is provided by the app');
    }),
  },
  guards: {
    isRefusal: ({ event }) => 'error' in event && refusalSentence(event.error) !== null,
  },
  actions: {
    stale: emit({ type: 'availability.stale' as const }),
  },
}).createMachine({
  id: 'boost',
  context: { zipCode: null, boostType: 'medical', duration: 'weekly', order: null, refusal: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      on: {
        'zip.change': { actions: assign({ zipCode: ({ event }) => event.zipCode }) },
        'type.change': { actions: assign({ boostType: ({ event }) => event.boostType }) },
        'duration.change': { actions: assign({ duration: ({ event }) => event.duration }) },
        'boost.start': {
          target: 'starting',
          actions: assign({
            order: ({ context, event }) => ({
              zipCode: event.zipCode,
              boostType: context.boostType,
              duration: context.duration,
            }),
          }),
        },
      },
      states: {
        ready: {},
        failed: {
          on: {
            'request.retry': { target: '#boost.starting' },
            'failure.dismiss': { target: 'ready', actions: assign({ failure: null, order: null }) },
          },
        },
      },
    },
    starting: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'startBoost',
        input: ({ context }) =>
          context.order ?? { zipCode: context.zipCode ?? '', boostType: context.boostType, duration: context.duration },
        onDone: {
          target: 'openingCheckout',
          actions: emit(({ event }) => ({ type: 'checkout.open' as const, url: event.output.url })),
        },
        onError: [
          {
            guard: 'isRefusal',
            target: 'idle',
            actions: [
              assign({
                refusal: ({ context, event }) =>
                  context.order ? { ...context.order, text: refusalSentence(event.error) ?? '' } : null,
                order: null,
              }),
              'stale',
            ],
          },
          {
            target: 'idle.failed',
            actions: [assign({ failure: ({ event }) => failureSentence(event.error, BOOST_START_FAILED) }), 'stale'],
          },
        ],
      },
    },
    /** The checkout is opening: the page is about to leave, Start Boost keeps waiting. */
    openingCheckout: {},
  },
});

/** The refusal to show under the ZIP code: only while the refused ZIP code and type are chosen. */
export function boostRefusal(context: BoostContext, zipCode: string): string | null {
  const { refusal } = context;
  return refusal && refusal.zipCode === zipCode && refusal.boostType === context.boostType ? refusal.text : null;
}
