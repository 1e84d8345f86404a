import type { BillingInterval, PlanButton } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { failureSentence } from './requestFailure';

export type PlanChangeRequest = { planId: string; interval: BillingInterval };

/** What the server did with a plan change: a checkout to pay an upgrade, a downgrade scheduled, or done. */
export type PlanChangeOutput =
  | { outcome: 'checkout'; url: string }
  | { outcome: 'scheduled'; effectiveAt: string }
  | { outcome: 'changed' };

/** What the page last did, for its status line (the app words it with the plan names and dates it holds). */
export type SubscriptionsResult =
  | { kind: 'scheduled'; planId: string; effectiveAt: string }
  | { kind: 'changed' }
  | { kind: 'kept'; message: string };

/** The request a failure repeats on 'Try again'. */
export type SubscriptionsRequest =
  | { kind: 'planChange'; change: PlanChangeRequest }
  | { kind: 'keepPlan' }
  | { kind: 'invoice'; number: string; pdfPath: string };

export type SubscriptionsContext = {
  interval: BillingInterval;
  /** The downgrade waiting for its confirmation. */
  confirming: PlanChangeRequest | null;
  /** The request under way, or the one that failed. */
  request: SubscriptionsRequest | null;
  result: SubscriptionsResult | null;
  failure: string | null;
};

export type SubscriptionsEvent =
  | { type: 'interval.change'; interval: BillingInterval }
  | { type: 'plan.choose'; planId: string; button: PlanButton }
  | { type: 'downgrade.confirm' }
  | { type: 'downgrade.dismiss' }
  | { type: 'scheduled.keep' }
  | { type: 'invoice.download'; number: string; pdfPath: string }
  | { type: 'request.retry' }
  | { type: 'failure.dismiss' };

export type SubscriptionsEmitted = { type: 'checkout.open'; url: string } | { type: 'billing.changed' };

export const subscriptionsFailures = {
  planChange: 'Your plan could not be changed. Check your connection and try again.',
  keepPlan: 'Your plan could not be kept. Check your connection and try again.',
  invoice: 'The invoice could not be downloaded. Check your connection and try again.',
} as const satisfies Record<SubscriptionsRequest['kind'], string>;

const failed = (request: SubscriptionsRequest | null, error: unknown) =>
  failureSentence(error, subscriptionsFailures[request?.kind ?? 'planChange']);

/**
 * Subscriptions (spec provider-and-admin §2.3, §4 "Subscription buttons"; issue 27): the billing
 * toggle, plan changes and their outcome, 'Keep my plan' and the invoice download. An upgrade opens
 * the checkout (the payment page is its confirmation); a downgrade asks first. Every request that
 * fails, whatever the reason, ends in `failed` with its sentence and 'Try again', never in a
 * button that keeps spinning.
 */
