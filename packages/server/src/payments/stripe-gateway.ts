import { type CardBrand, cardBrand } from '@injury-assist/domain';
import Stripe from 'stripe';
import {
  type ChargeResult,
  type GatewayCheckoutInput,
  type PaymentEventData,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
  type TokenizeResult,
  WebhookRejected,
} from './gateway';
import { SIGNATURE_TOLERANCE_SECONDS } from './webhook-signature';

/** Where the SDK sends its calls; tests point it at a local recorder. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Stripe: hosted Checkout Sessions, off-session PaymentIntents, the customer portal, signed webhooks. */
export function createStripeGateway({
  secretKey,
  webhookSecret,
  api,
}: {
  secretKey: string;
  webhookSecret: string;
  api?: StripeApiAddress;
}): PaymentGateway {
  const address = api ? { host: api.host, port: api.port, protocol: api.protocol } : {};
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...address });

  return {
    name: 'stripe',

    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(checkoutParams(input), {
        // A retried create (network blip) returns the same session instead of a second one.
        idempotencyKey: `checkout-${input.sessionId}`,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL.`);
      return { url: session.url, gatewaySessionId: session.id };
    },

    async chargeSavedCard(input): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.gatewayCustomerId ?? undefined,
            payment_method: input.token,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { reference: input.reference },
          },
          { idempotencyKey: `charge-${input.reference}` },
        );
        if (intent.status === 'succeeded') return { ok: true, chargeId: intent.id };
        return { ok: false, message: 'The payment needs the cardholder to confirm it.' };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { ok: false, message: error.message };
        throw error;
      }
    },

    async tokenizeCard({ card, customerEmail, gatewayCustomerId }): Promise<TokenizeResult> {
      try {
        const customer = gatewayCustomerId ?? (await stripe.customers.create({ email: customerEmail })).id;
        const method = await stripe.paymentMethods.create({
          type: 'card',
          card: { number: card.digits, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
          billing_details: { name: card.name },
        });
        await stripe.paymentMethods.attach(method.id, { customer });
        return {
          ok: true,
          gatewayCustomerId: customer,
          card: {
            token: method.id,
            fingerprint: method.card?.fingerprint ?? null,
            brand: stripeBrand(method.card?.brand, card.digits),
            last4: method.card?.last4 ?? card.last4,
            expMonth: method.card?.exp_month ?? card.expMonth,
            expYear: method.card?.exp_year ?? card.expYear,
            name: card.name,
          },
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { ok: false, message: error.message };
        throw error;
      }
    },

    async refund({ payment, amountCents, idempotencyKey }): Promise<RefundResult> {
      const paid = await stripePayment(stripe, payment);
      if (!paid) return { ok: false, message: NO_STRIPE_PAYMENT };
      try {
        const refund = await stripe.refunds.create(
          { ...paid, amount: amountCents, reason: 'requested_by_customer', metadata: { key: idempotencyKey } },
          { idempotencyKey: `refund-${idempotencyKey}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return { ok: false, message: 'The payment provider refused the refund.' };
        }
        return { ok: true, refundId: refund.id };
      } catch (error) {
        // Refused (already refunded, more than was paid): Stripe's own sentence.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, message: error.message };
        throw error;
      }
    },

    async parseWebhook(rawBody, headers, now) {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          headers.get('stripe-signature') ?? '',
          webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookRejected(`The Stripe signature was refused: ${error.message}`);
        }
        throw new WebhookRejected('The event is not a Stripe event.');
      }
      return { gateway: 'stripe', id: event.id, type: event.type, data: stripeEventData(event) };
    },

    async billingPortalUrl(gatewayCustomerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({ customer: gatewayCustomerId, return_url: returnUrl });
      return portal.url;
    },
  };
}

export const NO_STRIPE_PAYMENT = 'Stripe has no payment recorded for this invoice, so it cannot be refunded there.';

/**
 * The PaymentIntent or charge behind an invoice: a renewal's is its own id (pi_/ch_); a
 * subscription's Stripe invoice names its payment; a one-off checkout's session names its intent.
 */
async function stripePayment(
  stripe: Stripe,
  { gatewayInvoiceId, gatewaySessionId }: RefundInput['payment'],
): Promise<{ payment_intent: string } | { charge: string } | undefined> {
  if (gatewayInvoiceId?.startsWith('pi_')) return { payment_intent: gatewayInvoiceId };
  if (gatewayInvoiceId?.startsWith('ch_')) return { charge: gatewayInvoiceId };
  const invoiceId =
    gatewayInvoiceId ?? (gatewaySessionId ? await sessionPayment(stripe, gatewaySessionId) : undefined) ?? undefined;
  if (!invoiceId) return undefined;
  if (invoiceId.startsWith('pi_')) return { payment_intent: invoiceId };
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
  const intent = idOf(payments.data[0]?.payment.payment_intent);
  return intent ? { payment_intent: intent } : undefined;
}

