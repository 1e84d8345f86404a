import type { RaiseConcernInput } from '@injury-assist/flows/concerns';
import { api, quietErrors } from '../../../lib/api/client';

/** The raise-concern flow toasts failures itself, so the shared handler stays quiet. */
export async function raiseConcern(input: RaiseConcernInput): Promise<void> {
  const { error } = await api.POST('/raise_concern', { body: input, ...quietErrors });
  if (error) throw error;
}
