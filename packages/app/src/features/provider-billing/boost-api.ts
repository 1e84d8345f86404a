import type { BoostOrder } from '@injury-assist/flows/billing';
import { api, quietErrors } from '../../lib/api/client';

/** Starts a boost: the answer is its checkout. Quiet: the Boost flow says what went wrong. */
export async function startBoost(order: BoostOrder): Promise<{ url: string }> {
  const { data, error } = await api.POST('/provider/boosts', { body: order, ...quietErrors });
  if (error) throw error;
  return { url: data.data.url };
}

/** Every paid boost's report as CSV; a failure is told by the shared handler. */
export async function exportBoostReport(): Promise<{ filename: string; csv: string }> {
  const { data, error } = await api.GET('/provider/boosts/report');
  if (error) throw error;
  return { filename: data.filename, csv: data.csv };
}
