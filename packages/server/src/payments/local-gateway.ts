import { createHmac, randomBytes } from 'node:crypto';
import { cardBrands } from '@injury-assist/domain';
import type { Db } from '../db/db';
import { type CheckedCard, hasExpired } from './card-details';
import {
  type ChargeResult,
  type PaymentEvent,
  type PaymentEventData,
  type PaymentGateway,
  type TokenizedCard,
  type TokenizeResult,
  WebhookRejected,
} from './gateway';
import { LOCAL_SIGNATURE_HEADER, signPayload, verifySignature } from './webhook-signature';

/** The local gateway's test cards (Stripe's numbers, so the same cards work on both). */
export const LOCAL_TEST_CARDS = {
  succeeds: '4242424242424242',
  /** Declined at checkout and when saved. */
  declines: '4000000000000002',
  /** Saved and paid with at checkout, but later off-session charges (renewals) are declined. */
  declinesOffSession: '4000000000000341',
} as const;

export const DECLINED_MESSAGE = 'Your card was declined. Try another card.';

/** The body of a local webhook event. */
interface LocalEventBody {
  id: string;
  type: 'checkout.session.completed' | 'checkout.session.payment_failed';
  created: number;
  data: { checkoutSessionId: string; card?: TokenizedCard; message?: string };
}

export interface LocalGateway extends PaymentGateway {
  readonly name: 'local';
  /** A signed delivery for our own webhook endpoint, as the hosted page's processor would send it. */
  signedEvent(data: LocalEventBody['data'], type: LocalEventBody['type']): { body: string; headers: Headers };
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * The default gateway: checkout on our own card page (/checkout/:id), cards kept in a local
 * vault by token, events signed with PAYMENTS_WEBHOOK_SECRET. No money moves.
 */
export function createLocalGateway({
  db,
  publicUrl,
  webhookSecret,
  now,
}: {
  db: Db;
  publicUrl: string;
  webhookSecret: string;
  now: () => Date;
}): LocalGateway {
  // Keyed with the webhook secret: a plain hash of a card number is undone by trying every number
  // that shares its first six and last four digits.
  const fingerprint = (digits: string) =>
    `fp_local_${createHmac('sha256', webhookSecret).update(`card:${digits}`).digest('base64url').slice(0, 24)}`;

  return {
    name: 'local',

    async createCheckout(input) {
      return { url: `${publicUrl}/checkout/${encodeURIComponent(input.sessionId)}`, gatewaySessionId: input.sessionId };
    },

    async tokenizeCard({ card }): Promise<TokenizeResult> {
      if (card.digits === LOCAL_TEST_CARDS.declines) return { ok: false, message: DECLINED_MESSAGE };
      const token = randomId('pm_local');
      await db.query(
        `insert into local_gateway_cards (token, brand, last4, exp_month, exp_year, declines_off_session, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          token,
          card.brand,
          card.last4,
          card.expMonth,
          card.expYear,
          card.digits === LOCAL_TEST_CARDS.declinesOffSession,
          now(),
        ],
      );
      return { ok: true, card: tokenized(token, fingerprint(card.digits), card), gatewayCustomerId: null };
    },

    async chargeSavedCard({ token }): Promise<ChargeResult> {
      const [card] = await db.query<{ exp_month: number; exp_year: number; declines_off_session: boolean }>(
        'select exp_month, exp_year, declines_off_session from local_gateway_cards where token = $1',
        [token],
      );
      if (!card) return { ok: false, message: 'This card is not on file. Add the card again.' };
      if (hasExpired({ expMonth: card.exp_month, expYear: card.exp_year }, now())) {
        return { ok: false, message: 'The card has expired. Add a new card.' };
      }
      if (card.declines_off_session) return { ok: false, message: DECLINED_MESSAGE };
      return { ok: true, chargeId: randomId('ch_local') };
    },

    async refund({ idempotencyKey }) {
      // No money moved, so none moves back; the id is derived from the key, as a retried request
      // at a real gateway answers the same refund.
      return {
        ok: true,
        refundId: `re_local_${createHmac('sha256', webhookSecret).update(idempotencyKey).digest('base64url').slice(0, 24)}`,
      };
    },

    signedEvent(data, type) {
      const at = now();
      const event: LocalEventBody = { id: randomId('evt_local'), type, created: Math.floor(at.getTime() / 1000), data };
      const body = JSON.stringify(event);
      return {
        body,
        headers: new Headers({
          'content-type': 'application/json',
          [LOCAL_SIGNATURE_HEADER]: signPayload(body, webhookSecret, at),
        }),
      };
    },

    async parseWebhook(rawBody, headers, at): Promise<PaymentEvent> {
      verifySignature(rawBody, headers.get(LOCAL_SIGNATURE_HEADER), webhookSecret, at);
      const event = parseLocalEvent(rawBody);
      return { gateway: 'local', id: event.id, type: event.type, data: eventData(event) };
    },

    async billingPortalUrl() {
      return null;
    },
  };
}

const tokenized = (token: string, cardFingerprint: string, card: CheckedCard): TokenizedCard => ({
  token,
  fingerprint: cardFingerprint,
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  name: card.name,
});

function eventData(event: LocalEventBody): PaymentEventData {
  const { checkoutSessionId, card, message } = event.data;
  switch (event.type) {
    case 'checkout.session.completed':
      return {
        kind: 'checkout.completed',
        checkoutSessionId,
        gatewayCustomerId: null,
        gatewaySubscriptionId: null,
        gatewayInvoiceId: null,
        card: card ? { ...card, fingerprint: card.fingerprint ?? null } : null,
      };
    case 'checkout.session.payment_failed':
      return { kind: 'checkout.failed', checkoutSessionId, message: message ?? DECLINED_MESSAGE };
  }
}

/** A signed body is ours, but it is still checked field by field before anything trusts it. */
function parseLocalEvent(rawBody: string): LocalEventBody {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('The event is not JSON.');
  }
  const event = value as Partial<LocalEventBody> | null;
  const data = event?.data;
  if (
    typeof event?.id !== 'string' ||
    (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.payment_failed') ||
    typeof event.created !== 'number' ||
    typeof data?.checkoutSessionId !== 'string' ||
    (data.message !== undefined && typeof data.message !== 'string') ||
    (data.card !== undefined && !isTokenizedCard(data.card))
  ) {
    throw new WebhookRejected('The event is not a payment event this server knows.');
  }
  return event as LocalEventBody;
}

function isTokenizedCard(card: unknown): card is TokenizedCard {
  const value = card as Partial<TokenizedCard> | null;
  return (
    typeof value?.token === 'string' &&
    // Events signed before cards had fingerprints carry none.
    (value.fingerprint === undefined || value.fingerprint === null || typeof value.fingerprint === 'string') &&
    cardBrands.some((brand) => brand === value.brand) &&
    typeof value.last4 === 'string' &&
    /^\d{4}$/.test(value.last4) &&
    Number.isInteger(value.expMonth) &&
    Number.isInteger(value.expYear) &&
    typeof value.name === 'string'
  );
}
