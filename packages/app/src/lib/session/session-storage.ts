import { parseStoredSession, type StoredSession } from '@injury-assist/flows/login';

/** spec §3: the auth token, the user type and the whole user object are stored locally. */
export const sessionKeys = { token: 'authToken', userType: 'userType', user: 'user' } as const;

export type { StoredSession };

/**
 * Reads the stored session, trusted only whole: when any part is missing or damaged (spec §4
 * speaks of corrupt user data) every item is removed, so no page starts with half a session.
 */
export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  const items = {
    token: storage.getItem(sessionKeys.token),
    userType: storage.getItem(sessionKeys.userType),
    user: storage.getItem(sessionKeys.user),
  };
  const session = parseStoredSession(items);
  if (!session && Object.values(items).some((item) => item !== null)) clearStoredSession(storage);
  return session;
}

export function writeStoredSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(sessionKeys.token, session.token);
  storage.setItem(sessionKeys.userType, session.userType);
  storage.setItem(sessionKeys.user, JSON.stringify(session.user));
}

/** spec §4: logout removes the token and the user type (and the user object with them). */
export function clearStoredSession(storage: Storage = localStorage): void {
  for (const key of Object.values(sessionKeys)) storage.removeItem(key);
}
