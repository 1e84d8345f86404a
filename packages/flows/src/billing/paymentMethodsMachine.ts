import { cardFormComplete } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { EMPTY_CARD_FORM } from './paymentMethods';
import { failureSentence, refusalSentence } from './requestFailure';

/** The add-card form as typed (number grouped, expiry MM/YY, CVV cut: the screen applies spec 5's rules). */
export type NewCardForm = { number: string; expiry: string; name: string; cvv: string };

export type CardChange = { action: 'setPrimary' | 'remove'; cardId: number };

/** The request a failure repeats on 'Try again'. */
export type CardsRequest = { kind: 'add'; card: NewCardForm } | { kind: 'change'; change: CardChange };

export type PaymentMethodsContext = {
  card: NewCardForm;
  /** The server's refusal of the card typed (declined, not valid), shown under the form. */
  formError: string | null;
  request: CardsRequest | null;
  failure: string | null;
};

export type PaymentMethodsEvent =
  | { type: 'card.change'; field: keyof NewCardForm; value: string }
  | { type: 'card.submit' }
  | { type: 'card.setPrimary'; cardId: number }
  | { type: 'card.remove'; cardId: number }
  | { type: 'request.retry' }
  | { type: 'failure.dismiss' };

export type PaymentMethodsEmitted = { type: 'cards.changed' };

export const paymentMethodsFailures = {
  add: 'The card could not be saved. Check your connection and try again.',
  change: 'Your cards could not be changed. Check your connection and try again.',
} as const satisfies Record<CardsRequest['kind'], string>;

/**
 * Payment Methods (spec provider-and-admin §2.3, §4 "Cards", §5): the add form, added only when
 * every field is filled (no message otherwise, spec 5), and 'Set as Primary' / 'Remove' on a saved
 * card. A refused card keeps the form and says why under it; a request that fails ends in
 * `idle.failed` with 'Try again'.
 */
export const paymentMethodsMachine = setup({
  types: {
    context: {} as PaymentMethodsContext,
    events: {} as PaymentMethodsEvent,
    emitted: {} as PaymentMethodsEmitted,
  },
  actors: {
    addCard: fromPromise<void, NewCardForm>(async () => {
      throw new Error('addCard is provided by the app');
    }),
    changeCard: fromPromise<void, CardChange>(async () => {
      throw new Error('changeCard is provided by the app');
    }),
  },
  guards: {
    isComplete: ({ context }) => cardFormComplete(context.card),
    isRefusal: ({ event }) => 'error' in event && refusalSentence(event.error) !== null,
    retriesAdd: ({ context }) => context.request?.kind === 'add',
    retriesChange: ({ context }) => context.request?.kind === 'change',
  },
  actions: {
    changed: emit({ type: 'cards.changed' as const }),
    fail: assign({
      failure: ({ context }, params: { error: unknown }) =>
        failureSentence(params.error, paymentMethodsFailures[context.request?.kind ?? 'add']),
    }),
  },
}).createMachine({
  id: 'paymentMethods',
  context: { card: EMPTY_CARD_FORM, formError: null, request: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      on: {
        'card.change': {
          actions: assign({
            card: ({ context, event }) => {
              assertEvent(event, 'card.change');
              return { ...context.card, [event.field]: event.value };
            },
          }),
        },
        'card.submit': {
          guard: 'isComplete',
          target: 'adding',
          actions: assign({ request: ({ context }) => ({ kind: 'add' as const, card: context.card }) }),
        },
        'card.setPrimary': {
          target: 'changingCard',
          actions: assign({
            request: ({ event }) => ({
              kind: 'change' as const,
              change: { action: 'setPrimary' as const, cardId: event.cardId },
            }),
          }),
        },
        'card.remove': {
          target: 'changingCard',
          actions: assign({
            request: ({ event }) => ({
              kind: 'change' as const,
              change: { action: 'remove' as const, cardId: event.cardId },
            }),
          }),
        },
      },
      states: {
        ready: {},
        failed: {
          on: {
            'request.retry': [
              { guard: 'retriesAdd', target: '#paymentMethods.adding' },
              { guard: 'retriesChange', target: '#paymentMethods.changingCard' },
            ],
            'failure.dismiss': { target: 'ready', actions: assign({ failure: null, request: null }) },
          },
        },
      },
    },
    adding: {
      entry: assign({ failure: null, formError: null }),
      invoke: {
        src: 'addCard',
        input: ({ context }) => (context.request?.kind === 'add' ? context.request.card : context.card),
        onDone: { target: 'idle', actions: [assign({ card: EMPTY_CARD_FORM, request: null }), 'changed'] },
        onError: [
          {
            guard: 'isRefusal',
            target: 'idle',
            actions: assign({ formError: ({ event }) => refusalSentence(event.error), request: null }),
          },
          { target: 'idle.failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    changingCard: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'changeCard',
        input: ({ context }) =>
          context.request?.kind === 'change' ? context.request.change : { action: 'setPrimary' as const, cardId: 0 },
        onDone: { target: 'idle', actions: [assign({ request: null }), 'changed'] },
        onError: { target: 'idle.failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
