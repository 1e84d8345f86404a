import { isUserType, type UserType } from '@injury-assist/domain';
import type { LoginUser } from '@injury-assist/flows';

/** spec §3: the auth token, the user type and the whole user object are stored locally. */
export const sessionKeys = { token: 'authToken', userType: 'userType', user: 'user' } as const;

export type StoredSession = { token: string; userType: UserType; user: LoginUser | null };

function parseUser(raw: string | null): LoginUser | null | 'corrupt' {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'id' in value && 'email' in value) return value as LoginUser;
  } catch {
    // falls through: unreadable user data is removed below
  }
  return 'corrupt';
}

/** Reads the stored session; corrupt user data is removed (spec §4) and a half session is dropped. */
export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  const user = parseUser(storage.getItem(sessionKeys.user));
  if (user === 'corrupt') storage.removeItem(sessionKeys.user);
  const token = storage.getItem(sessionKeys.token);
  const userType = storage.getItem(sessionKeys.userType);
  if (!token || !isUserType(userType)) return null;
  return { token, userType, user: user === 'corrupt' ? null : user };
}

export function writeStoredSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(sessionKeys.token, session.token);
  storage.setItem(sessionKeys.userType, session.userType);
  if (session.user) storage.setItem(sessionKeys.user, JSON.stringify(session.user));
}

/** spec §4: logout removes the token and the user type (and the user object with them). */
export function clearStoredSession(storage: Storage = localStorage): void {
  for (const key of Object.values(sessionKeys)) storage.removeItem(key);
}
