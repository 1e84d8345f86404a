import type { CardChange, NewCardForm } from '@injury-assist/flows/billing';
import { api, quietErrors } from '../../lib/api/client';

// The Payment Methods flow's requests, quiet like the other billing flows' (the flow says what went
// wrong); each throws the API's `{ status, message }` on a refusal.

/** Adds a card: the number and CVV go to our server only to be handed to the payment provider. */
export async function addCard(card: NewCardForm): Promise<void> {
  const { error } = await api.POST('/provider/payment-methods', { body: card, ...quietErrors });
  if (error) throw error;
}

export async function changeCard({ action, cardId }: CardChange): Promise<void> {
  const params = { path: { cardId } };
  const { error } =
    action === 'setPrimary'
      ? await api.POST('/provider/payment-methods/{cardId}/primary', { params, ...quietErrors })
      : await api.DELETE('/provider/payment-methods/{cardId}', { params, ...quietErrors });
  if (error) throw error;
}
