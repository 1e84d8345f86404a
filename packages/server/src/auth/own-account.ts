import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type RequestUser, requireUser } from './request-user';

export const NOT_YOUR_ACCOUNT_MESSAGE = 'You can only access your own account.';

/**
 * The signed-in user, when they are the user a call names (`user_id` in the body or `{id}` in
 * the path); 401 without a valid token, 403 for anyone else's id. Administrators get no
 * exception here: the customer calls act on one's own account only.
 */
export async function requireOwnAccount(c: Context, userId: string): Promise<RequestUser> {
  const requestUser = await requireUser(c);
  // Ids are UUIDs, which the contract accepts in either case.
  if (requestUser.user.id.toLowerCase() !== userId.toLowerCase()) {
    throw new HTTPException(403, { message: NOT_YOUR_ACCOUNT_MESSAGE });
  }
  return requestUser;
}

/**
 * Like requireOwnAccount, for the calls only customers make (booking, raising a concern): a
 * provider's or an administrator's own id answers 403 with `refusal`.
 */
export async function requireOwnCustomerAccount(c: Context, userId: string, refusal: string): Promise<RequestUser> {
  const requestUser = await requireOwnAccount(c, userId);
  if (requestUser.user.user_type !== 'customer') throw new HTTPException(403, { message: refusal });
  return requestUser;
}
