import type { ConcernTicket, RaiseConcernInput } from '@injury-assist/flows';
import { api, quietErrors } from '../../../lib/api/client';

export async function listConcerns(userId: string): Promise<ConcernTicket[]> {
  const { data, error } = await api.GET('/get_raise_concern_list/{id}', { params: { path: { id: userId } } });
  if (error) throw error;
  return data.tickets;
}

/** The raise-concern flow toasts failures itself, so the shared handler stays quiet. */
export async function raiseConcern(userId: string, input: RaiseConcernInput): Promise<void> {
  const { error } = await api.POST('/raise_concern', { body: { user_id: userId, ...input }, ...quietErrors });
  if (error) throw error;
}
