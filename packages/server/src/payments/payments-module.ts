import { Hono } from 'hono';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import type { PaymentGateway } from './gateway';
import { type DeliverWebhook, localCheckoutRoutes } from './local-checkout-routes';
import { createLocalGateway, type LocalGateway } from './local-gateway';
import { createPayments, type Payments } from './payments';
import { createStripeGateway } from './stripe-gateway';
import { paymentWebhookRoutes } from './webhook-routes';

export interface PaymentSettings {
  publicUrl: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  paymentsWebhookSecret: string;
}

/**
 * The payments service on the gateway the settings choose (Stripe when both of its keys are set,
 * else the local checkout), and its routes: the webhook always, the local checkout page only
 * with the local gateway. `gateway` replaces the chosen one (tests point a Stripe gateway at a
 * local recorder). What a paid plan delivers is registered by billing/subscription-billing.ts.
 */
export function setUpPayments({
  db,
  settings,
  now,
  logger,
  deliverWebhook,
  gateway,
}: {
  db: Db;
  settings: PaymentSettings;
  now: () => Date;
  logger: Logger;
  deliverWebhook: DeliverWebhook;
  gateway?: PaymentGateway;
}): { payments: Payments; routes: Hono } {
  const { gateway: chosen, local } = chooseGateway(db, settings, now, gateway);
  const payments = createPayments({ db, gateway: chosen, publicUrl: settings.publicUrl, now, logger });

  const routes = new Hono();
  routes.route('/', paymentWebhookRoutes(payments));
  if (local) routes.route('/', localCheckoutRoutes({ payments, gateway: local, deliverWebhook, now, logger }));
  return { payments, routes };
}

function chooseGateway(
  db: Db,
  { publicUrl, stripeSecretKey, stripeWebhookSecret, paymentsWebhookSecret }: PaymentSettings,
  now: () => Date,
  given: PaymentGateway | undefined,
): { gateway: PaymentGateway; local?: LocalGateway } {
  if (given) return { gateway: given };
  if (stripeSecretKey && stripeWebhookSecret) {
    return { gateway: createStripeGateway({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret }) };
  }
  const local = createLocalGateway({ db, publicUrl, webhookSecret: paymentsWebhookSecret, now });
  return { gateway: local, local };
}
