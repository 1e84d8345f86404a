import type { components } from '@injury-assist/contract';
import { priceFor } from '@injury-assist/domain';
import { Hono } from 'hono';
import { requireUser } from '../auth/request-user';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import type { OperationHandlers } from '../http/operation-handlers';
import type { Logger } from '../logger';
import { checkCard } from '../payments/card-details';
import { addPaymentMethod, listPaymentMethods, type PaymentMethod } from '../payments/payment-methods';
import { GatewayUnavailable, type Payments } from '../payments/payments';
import { listPlans } from '../payments/plan-catalog';
import { type Invoice, listInvoices } from '../payments/subscriptions';
import { businessOf, requireProviderUser } from '../provider/provider-access';
import { creditNotePdf, invoicePdf } from './invoice-pdf';
import {
  baseSubscription,
  cancelScheduledChange,
  NOTHING_SCHEDULED,
  PlanChangeRefused,
  requestPlanChange,
} from './plan-changes';
import { type IssuedCreditNote, listCreditNotes } from './refunds';

export const CARD_NOT_FOUND = 'We could not find that card.';
export const PRIMARY_CARD_STAYS = 'The primary card cannot be removed. Set another card as primary first.';
export const DOWNGRADE_CANCELLED = 'The scheduled plan change is cancelled.';
const INVOICE_PDF_PATH = '/invoices/';

type SavedCard = components['schemas']['SavedCard'];
type BillingInvoice = components['schemas']['BillingInvoice'];

const toSavedCard = (card: PaymentMethod): SavedCard => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  name: card.name,
  isPrimary: card.isPrimary,
});

const toBillingInvoice = (invoice: Invoice): BillingInvoice => ({
  number: invoice.number,
  issuedAt: invoice.issuedAt.toISOString(),
  description: invoice.lines[0]?.description ?? '',
  totalCents: invoice.totalCents,
  status: invoice.status,
  pdfPath: `${INVOICE_PDF_PATH}${invoice.number}.pdf`,
});

const toCreditNoteRow = (note: IssuedCreditNote): BillingInvoice => ({
  number: note.number,
  issuedAt: note.issuedAt.toISOString(),
  description: `Credit note for invoice ${note.invoiceNumber}${note.reason ? `: ${note.reason}` : ''}`,
  totalCents: note.amountCents,
  status: 'credit',
  pdfPath: `${INVOICE_PDF_PATH}${note.number}.pdf`,
});

/** Billing History: the invoices, newest first, each followed by its credit notes, newest first. */
export function billingHistory(invoices: Invoice[], creditNotes: IssuedCreditNote[]): BillingInvoice[] {
  return invoices.flatMap((invoice) => [
    toBillingInvoice(invoice),
    ...creditNotes.filter((note) => note.invoiceNumber === invoice.number).map(toCreditNoteRow),
  ]);
}

export interface BillingDeps {
  db: Db;
  payments: Payments;
  now: () => Date;
  logger: Logger;
}

export function billingHandlers({
  db,
  payments,
  now,
}: BillingDeps): OperationHandlers<
  | 'getProviderBilling'
  | 'changePlan'
  | 'cancelScheduledPlanChange'
  | 'openBillingPortal'
  | 'listPaymentMethods'
  | 'addPaymentMethod'
  | 'setPrimaryPaymentMethod'
  | 'removePaymentMethod'
