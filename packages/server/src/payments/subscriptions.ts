import { type BillingInterval, periodEnd } from '@injury-assist/domain';
import type { Db } from '../db/db';
import type { GatewayName, LineItem } from './gateway';
import type { Plan } from './plan-catalog';

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A user's paid plan (table subscriptions). */
export interface Subscription {
  id: number;
  ownerId: string;
  planId: string;
  addon: boolean;
  interval: BillingInterval;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  scheduledPlanId: string | null;
  scheduledInterval: BillingInterval | null;
  pastDueSince: Date | null;
  gateway: GatewayName;
  gatewaySubscriptionId: string | null;
  /** The base plan's subscription this add-on is billed with, or null. */
  bundledWith: number | null;
}

interface SubscriptionRow {
  id: number;
  user_id: string;
  plan_id: string;
  addon: boolean;
  billing_interval: BillingInterval;
  status: SubscriptionStatus;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  scheduled_plan_id: string | null;
  scheduled_interval: BillingInterval | null;
  past_due_since: Date | null;
  gateway: GatewayName;
  gateway_subscription_id: string | null;
  bundled_with: number | null;
}

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  ownerId: row.user_id,
  planId: row.plan_id,
  addon: row.addon,
  interval: row.billing_interval,
  status: row.status,
  currentPeriodStart: row.current_period_start,
  currentPeriodEnd: row.current_period_end,
  cancelAtPeriodEnd: row.cancel_at_period_end,
  scheduledPlanId: row.scheduled_plan_id,
  scheduledInterval: row.scheduled_interval,
  pastDueSince: row.past_due_since,
  gateway: row.gateway,
  gatewaySubscriptionId: row.gateway_subscription_id,
  bundledWith: row.bundled_with,
});

/** The owner's live (not cancelled) subscriptions: the base plan first, then add-ons. */
export async function liveSubscriptions(db: Db, ownerId: string): Promise<Subscription[]> {
  const rows = await db.query<SubscriptionRow>(
    `select * from subscriptions where user_id = $1 and status <> 'cancelled' order by addon, id`,
    [ownerId],
  );
  return rows.map(toSubscription);
}

/**
 * A paid subscription checkout: creates the owner's subscription to the plan, or extends the
 * live one. Paying again for the plan and interval held adds a period after the current one
 * (from now when it has lapsed); paying for another plan or interval replaces it from now.
 * A base plan replaces the live base plan; an add-on stands beside it.
 */
export async function activateSubscription(
  tx: Db,
  input: {
    ownerId: string;
    plan: Plan;
    interval: BillingInterval;
    gateway: GatewayName;
    gatewaySubscriptionId: string | null;
    now: Date;
  },
): Promise<{ subscription: Subscription; paidPeriod: { start: Date; end: Date } }> {
  const { ownerId, plan, interval, now } = input;
  const [live] = await tx.query<SubscriptionRow>(
    `select * from subscriptions
      where user_id = $1 and status <> 'cancelled' and addon = $2 and ($2 = false or plan_id = $3)
      for update`,
    [ownerId, plan.isAddon, plan.id],
  );
  const renewsSamePlan =
    live && live.plan_id === plan.id && live.billing_interval === interval && live.current_period_end > now;
  const start = renewsSamePlan ? live.current_period_start : now;
  const paidFrom = renewsSamePlan ? live.current_period_end : now;
  const end = periodEnd(paidFrom, interval);
  const paidPeriod = { start: paidFrom, end };

  if (live) {
    const [row] = await tx.query<SubscriptionRow>(
      `update subscriptions
          set plan_id = $2, billing_interval = $3, status = 'active', current_period_start = $4,
              current_period_end = $5, cancel_at_period_end = false, scheduled_plan_id = null,
              scheduled_interval = null, past_due_since = null, gateway = $6,
              gateway_subscription_id = coalesce($7, gateway_subscription_id), updated_at = $8
        where id = $1 returning *`,
      [live.id, plan.id, interval, start, end, input.gateway, input.gatewaySubscriptionId, now],
    );
    if (!row) throw new Error(`Subscription ${live.id} vanished while locked.`);
    return { subscription: toSubscription(row), paidPeriod };
  }
  const [row] = await tx.query<SubscriptionRow>(
    `insert into subscriptions (user_id, plan_id, addon, billing_interval, status, current_period_start,
       current_period_end, gateway, gateway_subscription_id, created_at, updated_at)
     values ($1, $2, $3, $4, 'active', $5, $6, $7, $8, $9, $9) returning *`,
    [ownerId, plan.id, plan.isAddon, interval, start, end, input.gateway, input.gatewaySubscriptionId, now],
  );
  if (!row) throw new Error('Inserting a subscription returned no row.');
  return { subscription: toSubscription(row), paidPeriod };
}

/** The subscription a gateway bills by itself (Stripe), locked for the event that changes it. */
export async function lockGatewaySubscription(
  tx: Db,
  gatewaySubscriptionId: string,
): Promise<Subscription | undefined> {
  const [row] = await tx.query<SubscriptionRow>(
    'select * from subscriptions where gateway_subscription_id = $1 for update',
    [gatewaySubscriptionId],
  );
  return row && toSubscription(row);
}

/**
 * An add-on bought with a base plan is billed with it (README "Add-ons"): the renewals, failures,
 * changes and end below apply to the base plan's subscription and to those bundled with it.
 */
export async function bundleWith(tx: Db, addonId: number, baseId: number): Promise<void> {
  await tx.query('update subscriptions set bundled_with = $2 where id = $1', [addonId, baseId]);
}

