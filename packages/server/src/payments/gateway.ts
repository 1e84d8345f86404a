import type { BillingInterval, CardBrand } from '@injury-assist/domain';
import type { CheckedCard } from './card-details';

export const GATEWAY_NAMES = ['local', 'stripe'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

export const CHECKOUT_PURPOSES = ['subscription', 'plan_change', 'boost', 'event_registration'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

export interface LineItem {
  description: string;
  amountCents: number;
}

/** A checkout the payments service has recorded and now asks the gateway to open. */
export interface GatewayCheckoutInput {
  /** Our session id (checkout_sessions.id). */
  sessionId: string;
  purpose: CheckoutPurpose;
  referenceId: string;
  lineItems: LineItem[];
  currency: string;
  customerEmail: string;
  /** The gateway's customer for this user, when one is known. */
  gatewayCustomerId: string | null;
  /** Absolute URLs on our origin, each already carrying ?session_id=. */
  successUrl: string;
  cancelUrl: string;
  /**
   * For a plan subscription, the plan's price and its add-ons' (one interval for all): the gateway
   * bills them again every interval. Empty for a one-off payment.
   */
  recurring: RecurringPrice[];
}

export interface RecurringPrice {
  planId: string;
  planName: string;
  interval: BillingInterval;
  priceCents: number;
  /** Stripe's price id for this plan and interval, when configured in the catalog. */
  stripePriceId: string | null;
}

export interface GatewayCheckout {
  /** Where the customer pays: our local checkout page, or Stripe's hosted one. */
  url: string;
  gatewaySessionId: string;
}

/** A saved card as the gateway knows it: never the number or the CVC. */
export interface TokenizedCard {
  token: string;
  /**
   * The gateway's name for the card itself, the same however often it is tokenised (Stripe's
   * card.fingerprint): a provider keeps one saved card per fingerprint. null when the gateway gave none.
   */
  fingerprint: string | null;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string;
}

export type TokenizeResult =
  | { ok: true; card: TokenizedCard; gatewayCustomerId: string | null }
  | { ok: false; message: string };

export interface ChargeInput {
  token: string;
  gatewayCustomerId: string | null;
  amountCents: number;
  currency: string;
  description: string;
  /** The same reference never charges twice (an idempotency key at the gateway). */
  reference: string;
}

export type ChargeResult = { ok: true; chargeId: string } | { ok: false; message: string };

/** A refund of part or all of a payment we recorded as an invoice. */
export interface RefundInput {
  /**
   * What the gateway knows the payment by: the invoice's gateway id (a PaymentIntent or charge of a
   * renewal, a Stripe invoice of a subscription) and the checkout session it was paid through.
   */
  payment: { gatewayInvoiceId: string | null; gatewaySessionId: string | null };
  amountCents: number;
  currency: string;
  /** The same key never refunds twice (the gateway's idempotency key). */
  idempotencyKey: string;
}

/** A refund the gateway refused is a result with its sentence; one it could not be asked about throws. */
export type RefundResult = { ok: true; refundId: string } | { ok: false; message: string };

/** What a verified webhook event means to us, whichever gateway sent it. */
export type PaymentEventData =
  | {
      kind: 'checkout.completed';
      checkoutSessionId: string;
      gatewayCustomerId: string | null;
      gatewaySubscriptionId: string | null;
      gatewayInvoiceId: string | null;
      /** The card paid with, when the gateway reports it (the local one does). */
      card: TokenizedCard | null;
    }
  | { kind: 'checkout.failed'; checkoutSessionId: string; message: string }
  | { kind: 'checkout.expired'; checkoutSessionId: string }
  | {
      kind: 'invoice.paid';
      gatewaySubscriptionId: string;
      gatewayInvoiceId: string;
      totalCents: number;
      lines: LineItem[];
      periodStart: Date | null;
      periodEnd: Date | null;
    }
  | { kind: 'invoice.payment_failed'; gatewaySubscriptionId: string; gatewayInvoiceId: string }
  | {
      kind: 'subscription.updated';
      gatewaySubscriptionId: string;
      /** null: a status we do not track (Stripe's incomplete, paused). */
      status: 'active' | 'past_due' | 'cancelled' | null;
      periodStart: Date | null;
      periodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
    }
  | { kind: 'subscription.deleted'; gatewaySubscriptionId: string }
  | { kind: 'ignored' };

export interface PaymentEvent {
  gateway: GatewayName;
  /** The gateway's event id: processing is idempotent by it. */
  id: string;
  /** The gateway's own event type, as recorded. */
  type: string;
  data: PaymentEventData;
}

/** A webhook delivery that is not a genuine, fresh, well-formed event: answered 400, changes nothing. */
export class WebhookRejected extends Error {}

/** One interface, two implementations: the local test checkout (default) and Stripe. */
export interface PaymentGateway {
  readonly name: GatewayName;
  createCheckout(input: GatewayCheckoutInput): Promise<GatewayCheckout>;
  /** Charges a saved card without the customer present (renewals). Declines are results, not errors. */
  chargeSavedCard(input: ChargeInput): Promise<ChargeResult>;
  /** Turns a card into a token the gateway can charge later; the number and CVC go no further. */
  tokenizeCard(input: {
    card: CheckedCard;
    customerEmail: string;
    gatewayCustomerId: string | null;
  }): Promise<TokenizeResult>;
  /** Gives back part or all of a payment. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** Verifies a delivery's signature and age at `now` and parses it; throws WebhookRejected. */
  parseWebhook(rawBody: string, headers: Headers, now: Date): Promise<PaymentEvent>;
  /** Where 'Manage Billing' sends the customer, or null when the gateway has no portal. */
  billingPortalUrl(gatewayCustomerId: string, returnUrl: string): Promise<string | null>;
}
