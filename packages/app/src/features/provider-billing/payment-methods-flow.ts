import { paymentMethodsMachine } from '@injury-assist/flows/billing';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { addCard, changeCard } from './payment-methods-api';

/** Payment Methods: the add form and the saved cards' Set as Primary and Remove. */
export const PaymentMethodsFlow = createFlow(
  paymentMethodsMachine.provide({
    actors: {
      addCard: fromPromise(({ input }) => addCard(input)),
      changeCard: fromPromise(({ input }) => changeCard(input)),
    },
  }),
);