> {
  const cards = async (ownerId: string) => (await listPaymentMethods(db, ownerId)).map(toSavedCard);

  return {
    getProviderBilling: async (c, _input, reply) => {
      const { user } = await requireProviderUser(c);
      const [subscription, plans, invoices, creditNotes] = await Promise.all([
        baseSubscription(db, user.id),
        listPlans(db),
        listInvoices(db, user.id),
        listCreditNotes(db, user.id),
      ]);
      const planOf = (id: string) => plans.find((plan) => plan.id === id);
      const plan = subscription && planOf(subscription.planId);
      const scheduled = subscription?.scheduledPlanId ? planOf(subscription.scheduledPlanId) : undefined;
      const [unlisted] = subscription
        ? await db.query<{ unlisted: boolean }>(
            'select unlisted_at is not null as unlisted from subscriptions where id = $1',
            [subscription.id],
          )
        : [];
      return reply(200, {
        status: 200,
        data: {
          subscription:
            subscription && plan
              ? {
                  planId: plan.id,
                  planName: plan.name,
                  interval: subscription.interval,
                  priceCents: priceFor(plan, subscription.interval),
                  status: subscription.status,
                  nextBillingDate: subscription.currentPeriodEnd.toISOString(),
                  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
                  scheduledChange:
                    scheduled && subscription.scheduledInterval
                      ? {
                          planId: scheduled.id,
                          planName: scheduled.name,
                          interval: subscription.scheduledInterval,
                          effectiveAt: subscription.currentPeriodEnd.toISOString(),
                        }
                      : null,
                  pastDueSince: subscription.pastDueSince?.toISOString() ?? null,
                  unlisted: unlisted?.unlisted ?? false,
                }
              : null,
          plans: plans.map((entry) => ({
            id: entry.id,
            name: entry.name,
            monthlyPriceCents: entry.monthlyPriceCents,
            yearlyPriceCents: entry.yearlyPriceCents,
            description: entry.description,
            features: entry.features,
            popular: entry.popular,
            isAddon: entry.isAddon,
            sortOrder: entry.sortOrder,
          })),
          cards: await cards(user.id),
          invoices: billingHistory(invoices, creditNotes),
          gateway: payments.gateway.name,
        },
      });
    },

    changePlan: async (c, { body }, reply) => {
      const { user } = await requireProviderUser(c);
      try {
        const change = await requestPlanChange({
          db,
          payments,
          owner: { id: user.id, email: user.email },
          planId: body.planId,
          interval: body.interval,
          now: now(),
        });
        return reply(200, {
          status: 200,
          data: {
            outcome: change.outcome,
            amountCents: change.amountCents,
            url: change.outcome === 'checkout' ? change.url : null,
            effectiveAt: change.effectiveAt.toISOString(),
          },
        });
      } catch (error) {
        if (error instanceof PlanChangeRefused) return reply.error(error.status, error.message);
        if (error instanceof GatewayUnavailable) return reply.error(503, error.message);
        throw error;
      }
    },

    cancelScheduledPlanChange: async (c, _input, reply) => {
      const { user } = await requireProviderUser(c);
      if (!(await cancelScheduledChange(db, user.id, now()))) return reply.error(409, NOTHING_SCHEDULED);
      return reply(200, { status: 200, message: DOWNGRADE_CANCELLED });
    },

    openBillingPortal: async (c, _input, reply) => {
      const { user } = await requireProviderUser(c);
      try {
        return reply(200, {
          status: 200,
          data: { url: await payments.billingPortalUrl(user.id, '/dashboard/subscriptions') },
        });
      } catch {
        return reply.error(503, 'The payment provider could not be reached. Please try again in a moment.');
      }
    },

    listPaymentMethods: async (c, _input, reply) => {
      const { user } = await requireProviderUser(c);
      return reply(200, { status: 200, data: await cards(user.id) });
    },

    addPaymentMethod: async (c, { body }, reply) => {
      const { user } = await requireProviderUser(c);
      // The number and CVV live only in this request: checked, handed to the gateway, dropped.
      const checked = checkCard({ number: body.number, expiry: body.expiry, cvc: body.cvv, name: body.name }, now());
      if (!checked.ok) {
        const [first] = Object.values(checked.errors);
        return reply.error(400, first ?? 'Please check the card details.');
      }
      let tokenized: Awaited<ReturnType<Payments['tokenizeCard']>>;
      try {
        tokenized = await payments.tokenizeCard({ ownerId: user.id, customerEmail: user.email, card: checked.card });
      } catch {
        return reply.error(503, 'The payment provider could not be reached. Please try again in a moment.');
      }
      if (!tokenized.ok) return reply.error(402, tokenized.message);
      await addPaymentMethod(db, user.id, payments.gateway.name, tokenized.card, now());
      return reply(201, { status: 201, data: await cards(user.id) });
    },

    setPrimaryPaymentMethod: async (c, { params }, reply) => {
      const { user } = await requireProviderUser(c);
      const found = await db.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(hashtext('payment_methods:' || $1))`, [user.id]);
        const [card] = await tx.query('select id from payment_methods where id = $1 and user_id = $2', [
          params.cardId,
          user.id,
        ]);
        if (!card) return false;
        // Two statements: the one-primary index is checked row by row.
        await tx.query('update payment_methods set is_primary = false where user_id = $1 and id <> $2', [
          user.id,
          params.cardId,
        ]);
        await tx.query('update payment_methods set is_primary = true where id = $1', [params.cardId]);
        return true;
      });
      if (!found) return reply.error(404, CARD_NOT_FOUND);
      return reply(200, { status: 200, data: await cards(user.id) });
    },

    removePaymentMethod: async (c, { params }, reply) => {
      const { user } = await requireProviderUser(c);
      const [card] = await db.query<{ is_primary: boolean }>(
        'select is_primary from payment_methods where id = $1 and user_id = $2',
        [params.cardId, user.id],
      );
      if (!card) return reply.error(404, CARD_NOT_FOUND);
      if (card.is_primary) return reply.error(409, PRIMARY_CARD_STAYS);
      await db.query('delete from payment_methods where id = $1 and user_id = $2 and not is_primary', [
        params.cardId,
        user.id,
      ]);
      return reply(200, { status: 200, data: await cards(user.id) });
    },
  };
}

/**
 * `GET /invoices/<number>.pdf`: one of the caller's invoices as a PDF. Outside API v1 (whose
 * answers are JSON), like the uploaded files; the app fetches it with the bearer token.
 */
export function invoicePdfRoutes({ db }: { db: Db }): Hono {
  const routes = new Hono();
  routes.get(`${INVOICE_PDF_PATH}:file`, async (c) => {
    const { user } = await requireUser(c);
    const number = /^((?:INV|CN)-\d{4}-\d{6})\.pdf$/.exec(c.req.param('file'))?.[1];
    const pdf = number && (await billingDocument(db, user, number));
    if (!pdf) return errorResponse(c, 404, 'We could not find that invoice.');
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${number}.pdf"`,
        'Cache-Control': 'no-store',
      },
    });
  });
  return routes;
}

/** One of the user's invoices or credit notes as a PDF, or undefined when they have none by that number. */
async function billingDocument(
  db: Db,
  user: { id: string; name: string; email: string },
  number: string,
): Promise<Buffer | undefined> {
  const party = async () => ({
    businessName: (await businessOf(db, user.id))?.name ?? null,
    name: user.name,
    email: user.email,
  });
  if (number.startsWith('CN-')) {
    const note = (await listCreditNotes(db, user.id)).find((entry) => entry.number === number);
    return note && creditNotePdf(note, await party());
  }
  const invoice = (await listInvoices(db, user.id)).find((entry) => entry.number === number);
  return invoice && invoicePdf(invoice, await party());
}
