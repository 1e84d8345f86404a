import type { NewCardForm, PaymentMethodsContext } from './paymentMethodsMachine';

// Apart from the machine, so that a screen drawing the section before its machine is loaded
// (the app loads it on the first event) does not bring the machine and XState with these.

export const EMPTY_CARD_FORM: NewCardForm = { number: '', expiry: '', name: '', cvv: '' };

/** The saved card whose buttons wait: the one being changed. */
export const busyCardId = (context: PaymentMethodsContext, changing: boolean): number | null =>
  changing && context.request?.kind === 'change' ? context.request.change.cardId : null;
