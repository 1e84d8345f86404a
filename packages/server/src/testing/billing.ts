import type { Hono } from 'hono';
import type { Db } from '../db/db';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { Payments } from '../payments/payments';
import { payOnCheckoutPage, type TestCard, VISA_SUCCEEDS } from './payments';
import { accessTokenFor, jsonHeaders } from './sign-in';
import { createTestUser } from './test-users';

/** A mailer that keeps what it sends. */
export function keepingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

/** The session id in a checkout URL (…/checkout/<id>). */
export const sessionIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * A provider account managing a business: a seeded business handed to a new account (the seed's
 * businesses have no account but the demo one), or none.
 */
export async function testProvider(db: Db, { businessId }: { businessId?: number } = {}) {
  const user = await createTestUser(db, { type: 'provider', name: 'Pat Owner' });
  if (businessId !== undefined)
    await db.query('update service_providers set user_id = $1 where id = $2', [user.id, businessId]);
  return user;
}

/** A client of the app as one user: JSON calls with their bearer token (fresh for the clock). */
export function clientFor(app: Hono, db: Db, userId: string, now: () => Date) {
  const call = async (method: string, path: string, body?: unknown) => {
    const token = await accessTokenFor(db, userId, now);
    const response = await app.request(`/api/v1${path}`, {
      method,
      headers: jsonHeaders(token),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read whichever answer the call gives.
    return { status: response.status, body: (await response.json()) as any };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
    raw: async (path: string) =>
      app.request(path, { headers: { authorization: `Bearer ${await accessTokenFor(db, userId, now)}` } }),
  };
}

/** Subscribes the user to a plan through the checkout, paying with `card`. */
export async function subscribe(
  app: Hono,
  payments: Payments,
  owner: { id: string; email: string },
  {
    planId = 'basic',
    interval = 'monthly',
    card = VISA_SUCCEEDS,
  }: { planId?: string; interval?: 'monthly' | 'yearly'; card?: TestCard } = {},
): Promise<void> {
  const { sessionId } = await payments.createCheckout({
    purpose: 'subscription',
    ownerId: owner.id,
    customerEmail: owner.email,
    referenceId: `draft-${owner.id}`,
    successPath: '/payment-success',
    cancelPath: '/payment-cancel',
    plan: { planId, interval },
  });
  const paid = await payOnCheckoutPage(app, sessionId, card);
  if (paid.status !== 303) throw new Error(`Paying the subscription answered ${paid.status}.`);
}
