import { assign, emit, setup } from 'xstate';

/** spec (provider-and-admin 2.5): counts down from 10, one tick a second, then redirects to /dashboard. */
export const PAYMENT_SUCCESS_COUNTDOWN_SECONDS = 10;

export type PaymentSuccessEmitted = { type: 'redirect.dashboard' };

export const paymentSuccessMachine = setup({
  types: {
    context: {} as { secondsLeft: number },
    events: {} as { type: 'redirect.now' },
    emitted: {} as PaymentSuccessEmitted,
  },
  delays: { tick: 1000 },
  guards: {
    isLastTick: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'paymentSuccess',
  context: { secondsLeft: PAYMENT_SUCCESS_COUNTDOWN_SECONDS },
  initial: 'countingDown',
  states: {
    countingDown: {
      after: {
        tick: [
          { guard: 'isLastTick', target: 'redirecting', actions: assign({ secondsLeft: 0 }) },
          {
            target: 'countingDown',
            reenter: true,
            actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
          },
        ],
      },
      on: { 'redirect.now': 'redirecting' },
    },
    redirecting: {
      type: 'final',
      // The app turns this into navigation; the machine knows nothing of routes.
      entry: emit({ type: 'redirect.dashboard' }),
    },
  },
});