export const subscriptionsMachine = setup({
  types: {
    input: {} as { interval: BillingInterval },
    context: {} as SubscriptionsContext,
    events: {} as SubscriptionsEvent,
    emitted: {} as SubscriptionsEmitted,
  },
  actors: {
    changePlan: fromPromise<PlanChangeOutput, PlanChangeRequest>(async () => {
      throw new Error('changePlan is provided by the app');
    }),
    keepPlan: fromPromise<{ message: string }, void>(async () => {
      throw new Error('keepPlan is provided by the app');
    }),
    downloadInvoice: fromPromise<void, { number: string; pdfPath: string }>(async () => {
      throw new Error('downloadInvoice is provided by the app');
    }),
  },
  guards: {
    isDowngrade: ({ event }) => {
      assertEvent(event, 'plan.choose');
      return event.button === 'downgrade';
    },
    isUpgrade: ({ event }) => {
      assertEvent(event, 'plan.choose');
      return event.button === 'upgrade';
    },
    retriesPlanChange: ({ context }) => context.request?.kind === 'planChange',
    retriesKeepPlan: ({ context }) => context.request?.kind === 'keepPlan',
    retriesInvoice: ({ context }) => context.request?.kind === 'invoice',
  },
  actions: {
    changed: emit({ type: 'billing.changed' as const }),
  },
}).createMachine({
  id: 'subscriptions',
  context: ({ input }) => ({
    interval: input.interval,
    confirming: null,
    request: null,
    result: null,
    failure: null,
  }),
  initial: 'idle',
  on: {
    'interval.change': { actions: assign({ interval: ({ event }) => event.interval }) },
  },
  states: {
    /** At rest, or after a failure: either way a plan, 'Keep my plan' or an invoice can be chosen. */
    idle: {
      initial: 'ready',
      on: {
        'plan.choose': [
          {
            guard: 'isDowngrade',
            target: 'confirmingDowngrade',
            actions: assign({
              confirming: ({ context, event }) => ({ planId: event.planId, interval: context.interval }),
            }),
          },
          {
            guard: 'isUpgrade',
            target: 'changingPlan',
            actions: assign({
              request: ({ context, event }) => ({
                kind: 'planChange' as const,
                change: { planId: event.planId, interval: context.interval },
              }),
            }),
          },
        ],
        'scheduled.keep': { target: 'keepingPlan', actions: assign({ request: { kind: 'keepPlan' } }) },
        'invoice.download': {
          target: 'downloadingInvoice',
          actions: assign({
            request: ({ event }) => ({ kind: 'invoice' as const, number: event.number, pdfPath: event.pdfPath }),
          }),
        },
      },
      states: {
        ready: {},
        failed: {
          on: {
            'request.retry': [
              { guard: 'retriesPlanChange', target: '#subscriptions.changingPlan' },
              { guard: 'retriesKeepPlan', target: '#subscriptions.keepingPlan' },
              { guard: 'retriesInvoice', target: '#subscriptions.downloadingInvoice' },
            ],
            'failure.dismiss': { target: 'ready', actions: assign({ failure: null, request: null }) },
          },
        },
      },
    },
    confirmingDowngrade: {
      entry: assign({ failure: null, result: null }),
      on: {
        'downgrade.confirm': {
          target: 'changingPlan',
          actions: assign({
            request: ({ context }) =>
              context.confirming ? { kind: 'planChange' as const, change: context.confirming } : null,
            confirming: null,
          }),
        },
        'downgrade.dismiss': { target: 'idle', actions: assign({ confirming: null }) },
      },
    },
    changingPlan: {
      entry: assign({ result: null, failure: null }),
      invoke: {
        src: 'changePlan',
        input: ({ context }) =>
          context.request?.kind === 'planChange' ? context.request.change : { planId: '', interval: context.interval },
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'checkout',
            target: 'openingCheckout',
            actions: emit(({ event }) => ({
              type: 'checkout.open' as const,
              url: event.output.outcome === 'checkout' ? event.output.url : '',
            })),
          },
          {
            target: 'idle',
            actions: [
              assign({
                result: ({ context, event }): SubscriptionsResult =>
                  event.output.outcome === 'scheduled' && context.request?.kind === 'planChange'
                    ? {
                        kind: 'scheduled',
                        planId: context.request.change.planId,
                        effectiveAt: event.output.effectiveAt,
                      }
                    : { kind: 'changed' },
                request: null,
              }),
              'changed',
            ],
          },
        ],
        onError: {
          target: 'idle.failed',
          actions: assign({ failure: ({ context, event }) => failed(context.request, event.error) }),
        },
      },
    },
    /** The upgrade's checkout is opening: the page is about to leave, its button keeps waiting. */
    openingCheckout: {},
    keepingPlan: {
      entry: assign({ result: null, failure: null }),
      invoke: {
        src: 'keepPlan',
        onDone: {
          target: 'idle',
          actions: [
            assign({ result: ({ event }) => ({ kind: 'kept', message: event.output.message }), request: null }),
            'changed',
          ],
        },
        onError: {
          target: 'idle.failed',
          actions: assign({ failure: ({ context, event }) => failed(context.request, event.error) }),
        },
      },
    },
    downloadingInvoice: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'downloadInvoice',
        input: ({ context }) =>
          context.request?.kind === 'invoice'
            ? { number: context.request.number, pdfPath: context.request.pdfPath }
            : { number: '', pdfPath: '' },
        onDone: { target: 'idle', actions: assign({ request: null }) },
        onError: {
          target: 'idle.failed',
          actions: assign({ failure: ({ context, event }) => failed(context.request, event.error) }),
        },
      },
    },
  },
});
