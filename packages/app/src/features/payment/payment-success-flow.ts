import { paymentSuccessMachine } from '@injury-assist/flows/payment';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { checkPayment, startProviderSession } from './payment-confirmation';

/**
 * /payment-success: confirms the checkout with the server, starts a new provider's session, then
 * counts down 10 seconds to the provider dashboard.
 */
export const PaymentSuccessFlow = createFlow(
  paymentSuccessMachine.provide({
    actors: {
      checkPayment: fromPromise(({ input }) => checkPayment(input)),
      startSession: fromPromise(() => startProviderSession()),
    },
  }),
);
