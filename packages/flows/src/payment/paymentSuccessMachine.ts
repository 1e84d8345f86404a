import type { CheckoutStatus } from '@injury-assist/domain';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { LoginUser } from '../login/loginMachine';

/** spec (provider-and-admin 2.5): counts down from 10, one tick a second, then redirects to /dashboard. */
export const PAYMENT_SUCCESS_COUNTDOWN_SECONDS = 10;

/** How often the page asks again while the gateway's event has not arrived. */
export const PAYMENT_RECHECK_MS = 2000;

/** A new provider's first session, bought with the registration once the checkout is paid. */
export type StartedSession = { token: string; user: LoginUser };

export type PaymentSuccessEmitted =
  | { type: 'redirect.dashboard' }
  | { type: 'session.started'; session: StartedSession };

export type PaymentSuccessInput = {
  /** The `session_id` the checkout sent back; null when the page was opened without one. */
  sessionId: string | null;
};

export type PaymentSuccessContext = {
  secondsLeft: number;
  sessionId: string | null;
  /** The checkout's state as last read; null until read (or when there is no session id). */
  status: CheckoutStatus | null;
};

/**
 * /payment-success (spec provider-and-admin 2.5). Access follows the gateway's signed event, never
 * the redirect, so with a `session_id` the page first asks the server until the checkout is paid
 * (`confirming`, every 2 s), then starts the new provider's session (`startSession`: the app
 * exchanges a registration for a session, if there is one, and the page keeps the session it
 * emits), then counts down from 10 to the
 * dashboard. A checkout that was declined or cancelled ends in `notPaid`. Without a session id
 * there is nothing to confirm, and the page is the spec's.
 */
export const paymentSuccessMachine = setup({
  types: {
    input: {} as PaymentSuccessInput,
    context: {} as PaymentSuccessContext,
    events: {} as { type: 'redirect.now' },
    emitted: {} as PaymentSuccessEmitted,
  },
  actors: {
    checkPayment: fromPromise<CheckoutStatus, { sessionId: string }>(async () => {
      throw new Error('checkPayment is provided by the app');
    }),
    startSession: fromPromise<StartedSession | null, void>(async () => null),
  },
  delays: { tick: 1000, recheck: PAYMENT_RECHECK_MS },
  guards: {
    isLastTick: ({ context }) => context.secondsLeft <= 1,
    hasSession: ({ context }) => context.sessionId !== null,
    isPaid: (_, params: { status: CheckoutStatus }) => params.status === 'paid',
    isEnded: (_, params: { status: CheckoutStatus }) => params.status === 'failed' || params.status === 'cancelled',
  },
}).createMachine({
  id: 'paymentSuccess',
  context: ({ input }) => ({
    secondsLeft: PAYMENT_SUCCESS_COUNTDOWN_SECONDS,
    sessionId: input.sessionId,
    status: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'hasSession', target: 'confirming' }, { target: 'countingDown' }],
    },
    confirming: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'checkPayment',
            input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => ({ status: event.output }) },
                target: '#paymentSuccess.startingSession',
                actions: assign({ status: ({ event }) => event.output }),
              },
              {
                guard: { type: 'isEnded', params: ({ event }) => ({ status: event.output }) },
                target: '#paymentSuccess.notPaid',
                actions: assign({ status: ({ event }) => event.output }),
              },
              { target: 'waiting', actions: assign({ status: ({ event }) => event.output }) },
            ],
            // Offline or a hiccup: ask again, the payment may well be fine.
            onError: 'waiting',
          },
        },
        waiting: { after: { recheck: 'checking' } },
      },
    },
    startingSession: {
      invoke: {
        src: 'startSession',
        onDone: {
          target: 'countingDown',
          actions: enqueueActions(({ event, enqueue }) => {
            if (event.output) enqueue.emit({ type: 'session.started', session: event.output });
          }),
        },
        // The payment stands; the dashboard's own sign-in page takes over if no session started.
        onError: 'countingDown',
      },
    },
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
    notPaid: {},
    redirecting: {
      type: 'final',
      // The app turns this into navigation; the machine knows nothing of routes.
      entry: emit({ type: 'redirect.dashboard' }),
    },
  },
});
