import {
  boostMachine,
  paymentMethodsMachine,
  providerEventsMachine,
  subscriptionsMachine,
} from '@injury-assist/flows/billing';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { addCard, changeCard, changePlan, deleteEvent, keepPlan, saveEvent, startBoost } from './billing-api';
import { downloadInvoice } from './invoice-download';

/** Subscriptions: the billing toggle, plan changes (a downgrade confirmed first), 'Keep my plan', invoices. */
export const SubscriptionsFlow = createFlow(
  subscriptionsMachine.provide({
    actors: {
      changePlan: fromPromise(({ input }) => changePlan(input)),
      keepPlan: fromPromise(() => keepPlan()),
      downloadInvoice: fromPromise(({ input }) => downloadInvoice(input.pdfPath, input.number)),
    },
  }),
);

/** Payment Methods: the add form and the saved cards' Set as Primary and Remove. */
export const PaymentMethodsFlow = createFlow(
  paymentMethodsMachine.provide({
    actors: {
      addCard: fromPromise(({ input }) => addCard(input)),
      changeCard: fromPromise(({ input }) => changeCard(input)),
    },
  }),
);

/** Boost Feature: the ZIP code, type and length, and Start Boost. */
export const BoostFlow = createFlow(
  boostMachine.provide({ actors: { startBoost: fromPromise(({ input }) => startBoost(input)) } }),
);

/** Events: the form, edits, deletions after a confirmation, and the attendees dialog. */
export const ProviderEventsFlow = createFlow(
  providerEventsMachine.provide({
    actors: {
      saveEvent: fromPromise(({ input }) => saveEvent(input)),
      deleteEvent: fromPromise(({ input }) => deleteEvent(input)),
    },
  }),
);
