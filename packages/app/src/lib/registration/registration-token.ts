/**
 * The provider registration's token (README, "Provider onboarding"): it opens the saved draft in
 * this browser until the payment starts the provider's session. It is not a session: the visitor
 * stays signed out, so the signed-out pages (the wizard, /user-sign-up) stay open to them.
 */
const REGISTRATION_TOKEN_KEY = 'providerRegistrationToken';

export function readRegistrationToken(storage: Storage = localStorage): string | null {
  return storage.getItem(REGISTRATION_TOKEN_KEY);
}

export function writeRegistrationToken(token: string, storage: Storage = localStorage): void {
  storage.setItem(REGISTRATION_TOKEN_KEY, token);
}

export function clearRegistrationToken(storage: Storage = localStorage): void {
  storage.removeItem(REGISTRATION_TOKEN_KEY);
}

/** The header the registration calls send it in (openapi `registrationToken`). */
export function registrationHeaders(): Record<string, string> {
  const token = readRegistrationToken();
  return token ? { 'X-Registration-Token': token } : {};
}
