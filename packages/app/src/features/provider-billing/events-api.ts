import type { SaveEventInput } from '@injury-assist/flows/billing';
import { api, quietErrors } from '../../lib/api/client';

// The provider Events flow's requests, quiet like the other billing flows' (the flow says what went
// wrong); each throws the API's `{ status, message }` on a refusal.

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
