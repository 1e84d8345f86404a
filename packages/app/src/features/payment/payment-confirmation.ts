import type { CheckoutStatus } from '@injury-assist/domain';
import type { StartedSession } from '@injury-assist/flows/payment';
import { api, quietErrors } from '../../lib/api/client';
import {
  clearRegistrationToken,
  readRegistrationToken,
  registrationHeaders,
} from '../../lib/registration/registration-token';

/** The checkout's state as the server recorded it from the gateway's signed event. */
export async function checkPayment({ sessionId }: { sessionId: string }): Promise<CheckoutStatus> {
  const { data, error } = await api.GET('/checkout_sessions/{sessionId}', {
    params: { path: { sessionId } },
    ...quietErrors,
  });
  if (!data) throw error;
  return data.data.status;
}

/**
 * After a paid registration: the registration token buys the new provider's first session, which
 * the page keeps, so /dashboard opens without a trip to the mailbox. Without a registration in
 * this browser (a payment made while signed in) there is nothing to exchange.
 */
export async function startProviderSession(): Promise<StartedSession | null> {
  if (!readRegistrationToken()) return null;
  const { data, response } = await api.POST('/provider_registration/session', {
    headers: registrationHeaders(),
    ...quietErrors,
  });
  if (data) {
    clearRegistrationToken();
    return { token: data.data.token, user: data.data.user };
  }
  if (response.status === 401) clearRegistrationToken();
  return null;
}