/** A renewal the gateway collected: the next period, active again. */
export async function renewSubscription(
  tx: Db,
  id: number,
  period: { start: Date; end: Date },
  now: Date,
): Promise<void> {
  await tx.query(
    `update subscriptions
        set status = 'active', current_period_start = $2, current_period_end = $3, past_due_since = null, updated_at = $4
      where (id = $1 or bundled_with = $1) and status <> 'cancelled'`,
    [id, period.start, period.end, now],
  );
}

/** A renewal that failed: past due from the first failure on, until paid. */
export async function markPastDue(tx: Db, id: number, now: Date): Promise<void> {
  await tx.query(
    `update subscriptions
        set status = 'past_due', past_due_since = coalesce(past_due_since, $2), updated_at = $2
      where (id = $1 or bundled_with = $1) and status <> 'cancelled'`,
    [id, now],
  );
}

/** The gateway's view of a subscription it bills, copied onto ours. */
export async function syncGatewaySubscription(
  tx: Db,
  id: number,
  update: {
    status: SubscriptionStatus | null;
    periodStart: Date | null;
    periodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
  },
  now: Date,
): Promise<void> {
  await tx.query(
    `update subscriptions
        set status = coalesce($2, status),
            past_due_since = case when coalesce($2, status) = 'past_due' then coalesce(past_due_since, $6) end,
            current_period_start = coalesce($3, current_period_start),
            current_period_end = coalesce($4, current_period_end),
            cancel_at_period_end = $5, updated_at = $6
      where (id = $1 or bundled_with = $1) and status <> 'cancelled'`,
    [id, update.status, update.periodStart, update.periodEnd, update.cancelAtPeriodEnd, now],
  );
}

export async function cancelSubscription(tx: Db, id: number, now: Date): Promise<void> {
  await tx.query(
    `update subscriptions set status = 'cancelled', cancel_at_period_end = false, updated_at = $2
      where (id = $1 or bundled_with = $1) and status <> 'cancelled'`,
    [id, now],
  );
}

export interface Invoice {
  id: number;
  number: string;
  ownerId: string;
  subscriptionId: number | null;
  checkoutSessionId: string | null;
  issuedAt: Date;
  lines: LineItem[];
  totalCents: number;
  currency: string;
  status: 'paid' | 'open' | 'void';
  periodStart: Date | null;
  periodEnd: Date | null;
  gateway: GatewayName;
  gatewayInvoiceId: string | null;
}

interface InvoiceRow {
  id: number;
  number: string;
  user_id: string;
  subscription_id: number | null;
  checkout_session_id: string | null;
  issued_at: Date;
  lines: LineItem[];
  total_cents: number;
  currency: string;
  status: Invoice['status'];
  period_start: Date | null;
  period_end: Date | null;
  gateway: GatewayName;
  gateway_invoice_id: string | null;
}

const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: row.number,
  ownerId: row.user_id,
  subscriptionId: row.subscription_id,
  checkoutSessionId: row.checkout_session_id,
  issuedAt: row.issued_at,
  lines: row.lines,
  totalCents: row.total_cents,
  currency: row.currency,
  status: row.status,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  gateway: row.gateway,
  gatewayInvoiceId: row.gateway_invoice_id,
});

export type NewInvoice = Omit<Invoice, 'id' | 'number'>;

/**
 * Records an invoice under the next number of its year (INV-2026-000001). The counter row is
 * taken in the caller's transaction, so numbers have no gaps and concurrent invoices wait in line.
 */
export async function recordInvoice(tx: Db, invoice: NewInvoice): Promise<Invoice> {
  const year = invoice.issuedAt.getUTCFullYear();
  const [counter] = await tx.query<{ last_number: number }>(
    `insert into invoice_counters (year, last_number) values ($1, 1)
     on conflict (year) do update set last_number = invoice_counters.last_number + 1
     returning last_number`,
    [year],
  );
  if (!counter) throw new Error('The invoice counter returned no row.');
  const number = `INV-${year}-${String(counter.last_number).padStart(6, '0')}`;
  const [row] = await tx.query<InvoiceRow>(
    `insert into invoices (number, user_id, subscription_id, checkout_session_id, issued_at, lines, total_cents,
       currency, status, period_start, period_end, gateway, gateway_invoice_id)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13) returning *`,
    [
      number,
      invoice.ownerId,
      invoice.subscriptionId,
      invoice.checkoutSessionId,
      invoice.issuedAt,
      JSON.stringify(invoice.lines),
      invoice.totalCents,
      invoice.currency,
      invoice.status,
      invoice.periodStart,
      invoice.periodEnd,
      invoice.gateway,
      invoice.gatewayInvoiceId,
    ],
  );
  if (!row) throw new Error('Inserting an invoice returned no row.');
  return toInvoice(row);
}

/** Marks an invoice the gateway already told us about as paid; false when there is none. */
export async function markGatewayInvoicePaid(tx: Db, gatewayInvoiceId: string): Promise<boolean> {
  const rows = await tx.query(`update invoices set status = 'paid' where gateway_invoice_id = $1 returning id`, [
    gatewayInvoiceId,
  ]);
  return rows.length > 0;
}

/** The owner's invoices, newest first (Billing History). */
export async function listInvoices(db: Db, ownerId: string): Promise<Invoice[]> {
  const rows = await db.query<InvoiceRow>(
    'select * from invoices where user_id = $1 order by issued_at desc, id desc',
    [ownerId],
  );
  return rows.map(toInvoice);
}