/** A checkout session's PaymentIntent (a one-off payment) or Stripe invoice (a subscription). */
async function sessionPayment(stripe: Stripe, sessionId: string): Promise<string | undefined> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  return idOf(session.payment_intent) ?? idOf(session.invoice) ?? undefined;
}

function checkoutParams(input: GatewayCheckoutInput): Stripe.Checkout.SessionCreateParams {
  const metadata = { checkout_session_id: input.sessionId, purpose: input.purpose, reference_id: input.referenceId };
  const customer = input.gatewayCustomerId
    ? { customer: input.gatewayCustomerId }
    : { customer_email: input.customerEmail };
  const common = {
    ...customer,
    client_reference_id: input.sessionId,
    metadata,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
  };
  if (input.recurring.length > 0) {
    // One Stripe subscription holds the base plan and its add-ons, billed together.
    const prices = input.recurring.map(
      (recurring): Stripe.Checkout.SessionCreateParams.LineItem =>
        recurring.stripePriceId
          ? { price: recurring.stripePriceId, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: recurring.priceCents,
                product_data: { name: `${recurring.planName} plan`, metadata: { plan_id: recurring.planId } },
                recurring: { interval: recurring.interval === 'monthly' ? 'month' : 'year' },
              },
            },
    );
    return { ...common, mode: 'subscription', line_items: prices, subscription_data: { metadata } };
  }
  return {
    ...common,
    mode: 'payment',
    line_items: input.lineItems.map((item) => ({
      quantity: 1,
      price_data: { currency: input.currency, unit_amount: item.amountCents, product_data: { name: item.description } },
    })),
    payment_intent_data: { metadata, setup_future_usage: input.purpose === 'plan_change' ? 'off_session' : undefined },
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** Stripe's event, as what it means to us. */
export function stripeEventData(event: Stripe.Event): PaymentEventData {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const checkoutSessionId = session.client_reference_id;
      // 'unpaid' is a delayed method (bank debit) still on its way: async_payment_succeeded follows.
      if (!checkoutSessionId || session.payment_status === 'unpaid') return { kind: 'ignored' };
      return {
        kind: 'checkout.completed',
        checkoutSessionId,
        gatewayCustomerId: idOf(session.customer),
        gatewaySubscriptionId: idOf(session.subscription),
        gatewayInvoiceId: idOf(session.invoice),
        card: null,
      };
    }
    case 'checkout.session.async_payment_failed': {
      const checkoutSessionId = event.data.object.client_reference_id;
      if (!checkoutSessionId) return { kind: 'ignored' };
      return { kind: 'checkout.failed', checkoutSessionId, message: 'The payment did not go through.' };
    }
    case 'checkout.session.expired': {
      const checkoutSessionId = event.data.object.client_reference_id;
      return checkoutSessionId ? { kind: 'checkout.expired', checkoutSessionId } : { kind: 'ignored' };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const gatewaySubscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!gatewaySubscriptionId || !invoice.id) return { kind: 'ignored' };
      const lines = invoice.lines.data;
      return {
        kind: 'invoice.paid',
        gatewaySubscriptionId,
        gatewayInvoiceId: invoice.id,
        totalCents: invoice.amount_paid,
        lines: lines.map((line) => ({ description: line.description ?? 'Subscription', amountCents: line.amount })),
        periodStart: fromUnix(lines[0]?.period.start),
        periodEnd: fromUnix(lines[0]?.period.end),
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const gatewaySubscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!gatewaySubscriptionId || !invoice.id) return { kind: 'ignored' };
      return { kind: 'invoice.payment_failed', gatewaySubscriptionId, gatewayInvoiceId: invoice.id };
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      const item = subscription.items.data[0];
      return {
        kind: 'subscription.updated',
        gatewaySubscriptionId: subscription.id,
        status: subscriptionStatus(subscription.status),
        periodStart: fromUnix(item?.current_period_start),
        periodEnd: fromUnix(item?.current_period_end),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      };
    }
    case 'customer.subscription.deleted':
      return { kind: 'subscription.deleted', gatewaySubscriptionId: event.data.object.id };
    default:
      return { kind: 'ignored' };
  }
}

function subscriptionStatus(status: Stripe.Subscription.Status): 'active' | 'past_due' | 'cancelled' | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      return null;
  }
}

/** Stripe names brands its own way; anything else falls back to the first-digit rule. */
function stripeBrand(brand: string | undefined, digits: string): CardBrand {
  switch (brand) {
    case 'visa':
    case 'mastercard':
    case 'amex':
    case 'discover':
      return brand;
    default:
      return cardBrand(digits);
  }
}
