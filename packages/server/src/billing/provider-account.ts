import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type RequestUser, requireUser } from '../auth/request-user';
import type { Db } from '../db/db';

export const PROVIDERS_ONLY = 'Only provider accounts can do this.';
export const NO_BUSINESS = 'This account has no business listed yet. Finish the business registration first.';

/** The signed-in provider; 401 without a valid token, 403 for customers and admins. */
export async function requireProvider(c: Context): Promise<RequestUser> {
  const requestUser = await requireUser(c);
  if (requestUser.user.user_type !== 'provider') throw new HTTPException(403, { message: PROVIDERS_ONLY });
  return requestUser;
}

/** The business a provider account manages (service_providers.user_id). */
export interface ProviderBusiness {
  id: number;
  businessName: string;
}

export async function findProviderBusiness(db: Db, userId: string): Promise<ProviderBusiness | undefined> {
  const [row] = await db.query<{ id: number; business_name: string }>(
    'select id, business_name from service_providers where user_id = $1 order by id limit 1',
    [userId],
  );
  return row && { id: row.id, businessName: row.business_name };
}

/** The provider's business, or 403 with a sentence saying to finish the registration. */
export async function requireProviderBusiness(db: Db, userId: string): Promise<ProviderBusiness> {
  const business = await findProviderBusiness(db, userId);
  if (!business) throw new HTTPException(403, { message: NO_BUSINESS });
  return business;
}
