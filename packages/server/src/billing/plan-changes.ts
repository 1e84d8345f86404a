import {
  type BillingInterval,
  formatUsdExact,
  periodEnd,
  planButton,
  priceFor,
  prorateUpgrade,
} from '@injury-assist/domain';
import type { Db } from '../db/db';
import type { CheckoutSession } from '../payments/checkout-sessions';
import type { Payments } from '../payments/payments';
import { findPlan, type Plan } from '../payments/plan-catalog';
import { liveSubscriptions, recordInvoice, type Subscription } from '../payments/subscriptions';

export const NO_SUBSCRIPTION = 'You have no subscription to change yet. Choose a plan first.';
export const ALREADY_YOUR_PLAN = 'This is already your plan.';
export const NOTHING_SCHEDULED = 'No plan change is scheduled.';

/** A refusal fit for the person asking (answered 400 or 409 by the route). */
export class PlanChangeRefused extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

export type PlanChangeOutcome =
  | { outcome: 'checkout'; amountCents: number; url: string; effectiveAt: Date }
  | { outcome: 'scheduled'; amountCents: 0; effectiveAt: Date }
  | { outcome: 'applied'; amountCents: 0; effectiveAt: Date };

/** The owner's live base plan (not an add-on), if any. */
export async function baseSubscription(db: Db, ownerId: string): Promise<Subscription | undefined> {
  return (await liveSubscriptions(db, ownerId)).find((subscription) => !subscription.addon);
}

/**
 * The Available Plans button pressed (spec 4, planButton). An upgrade (later in the catalog, or to
 * yearly) opens a checkout for the prorated difference and applies when the payment is verified; a
 * downgrade, and an upgrade the unused rest of the period pays more than in full, waits for the
 * next billing date (renewals.ts applies it), cancellable until then: nothing paid is lost.
 */
export async function requestPlanChange(input: {
  db: Db;
  payments: Payments;
  owner: { id: string; email: string };
  planId: string;
  interval: BillingInterval;
  now: Date;
}): Promise<PlanChangeOutcome> {
  const { db, payments, owner, interval, now } = input;
  const current = await baseSubscription(db, owner.id);
  if (!current) throw new PlanChangeRefused(409, NO_SUBSCRIPTION);
  const target = await findPlan(db, input.planId);
  if (!target || target.isAddon) throw new PlanChangeRefused(400, `There is no plan "${input.planId}" to change to.`);
  const held = await findPlan(db, current.planId);
  if (!held) throw new Error(`Subscription ${current.id} names the unknown plan ${current.planId}.`);

  const button = planButton({
    current: { planId: held.id, sortOrder: held.sortOrder, interval: current.interval, prices: held },
    target: { planId: target.id, sortOrder: target.sortOrder, prices: target },
    selectedInterval: interval,
  });
  const schedule = async (): Promise<PlanChangeOutcome> => {
    await db.query(
      `update subscriptions set scheduled_plan_id = $2, scheduled_interval = $3, updated_at = $4 where id = $1`,
      [current.id, target.id, interval, now],
    );
    return { outcome: 'scheduled', amountCents: 0, effectiveAt: current.currentPeriodEnd };
  };
  switch (button) {
    case 'current':
      throw new PlanChangeRefused(409, ALREADY_YOUR_PLAN);
    case 'downgrade':
      return schedule();
    case 'upgrade': {
      const proration = prorateUpgrade({
        currentPriceCents: priceFor(held, current.interval),
        currentInterval: current.interval,
        periodStart: current.currentPeriodStart,
        periodEnd: current.currentPeriodEnd,
        newPriceCents: priceFor(target, interval),
        newInterval: interval,
        now,
      });
      // What is left of the period paid for is worth more than the new plan costs now (a cheaper
      // plan later in the catalog): applied at once it would be lost, so it starts when the period ends.
      if (proration.creditCents > proration.chargeCents) return schedule();
      if (proration.amountCents === 0) {
        await db.transaction((tx) => applyPlanChange(tx, { ownerId: owner.id, plan: target, interval, now }));
        return { outcome: 'applied', amountCents: 0, effectiveAt: now };
      }
      const what = proration.restartsPeriod
        ? `${target.name} plan, billed ${interval}, from today`
        : `${target.name} plan for the ${proration.remainingDays} days left of this period`;
      const { url } = await payments.createCheckout({
        purpose: 'plan_change',
        ownerId: owner.id,
        customerEmail: owner.email,
        referenceId: `subscription:${current.id}`,
        plan: { planId: target.id, interval },
        lineItems: [
          {
            description: `${what} (${formatUsdExact(proration.chargeCents)}, less ${formatUsdExact(proration.creditCents)} unused on ${held.name})`,
            amountCents: proration.amountCents,
          },
        ],
        successPath: '/dashboard/subscriptions',
        cancelPath: '/dashboard/subscriptions',
      });
      return { outcome: 'checkout', amountCents: proration.amountCents, url, effectiveAt: now };
    }
  }
}

/** Cancels a scheduled downgrade; false when none was scheduled. */
export async function cancelScheduledChange(db: Db, ownerId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update subscriptions set scheduled_plan_id = null, scheduled_interval = null, updated_at = $2
      where user_id = $1 and not addon and status <> 'cancelled' and scheduled_plan_id is not null returning id`,
    [ownerId, now],
  );
  return rows.length > 0;
}

/**
 * An upgrade takes effect: the same interval keeps the billing date, a new interval starts a
 * period of its own now (prorateUpgrade charged for exactly that). A scheduled downgrade is
 * dropped: the provider chose again.
 */
async function applyPlanChange(
  tx: Db,
  { ownerId, plan, interval, now }: { ownerId: string; plan: Plan; interval: BillingInterval; now: Date },
): Promise<{ id: number; start: Date; end: Date }> {
  const [row] = await tx.query<{ id: number; current_period_start: Date; current_period_end: Date }>(
    `update subscriptions
        set plan_id = $2,
            current_period_start = case when billing_interval = $3 then current_period_start else $4 end,
            current_period_end = case when billing_interval = $3 then current_period_end else $5 end,
            billing_interval = $3, scheduled_plan_id = null, scheduled_interval = null, updated_at = $4
      where user_id = $1 and not addon and status <> 'cancelled'
      returning id, current_period_start, current_period_end`,
    [ownerId, plan.id, interval, now, periodEnd(now, interval)],
  );
  if (!row) throw new Error(`${ownerId} has no live subscription to change.`);
  return { id: row.id, start: row.current_period_start, end: row.current_period_end };
}

/** What a paid plan_change checkout delivers: the new plan now, and its invoice. */
export async function fulfilPlanChange(tx: Db, session: CheckoutSession, now: Date): Promise<void> {
  if (!session.planId || !session.interval) throw new Error(`Checkout ${session.id} names no plan.`);
  const plan = await findPlan(tx, session.planId);
  if (!plan) throw new Error(`Checkout ${session.id} names the unknown plan ${session.planId}.`);
  const period = await applyPlanChange(tx, { ownerId: session.ownerId, plan, interval: session.interval, now });
  await recordInvoice(tx, {
    ownerId: session.ownerId,
    subscriptionId: period.id,
    checkoutSessionId: session.id,
    issuedAt: now,
    lines: session.lineItems,
    totalCents: session.amountTotalCents,
    currency: session.currency,
    status: 'paid',
    periodStart: now,
    periodEnd: period.end,
    gateway: session.gateway,
    gatewayInvoiceId: null,
  });
}
