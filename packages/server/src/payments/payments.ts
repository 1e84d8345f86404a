import { randomBytes } from 'node:crypto';
import { type BillingInterval, priceFor } from '@injury-assist/domain';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import type { CheckedCard } from './card-details';
import {
  type CheckoutSession,
  findSession,
  insertSession,
  lockSession,
  markCancelled,
  markFailed,
  markPaid,
  setGatewaySessionId,
} from './checkout-sessions';
import type {
  ChargeResult,
  CheckoutPurpose,
  LineItem,
  PaymentEvent,
  PaymentGateway,
  RecurringPrice,
  TokenizeResult,
} from './gateway';
import { addPaymentMethod, findGatewayCustomer, rememberGatewayCustomer } from './payment-methods';
import { findPlan } from './plan-catalog';

/**
 * Runs inside the transaction that records the verified event, after the session is marked
 * paid: what it writes commits with the event, or neither does (and the gateway retries).
 */
export type FulfilmentHandler = (tx: Db, session: CheckoutSession, event: PaymentEvent) => Promise<void>;

/** Handles the gateway's own billing events (renewal invoices, subscription changes). */
export type BillingEventHandler = (tx: Db, event: PaymentEvent) => Promise<WebhookOutcome>;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

interface CheckoutBase {
  ownerId: string;
  customerEmail: string;
  /** What the payment is for in the purpose's own terms (a provider draft, a boost, a registration). */
  referenceId: string;
  /** Paths on our origin; `?session_id=` is added to both. */
  successPath: string;
  cancelPath: string;
}

export type NewCheckout = CheckoutBase &
  (
    | {
        purpose: 'subscription';
        /** A base plan, and any add-ons billed with it at the same interval. */
        plan: { planId: string; interval: BillingInterval; addonPlanIds?: string[] };
      }
    | { purpose: 'plan_change'; plan: { planId: string; interval: BillingInterval }; lineItems: LineItem[] }
    | { purpose: 'boost' | 'event_registration'; lineItems: LineItem[] }
  );

/** A checkout that cannot be opened as asked; the sentence is fit for the person asking. */
export class CheckoutRefused extends Error {}

/** The gateway did not answer; nothing was charged. */
export class GatewayUnavailable extends Error {}

export interface Payments {
  readonly gateway: PaymentGateway;
  /** Registers what a paid checkout of `purpose` delivers; one handler per purpose. */
  onFulfilled(purpose: CheckoutPurpose, handler: FulfilmentHandler): void;
  onBillingEvent(handler: BillingEventHandler): void;
  createCheckout(input: NewCheckout): Promise<{ sessionId: string; url: string }>;
  /** The session as recorded: its status is 'paid' only once the gateway's event was processed. */
  findCheckout(sessionId: string): Promise<CheckoutSession | undefined>;
  /** The customer left the checkout; false when it was already paid or cancelled. */
  cancelCheckout(sessionId: string): Promise<boolean>;
  /** Verifies, records and processes one webhook delivery; WebhookRejected when it is not genuine. */
  handleWebhook(rawBody: string, headers: Headers): Promise<WebhookOutcome>;
  tokenizeCard(input: { ownerId: string; customerEmail: string; card: CheckedCard }): Promise<TokenizeResult>;
  chargeSavedCard(input: {
    ownerId: string;
    token: string;
    amountCents: number;
    description: string;
    reference: string;
  }): Promise<ChargeResult>;
  /** Stripe's customer portal for the owner ('Manage Billing'), or null without one. */
  billingPortalUrl(ownerId: string, returnPath: string): Promise<string | null>;
}

/** Checkouts that set up recurring charges: the card paid with is saved for them. */
const RECURRING_PURPOSES: ReadonlySet<CheckoutPurpose> = new Set(['subscription', 'plan_change']);

/** How long a checkout stays payable (Stripe's default for hosted sessions). */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Stripe's ceiling for one amount, in cents. */
const MAX_AMOUNT_CENTS = 99_999_999;
const CURRENCY = 'usd';

