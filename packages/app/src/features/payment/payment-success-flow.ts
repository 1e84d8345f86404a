import { paymentSuccessMachine } from '@injury-assist/flows';
import { createFlow } from '../../lib/flows/create-flow';

/** The 10-second countdown to the provider dashboard; it calls nothing. */
export const PaymentSuccessFlow = createFlow(paymentSuccessMachine);
