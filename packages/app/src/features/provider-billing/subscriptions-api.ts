import type { PlanChangeOutput, PlanChangeRequest } from '@injury-assist/flows/billing';
import { api, quietErrors } from '../../lib/api/client';

// The Subscriptions flow's requests. Each is quiet (the flow says what went wrong, where it happened)
// and throws the API's `{ status, message }` on a refusal; a request with no answer throws what fetch threw.

/** A plan change, answered with a checkout (upgrade), a scheduled date (downgrade) or done. */
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
