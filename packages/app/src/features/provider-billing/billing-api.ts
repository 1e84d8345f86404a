import type {
  BoostOrder,
  CardChange,
  NewCardForm,
  PlanChangeOutput,
  PlanChangeRequest,
  SaveEventInput,
} from '@injury-assist/flows/billing';
import { api, quietErrors } from '../../lib/api/client';

// The billing flows' requests. Each is quiet (its flow says what went wrong, where it happened) and
// throws the API's `{ status, message }` on a refusal; a request with no answer throws what fetch threw.

/** Subscriptions: a plan change, answered with a checkout (upgrade), a scheduled date (downgrade) or done. */
export async function changePlan(change: PlanChangeRequest): Promise<PlanChangeOutput> {
  const { data, error } = await api.POST('/provider/billing/plan-change', { body: change, ...quietErrors });
  if (error) throw error;
  const answer = data.data;
  if (answer.outcome === 'checkout' && answer.url) return { outcome: 'checkout', url: answer.url };
  if (answer.outcome === 'scheduled') return { outcome: 'scheduled', effectiveAt: answer.effectiveAt };
  return { outcome: 'changed' };
}

/** 'Keep my plan': the scheduled downgrade is withdrawn. */
export async function keepPlan(): Promise<{ message: string }> {
  const { data, error } = await api.DELETE('/provider/billing/scheduled-change', quietErrors);
  if (error) throw error;
  return { message: data.message };
}

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

/** Starts a boost: the answer is its checkout. */
export async function startBoost(order: BoostOrder): Promise<{ url: string }> {
  const { data, error } = await api.POST('/provider/boosts', { body: order, ...quietErrors });
  if (error) throw error;
  return { url: data.data.url };
}

export async function saveEvent({ eventId, payload }: SaveEventInput): Promise<void> {
  const { error } = eventId
    ? await api.PUT('/provider/events/{eventId}', { params: { path: { eventId } }, body: payload, ...quietErrors })
    : await api.POST('/provider/events', { body: payload, ...quietErrors });
  if (error) throw error;
}

export async function deleteEvent({ eventId }: { eventId: string }): Promise<void> {
  const { error } = await api.DELETE('/provider/events/{eventId}', { params: { path: { eventId } }, ...quietErrors });
  if (error) throw error;
}

/** Every paid boost's report as CSV; a failure is told by the shared handler. */
export async function exportBoostReport(): Promise<{ filename: string; csv: string }> {
  const { data, error } = await api.GET('/provider/boosts/report');
  if (error) throw error;
  return { filename: data.filename, csv: data.csv };
}
