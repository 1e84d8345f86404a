import type { Hono } from 'hono';
import { registerSubscriptionBilling } from '../billing/subscription-billing';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import type { PaymentGateway } from '../payments/gateway';
import type { Payments } from '../payments/payments';
import { setUpPayments } from '../payments/payments-module';
import { testAppConfig } from './test-app-config';

/**
 * A payments service over the suite's database with the tests' settings, as the API modules
 * will hold one: checkouts it opens are paid and fulfilled through the app's own routes.
 */
export function testPayments(
  db: Db,
  { now = () => new Date(), gateway }: { now?: () => Date; gateway?: PaymentGateway } = {},
): Payments {
  const { payments } = setUpPayments({
    db,
    settings: testAppConfig(),
    now,
    logger: silentLogger,
    gateway,
    deliverWebhook: () => Promise.reject(new Error('Pay through the app in tests.')),
  });
  registerSubscriptionBilling(payments, { now });
  return payments;
}

export interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const VISA_SUCCEEDS: TestCard = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '731',
  name: 'Ada Lovelace',
};
export const VISA_DECLINES: TestCard = { ...VISA_SUCCEEDS, number: '4000 0000 0000 0002' };

/**
 * Text to search for a stored or logged CVC: a timestamp's milliseconds (12:00:00.731+00) are read
 * out first, since any three digits turn up there now and then.
 */
export const withoutTimesOfDay = (text: string): string => text.replace(/\d{2}:\d{2}:\d{2}\.\d+/g, '<time>');

/** Submits the local checkout page's card form. */
export function payOnCheckoutPage(app: Hono, sessionId: string, card: TestCard): Promise<Response> {
  return Promise.resolve(
    app.request(`/checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...card }).toString(),
    }),
  );
}

/** A logger that keeps every line, to prove what never reaches the logs. */
export function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (message: string, error?: unknown) => {
    lines.push(error === undefined ? message : `${message} ${error instanceof Error ? error.stack : String(error)}`);
  };
  return { lines, info: keep, warn: keep, error: keep };
}
