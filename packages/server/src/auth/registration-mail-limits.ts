import type { Context } from 'hono';
import type { Db } from '../db/db';
import * as messages from './auth-messages';
import { clientIp } from './client-ip';
import { REGISTRATION_MAIL_PER_ADDRESS, REGISTRATION_MAIL_PER_CLIENT, takeRateLimit } from './rate-limits';

/**
 * Takes one registration mail from the client's and the address's limits, which customer and
 * provider registration share: an address gets one code a minute, whichever form asked. Answers
 * the sentence of the 429 that says which limit was reached (with its Retry-After header set), or
 * undefined when the mail may go.
 */
export async function registrationMailRefusal(
  { db, now, trustProxy }: { db: Db; now: () => Date; trustProxy: boolean },
  c: Context,
  email: string,
): Promise<string | undefined> {
  const byClient = await takeRateLimit(db, REGISTRATION_MAIL_PER_CLIENT, clientIp(c, trustProxy), now());
  if (!byClient.ok) {
    c.header('Retry-After', String(byClient.retryAfterSeconds));
    return messages.TOO_MANY_REQUESTS;
  }
  const byAddress = await takeRateLimit(db, REGISTRATION_MAIL_PER_ADDRESS, email, now());
  if (!byAddress.ok) {
    c.header('Retry-After', String(byAddress.retryAfterSeconds));
    return messages.WAIT_BEFORE_NEW_CODE;
  }
  return undefined;
}
