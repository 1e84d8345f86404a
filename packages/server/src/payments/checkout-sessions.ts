import type { BillingInterval, CheckoutStatus } from '@injury-assist/domain';
import type { Db } from '../db/db';
import type { CheckoutPurpose, GatewayName, LineItem } from './gateway';

/** A recorded checkout (table checkout_sessions). */
export interface CheckoutSession {
  id: string;
  ownerId: string;
  purpose: CheckoutPurpose;
  referenceId: string;
  planId: string | null;
  /** Add-ons charged with the plan at the same interval (subscription checkouts). */
  addonPlanIds: string[];
  interval: BillingInterval | null;
  lineItems: LineItem[];
  amountTotalCents: number;
  currency: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  status: CheckoutStatus;
  failureMessage: string | null;
  gateway: GatewayName;
  gatewaySessionId: string | null;
  gatewayCustomerId: string | null;
  gatewaySubscriptionId: string | null;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
}

interface CheckoutSessionRow {
  id: string;
  user_id: string;
  purpose: CheckoutPurpose;
  reference_id: string;
  plan_id: string | null;
  addon_plan_ids: string[];
  billing_interval: BillingInterval | null;
  line_items: LineItem[];
  amount_total_cents: number;
  currency: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  status: CheckoutStatus;
  failure_message: string | null;
  gateway: GatewayName;
  gateway_session_id: string | null;
  gateway_customer_id: string | null;
  gateway_subscription_id: string | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
}

const toSession = (row: CheckoutSessionRow): CheckoutSession => ({
  id: row.id,
  ownerId: row.user_id,
  purpose: row.purpose,
  referenceId: row.reference_id,
  planId: row.plan_id,
  addonPlanIds: row.addon_plan_ids,
  interval: row.billing_interval,
  lineItems: row.line_items,
  amountTotalCents: row.amount_total_cents,
  currency: row.currency,
  customerEmail: row.customer_email,
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
  status: row.status,
  failureMessage: row.failure_message,
  gateway: row.gateway,
  gatewaySessionId: row.gateway_session_id,
  gatewayCustomerId: row.gateway_customer_id,
  gatewaySubscriptionId: row.gateway_subscription_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  completedAt: row.completed_at,
});

export type NewSessionRow = Omit<
  CheckoutSession,
  'status' | 'failureMessage' | 'gatewaySessionId' | 'gatewayCustomerId' | 'gatewaySubscriptionId' | 'completedAt'
>;

export async function insertSession(db: Db, session: NewSessionRow): Promise<void> {
  await db.query(
    `insert into checkout_sessions (id, user_id, purpose, reference_id, plan_id, billing_interval, line_items,
       amount_total_cents, currency, customer_email, success_url, cancel_url, gateway, created_at, expires_at,
       addon_plan_ids)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      session.id,
      session.ownerId,
      session.purpose,
      session.referenceId,
      session.planId,
      session.interval,
      JSON.stringify(session.lineItems),
      session.amountTotalCents,
      session.currency,
      session.customerEmail,
      session.successUrl,
      session.cancelUrl,
      session.gateway,
      session.createdAt,
      session.expiresAt,
      session.addonPlanIds,
    ],
  );
}

export async function setGatewaySessionId(db: Db, id: string, gatewaySessionId: string): Promise<void> {
  await db.query('update checkout_sessions set gateway_session_id = $2 where id = $1', [id, gatewaySessionId]);
}

export async function findSession(db: Db, id: string): Promise<CheckoutSession | undefined> {
  const [row] = await db.query<CheckoutSessionRow>('select * from checkout_sessions where id = $1', [id]);
  return row && toSession(row);
}

/** The session, locked until the transaction ends: events for one session are handled one at a time. */
export async function lockSession(tx: Db, id: string): Promise<CheckoutSession | undefined> {
  const [row] = await tx.query<CheckoutSessionRow>('select * from checkout_sessions where id = $1 for update', [id]);
  return row && toSession(row);
}

export async function markPaid(
  tx: Db,
  id: string,
  at: Date,
  gateway: { customerId: string | null; subscriptionId: string | null },
): Promise<CheckoutSession> {
  const [row] = await tx.query<CheckoutSessionRow>(
    `update checkout_sessions
        set status = 'paid', failure_message = null, completed_at = $2,
            gateway_customer_id = coalesce($3, gateway_customer_id),
            gateway_subscription_id = coalesce($4, gateway_subscription_id)
      where id = $1 returning *`,
    [id, at, gateway.customerId, gateway.subscriptionId],
  );
  if (!row) throw new Error(`Checkout session ${id} vanished while locked.`);
  return toSession(row);
}

/** A declined attempt: the session stays payable with another card, as on a hosted page. */
export async function markFailed(tx: Db, id: string, message: string): Promise<void> {
  await tx.query(
    `update checkout_sessions set status = 'failed', failure_message = $2 where id = $1 and status in ('pending', 'failed')`,
    [id, message],
  );
}

/** Cancelled by the customer or expired; a paid session stays paid. */
export async function markCancelled(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `update checkout_sessions set status = 'cancelled', completed_at = $2
      where id = $1 and status in ('pending', 'failed') returning id`,
    [id, at],
  );
  return rows.length > 0;
}