export function createPayments({
  db,
  gateway,
  publicUrl,
  now,
  logger,
}: {
  db: Db;
  gateway: PaymentGateway;
  /** Our origin (PUBLIC_URL or the server's URL): success and cancel URLs are built on it. */
  publicUrl: string;
  now: () => Date;
  logger: Logger;
}): Payments {
  const fulfilments = new Map<CheckoutPurpose, FulfilmentHandler>();
  let billingHandler: BillingEventHandler | undefined;
  const ourUrl = (path: string, sessionId: string) => {
    const url = new URL(`${publicUrl}${path}`);
    url.searchParams.set('session_id', sessionId);
    return url.toString();
  };

  async function process(tx: Db, event: PaymentEvent): Promise<WebhookOutcome> {
    const { data } = event;
    const sessionId = 'checkoutSessionId' in data ? data.checkoutSessionId : null;
    // Locked before the event is recorded: deliveries for one session queue here.
    const session = sessionId === null ? undefined : await lockSession(tx, sessionId);
    const recorded = await tx.query(
      `insert into payment_events (gateway, id, type, checkout_session_id, received_at)
       values ($1, $2, $3, $4, $5) on conflict do nothing returning id`,
      [event.gateway, event.id, event.type, session?.id ?? null, now()],
    );
    if (recorded.length === 0) return 'duplicate';

    switch (data.kind) {
      case 'checkout.completed': {
        if (!session || session.gateway !== event.gateway || session.status === 'paid') return 'ignored';
        const paid = await markPaid(tx, session.id, now(), {
          customerId: data.gatewayCustomerId,
          subscriptionId: data.gatewaySubscriptionId,
        });
        if (data.gatewayCustomerId) {
          await rememberGatewayCustomer(tx, paid.ownerId, event.gateway, data.gatewayCustomerId);
        }
        if (data.card && RECURRING_PURPOSES.has(paid.purpose)) {
          await addPaymentMethod(tx, paid.ownerId, event.gateway, data.card, now());
        }
        const fulfil = fulfilments.get(paid.purpose);
        if (!fulfil) throw new Error(`Nothing fulfils a paid ${paid.purpose} checkout.`);
        await fulfil(tx, paid, event);
        return 'processed';
      }
      case 'checkout.failed':
        if (!session || session.gateway !== event.gateway) return 'ignored';
        await markFailed(tx, session.id, data.message);
        return 'processed';
      case 'checkout.expired':
        if (!session || session.gateway !== event.gateway) return 'ignored';
        await markCancelled(tx, session.id, now());
        return 'processed';
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'subscription.updated':
      case 'subscription.deleted':
        return billingHandler ? billingHandler(tx, event) : 'ignored';
      case 'ignored':
        return 'ignored';
    }
  }

  async function lineItemsAndPrice(
    input: NewCheckout,
  ): Promise<{ lineItems: LineItem[]; recurring: RecurringPrice[] }> {
    switch (input.purpose) {
      case 'boost':
      case 'event_registration':
        return { lineItems: checkedLineItems(input.lineItems), recurring: [] };
      case 'plan_change':
        await catalogPlan(input.plan.planId);
        return { lineItems: checkedLineItems(input.lineItems), recurring: [] };
      case 'subscription': {
        const { interval } = input.plan;
        const base = await catalogPlan(input.plan.planId);
        const addons = await Promise.all(addonIdsOf(input).map(catalogPlan));
        if (addons.length > 0 && base.isAddon) {
          throw new CheckoutRefused(`${base.name} is an add-on; add-ons go with a base plan.`);
        }
        const notAddon = addons.find((plan) => !plan.isAddon);
        if (notAddon) throw new CheckoutRefused(`${notAddon.name} is not an add-on.`);
        const recurring = [base, ...addons].map((plan) => ({
          planId: plan.id,
          planName: plan.name,
          interval,
          priceCents: priceFor(plan, interval),
          stripePriceId: interval === 'monthly' ? plan.stripePriceMonthly : plan.stripePriceYearly,
        }));
        return {
          lineItems: recurring.map((price) => ({
            description: `${price.planName} plan, billed ${interval}`,
            amountCents: price.priceCents,
          })),
          recurring,
        };
      }
    }
  }

  async function catalogPlan(planId: string) {
    const plan = await findPlan(db, planId);
    if (!plan) throw new CheckoutRefused(`There is no plan "${planId}".`);
    return plan;
  }

  return {
    gateway,

    onFulfilled(purpose, handler) {
      if (fulfilments.has(purpose)) throw new Error(`A fulfilment for ${purpose} is already registered.`);
      fulfilments.set(purpose, handler);
    },

    onBillingEvent(handler) {
      if (billingHandler) throw new Error('A billing event handler is already registered.');
      billingHandler = handler;
    },

    async createCheckout(input) {
      if (!fulfilments.has(input.purpose)) throw new Error(`Nothing fulfils a ${input.purpose} checkout yet.`);
      checkReference(input);
      const { lineItems, recurring } = await lineItemsAndPrice(input);
      const id = `cs_${randomBytes(24).toString('base64url')}`;
      const createdAt = now();
      const successUrl = ourUrl(checkedPath(input.successPath), id);
      const cancelUrl = ourUrl(checkedPath(input.cancelPath), id);
      const plan = 'plan' in input ? input.plan : null;
      await insertSession(db, {
        id,
        ownerId: input.ownerId,
        purpose: input.purpose,
        referenceId: input.referenceId,
        planId: plan?.planId ?? null,
        addonPlanIds: addonIdsOf(input),
        interval: plan?.interval ?? null,
        lineItems,
        amountTotalCents: lineItems.reduce((sum, item) => sum + item.amountCents, 0),
        currency: CURRENCY,
        customerEmail: input.customerEmail,
        successUrl,
        cancelUrl,
        gateway: gateway.name,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + CHECKOUT_LIFETIME_MS),
      });
      let opened: { url: string; gatewaySessionId: string };
      try {
        opened = await gateway.createCheckout({
          sessionId: id,
          purpose: input.purpose,
          referenceId: input.referenceId,
          lineItems,
          currency: CURRENCY,
          customerEmail: input.customerEmail,
          gatewayCustomerId: await findGatewayCustomer(db, input.ownerId, gateway.name),
          successUrl,
          cancelUrl,
          recurring,
        });
      } catch (error) {
        logger.error(`Opening checkout ${id} at ${gateway.name} failed:`, error);
        await markFailed(db, id, 'The payment provider could not be reached.');
        throw new GatewayUnavailable('The payment provider could not be reached. Please try again in a moment.');
      }
      await setGatewaySessionId(db, id, opened.gatewaySessionId);
      return { sessionId: id, url: opened.url };
    },

    findCheckout: (sessionId) => findSession(db, sessionId),

    cancelCheckout: (sessionId) => markCancelled(db, sessionId, now()),

    async handleWebhook(rawBody, headers) {
      const event = await gateway.parseWebhook(rawBody, headers, now());
      const outcome = await db.transaction((tx) => process(tx, event));
      logger.info(`Payment event ${event.gateway} ${event.type} ${event.id}: ${outcome}`);
      return outcome;
    },

    async tokenizeCard({ ownerId, customerEmail, card }) {
      const known = await findGatewayCustomer(db, ownerId, gateway.name);
      const result = await gateway.tokenizeCard({ card, customerEmail, gatewayCustomerId: known });
      if (result.ok && result.gatewayCustomerId && result.gatewayCustomerId !== known) {
        await rememberGatewayCustomer(db, ownerId, gateway.name, result.gatewayCustomerId);
      }
      return result;
    },

    async chargeSavedCard({ ownerId, ...charge }) {
      return gateway.chargeSavedCard({
        ...charge,
        currency: CURRENCY,
        gatewayCustomerId: await findGatewayCustomer(db, ownerId, gateway.name),
      });
    },

    async billingPortalUrl(ownerId, returnPath) {
      const customer = await findGatewayCustomer(db, ownerId, gateway.name);
      if (!customer) return null;
      return gateway.billingPortalUrl(customer, `${publicUrl}${checkedPath(returnPath)}`);
    },
  };
}

