import { Hono } from 'hono';
import { bodyLimit } from '../http/body-limit';
import { errorResponse } from '../http/error-response';
import { WebhookRejected } from './gateway';
import type { Payments } from './payments';

/** Where both gateways deliver their events (set this URL as the Stripe webhook endpoint). */
export const PAYMENT_WEBHOOK_PATH = '/webhooks/payments';

/** Stripe's events are a few kilobytes; this leaves room and nothing more. */
const WEBHOOK_LIMIT_BYTES = 512 * 1024;

/**
 * POST /webhooks/payments: the signature is checked on the raw body before anything is read
 * from it. A forged, stale or malformed delivery is answered 400 and changes nothing; a
 * redelivery is answered 200 and changes nothing; a failure while fulfilling rolls back and is
 * answered 500, so the gateway delivers the event again later.
 */
export function paymentWebhookRoutes(payments: Payments): Hono {
  const routes = new Hono();
  routes.post(
    PAYMENT_WEBHOOK_PATH,
    bodyLimit({
      maxSize: WEBHOOK_LIMIT_BYTES,
      onError: (c) => errorResponse(c, 413, `An event must be at most ${WEBHOOK_LIMIT_BYTES} bytes.`),
    }),
    async (c) => {
      try {
        const outcome = await payments.handleWebhook(await c.req.text(), c.req.raw.headers);
        return c.json({ received: true, outcome });
      } catch (error) {
        if (error instanceof WebhookRejected) return errorResponse(c, 400, error.message);
        throw error;
      }
    },
  );
  return routes;
}
