import { paymentMethodsMachine } from '@injury-assist/flows/billing';
import { createActor, fromPromise } from 'xstate';
import { addCard, changeCard } from './payment-methods-api';

/**
 * Payment Methods: the add form and the saved cards' Set as Primary and Remove. A chunk of its own,
 * loaded with XState on the section's first event (lib/flows/on-demand-flow.ts).
 */
export const makePaymentMethods = () =>
  createActor(
    paymentMethodsMachine.provide({
      actors: {
        addCard: fromPromise(({ input }) => addCard(input)),
        changeCard: fromPromise(({ input }) => changeCard(input)),
      },
    }),
  );
