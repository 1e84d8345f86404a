import { startSession } from '../auth/session-tokens';
import { findUserById } from '../auth/users';
import type { Db } from '../db/db';
import { TEST_JWT_SECRET } from './test-app-config';

/** The demo accounts of supabase/seed.sql. */
export const DEMO_CUSTOMER_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_PROVIDER_ID = '00000000-0000-4000-8000-000000000002';
export const DEMO_ADMIN_ID = '00000000-0000-4000-8000-000000000003';

/** An access token for the user, as login would issue it, signed with the tests' secret. */
export async function accessTokenFor(db: Db, userId: string, now = () => new Date()): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`No user ${userId}.`);
  return (await startSession({ db, jwtSecret: TEST_JWT_SECRET, now }, user)).accessToken;
}

/** Headers for a JSON call with an optional bearer token. */
export function jsonHeaders(token?: string): Record<string, string> {
  return { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}
