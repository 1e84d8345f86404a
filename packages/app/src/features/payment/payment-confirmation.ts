import type { CheckoutStatus } from '@injury-assist/flows';
import { api, quietErrors } from '../../lib/api/client';
import {
  clearRegistrationToken,
  readRegistrationToken,
  registrationHeaders,
} from '../../lib/registration/registration-token';
import type { StoredSession } from '../../lib/session/session-storage';

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
 * `signIn` stores, so /dashboard opens without a trip to the mailbox. Without a registration in
 * this browser (a payment made while signed in) there is nothing to exchange.
 */
export async function startProviderSession(signIn: (session: StoredSession) => void): Promise<void> {
  if (!readRegistrationToken()) return;
  const { data, response } = await api.POST('/provider_registration/session', {
    headers: { ...quietErrors.headers, ...registrationHeaders() },
  });
  if (data) {
    signIn({ token: data.data.token, userType: data.data.user.user_type, user: data.data.user });
    clearRegistrationToken();
  } else if (response.status === 401) {
    clearRegistrationToken();
  }
}
