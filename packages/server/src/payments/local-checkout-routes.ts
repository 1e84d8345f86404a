import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Context, Hono } from 'hono';
import { bodyLimit } from '../http/body-limit';
import type { Logger } from '../logger';
import { checkCard } from './card-details';
import type { CheckoutSession } from './checkout-sessions';
import { CHECKOUT_CSS, CHECKOUT_JS } from './local-checkout-assets';
import { type CheckoutFormState, checkoutPage, checkoutStatusPage, EMPTY_FORM } from './local-checkout-page';
import type { LocalGateway } from './local-gateway';
import type { Payments } from './payments';

/** Posts a signed event to our own webhook endpoint (POST /webhooks/payments) and returns its answer. */
export type DeliverWebhook = (body: string, headers: Headers) => Promise<Response>;

const FORM_LIMIT_BYTES = 16 * 1024;
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

/**
 * The local gateway's hosted-style card page:
 * GET /checkout/:id shows it; POST /checkout/:id/pay checks the card, tokenises it, signs the
 * outcome as an event and posts it to our own webhook, then redirects to the success URL (or
 * shows the decline); POST /checkout/:id/cancel returns to the cancel URL. The card number and
 * CVC exist only while the POST is handled: never stored, logged or sent back in a page.
 */
export function localCheckoutRoutes({
  payments,
  gateway,
  deliverWebhook,
  now,
  logger,
}: {
  payments: Payments;
  gateway: LocalGateway;
  deliverWebhook: DeliverWebhook;
  now: () => Date;
  logger: Logger;
}): Hono {
  const routes = new Hono();
  routes.use('/checkout/*', async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/checkout/assets/')) c.header('Cache-Control', 'no-store');
  });
  routes.use(
    '/checkout/*',
    bodyLimit({ maxSize: FORM_LIMIT_BYTES, onError: (c) => c.text('The form is too large.', 413) }),
  );

  const asset = (body: string | Uint8Array, type: string) => (c: Context) =>
    c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=3600',
    });
  routes.get('/checkout/assets/checkout.css', asset(CHECKOUT_CSS, 'text/css; charset=utf-8'));
  routes.get('/checkout/assets/checkout.js', asset(CHECKOUT_JS, 'text/javascript; charset=utf-8'));
  let font: Promise<Buffer> | undefined;
  routes.get('/checkout/assets/inter.woff2', async (c) => {
    font ??= readFile(FONT_FILE);
    return asset(await font, 'font/woff2')(c);
  });

  /** The page for a session that cannot take a payment, or undefined when it can. */
  const notFound = (c: Context) =>
    c.html(checkoutStatusPage('Checkout not found', 'This checkout link is not valid.', null), 404);
  const closedPage = (c: Context, session: CheckoutSession): Response | undefined => {
    switch (session.status) {
      case 'paid':
        return c.html(
          checkoutStatusPage('Payment complete', 'This checkout has been paid.', {
            href: session.successUrl,
            label: 'Continue',
          }),
          409,
        );
      case 'cancelled':
        return c.html(
          checkoutStatusPage('Checkout cancelled', 'This checkout was cancelled; nothing was charged.', {
            href: session.cancelUrl,
            label: 'Return',
          }),
          409,
        );
      case 'pending':
      case 'failed':
        if (session.expiresAt <= now()) {
          return c.html(
            checkoutStatusPage('Checkout expired', 'This checkout has expired; nothing was charged.', {
              href: session.cancelUrl,
              label: 'Return',
            }),
            410,
          );
        }
        return undefined;
    }
  };

  /** The session when it can still be paid, else the page that says why not. */
  const payable = async (c: Context): Promise<{ session: CheckoutSession } | { closed: Response }> => {
    const session = await payments.findCheckout(c.req.param('id') ?? '');
    if (!session) return { closed: notFound(c) };
    const closed = closedPage(c, session);
    return closed ? { closed } : { session };
  };

  routes.get('/checkout/:id', async (c) => {
    const found = await payable(c);
    if ('closed' in found) return found.closed;
    return c.html(checkoutPage(found.session, formAfter(found.session)));
  });

  routes.post('/checkout/:id/pay', async (c) => {
    const found = await payable(c);
    if ('closed' in found) return found.closed;
    const { session } = found;

    const form = await c.req.parseBody();
    const text = (name: string) => {
      const value = form[name];
      return typeof value === 'string' ? value : '';
    };
    const values = { expiry: text('expiry'), name: text('name') };
    const checked = checkCard({ number: text('number'), cvc: text('cvc'), ...values }, now());
    if (!checked.ok) return c.html(checkoutPage(session, { values, errors: checked.errors, alert: null }), 400);

    const tokenized = await payments.tokenizeCard({
      ownerId: session.ownerId,
      customerEmail: session.customerEmail,
      card: checked.card,
    });
    const delivery = tokenized.ok
      ? gateway.signedEvent({ checkoutSessionId: session.id, card: tokenized.card }, 'checkout.session.completed')
      : gateway.signedEvent(
          { checkoutSessionId: session.id, message: tokenized.message },
          'checkout.session.payment_failed',
        );
    const answer = await deliverWebhook(delivery.body, delivery.headers);
    if (!answer.ok) {
      logger.error(`The local checkout's event for ${session.id} was answered ${answer.status}.`);
      const alert = 'We could not confirm the payment. Nothing was charged; please try again.';
      return c.html(checkoutPage(session, { values, errors: {}, alert }), 502);
    }
    if (!tokenized.ok) return c.html(checkoutPage(session, { values, errors: {}, alert: tokenized.message }), 402);
    return c.redirect(session.successUrl, 303);
  });

  routes.post('/checkout/:id/cancel', async (c) => {
    const session = await payments.findCheckout(c.req.param('id'));
    if (!session) return notFound(c);
    // Paid a moment earlier (another tab): the success page, not a cancellation that did not happen.
    if (session.status === 'paid') return c.redirect(session.successUrl, 303);
    await payments.cancelCheckout(session.id);
    return c.redirect(session.cancelUrl, 303);
  });

  return routes;
}

/** A page opened again after a decline shows why, as a hosted page does. */
function formAfter(session: CheckoutSession): CheckoutFormState {
  return session.status === 'failed' && session.failureMessage
    ? { ...EMPTY_FORM, alert: session.failureMessage }
    : EMPTY_FORM;
}