/** The add-ons a subscription checkout charges, each once. */
function addonIdsOf(input: NewCheckout): string[] {
  return input.purpose === 'subscription' ? [...new Set(input.plan.addonPlanIds ?? [])] : [];
}

/** A path on our own origin: never another host (`//evil.example`), never a full URL. */
function checkedPath(path: string): string {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(path)) {
    throw new CheckoutRefused('Return addresses must be paths on this site, such as /payment-success.');
  }
  return path;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function checkReference(input: NewCheckout): void {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.customerEmail)) {
    throw new CheckoutRefused('The customer e-mail address is not valid.');
  }
  if (input.referenceId.trim() === '' || input.referenceId.length > 200 || CONTROL_CHARACTERS.test(input.referenceId)) {
    throw new CheckoutRefused('The checkout needs a reference of at most 200 characters.');
  }
}

function checkedLineItems(items: LineItem[]): LineItem[] {
  if (items.length === 0 || items.length > 20) throw new CheckoutRefused('A checkout has 1 to 20 line items.');
  const checked = items.map((item) => {
    const description = item.description.trim();
    if (description === '' || description.length > 200 || CONTROL_CHARACTERS.test(description)) {
      throw new CheckoutRefused('Each line item needs a description of at most 200 characters.');
    }
    if (!Number.isSafeInteger(item.amountCents) || item.amountCents < 1 || item.amountCents > MAX_AMOUNT_CENTS) {
      throw new CheckoutRefused('Each line item needs an amount from 1 cent to $999,999.99.');
    }
    return { description, amountCents: item.amountCents };
  });
  if (checked.reduce((sum, item) => sum + item.amountCents, 0) > MAX_AMOUNT_CENTS) {
    throw new CheckoutRefused('A checkout can total at most $999,999.99.');
  }
  return checked;
}
