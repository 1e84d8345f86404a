import { subscriptionsMachine } from '@injury-assist/flows/billing';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { downloadInvoice } from './invoice-download';
import { changePlan, keepPlan } from './subscriptions-api';

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
