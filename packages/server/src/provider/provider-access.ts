import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type RequestUser, requireUser } from '../auth/request-user';
import type { Db } from '../db/db';

export const PROVIDERS_ONLY = 'This part of Injury Assist is for providers.';
export const NO_BUSINESS = 'This account has no business listed yet. Finish the business registration first.';

/** A signed-in provider and the business their account manages. */
export interface BusinessCaller {
  requestUser: RequestUser;
  providerId: number;
  businessName: string;
}

/** The signed-in user when they are a provider; 401 without a session, 403 for anyone else. */
export async function requireProviderUser(c: Context): Promise<RequestUser> {
  const requestUser = await requireUser(c);
  if (requestUser.user.user_type !== 'provider') throw new HTTPException(403, { message: PROVIDERS_ONLY });
  return requestUser;
}

/** The business the account manages (the first, should it manage several). */
export async function businessOf(db: Db, userId: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.query<{ id: number; business_name: string }>(
    'select id, business_name from service_providers where user_id = $1 order by id limit 1',
    [userId],
  );
  return row && { id: row.id, name: row.business_name };
}

/** The signed-in provider and their business; 404 while the account manages none. */
export async function requireBusiness(c: Context, db: Db): Promise<BusinessCaller> {
  const requestUser = await requireProviderUser(c);
  const business = await businessOf(db, requestUser.user.id);
  if (business === undefined) throw new HTTPException(404, { message: NO_BUSINESS });
  return { requestUser, providerId: business.id, businessName: business.name };
}
