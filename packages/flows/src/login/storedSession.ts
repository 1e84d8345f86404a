import { isUserType, type UserType } from '@injury-assist/domain';
import type { LoginUser } from './loginMachine';

/** The three stored items as read from storage, each null when absent. */
export type StoredSessionItems = { token: string | null; userType: string | null; user: string | null };

export type StoredSession = { token: string; userType: UserType; user: LoginUser };

const isId = (value: unknown) => value === null || (typeof value === 'number' && Number.isInteger(value));
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function parseUser(raw: string): LoginUser | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const complete =
    isText(user.id) &&
    isText(user.email) &&
    typeof user.name === 'string' &&
    isUserType(user.user_type) &&
    isId(user.category_id) &&
    isId(user.speciality_groups_id) &&
    isId(user.service_id);
  return complete ? (value as LoginUser) : null;
}

/**
 * The stored session is trusted only whole: a token, a known user type and a user object with
 * every field the pages read (the stored type may differ from the user's own: the combined login's
 * toggle decides it, spec §2). Any part missing or damaged makes the
 * whole session unusable (null), and the caller drops every item, so no page ever runs with half a
 * session.
 */
export function parseStoredSession({ token, userType, user }: StoredSessionItems): StoredSession | null {
  if (!isText(token) || !isUserType(userType) || user === null) return null;
  const parsed = parseUser(user);
  if (!parsed) return null;
  return { token, userType, user: parsed };
}
