import { api, quietErrors } from '../../lib/api/client';

// The bell's one request, apart from the pages' (provider-api.ts), since the layout draws the bell
// on every provider page.

/** Marks read; a failure only leaves the dot on, so nothing is said about it. */
export async function markNotificationsRead(ids?: number[]): Promise<void> {
  await api.POST('/provider/notifications/read', { body: ids ? { ids } : {}, ...quietErrors });
}
