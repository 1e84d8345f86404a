import { type BillingInterval, formatUsdExact, periodEnd, priceFor } from '@injury-assist/domain';
import type { Db } from '../db/db';
import type { Job } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import { paragraphsHtml } from '../mail/paragraphs-html';
import { notifyAdmins } from '../notifications/admin-notifications';
import { notifyProviderAccount } from '../notifications/provider-notifications';
import type { Payments } from '../payments/payments';
import { findPlan } from '../payments/plan-catalog';
import { recordInvoice } from '../payments/subscriptions';
import { listProvider, unlistProvider } from './provider-listing';

/** How long a provider stays listed after a renewal fails (decision: a week of daily retries). */
export const RENEWAL_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
/** A failed renewal is tried again this long after the last attempt. */
export const RENEWAL_RETRY_MS = 24 * 60 * 60 * 1000;
/** How many subscriptions one run handles; the next run takes the rest. */
const BATCH = 50;

interface DueRow {
  id: number;
  user_id: string;
  plan_id: string;
  billing_interval: BillingInterval;
  status: 'active' | 'past_due';
  current_period_end: Date;
  cancel_at_period_end: boolean;
  scheduled_plan_id: string | null;
  scheduled_interval: BillingInterval | null;
  past_due_since: Date | null;
  renewal_attempted_at: Date | null;
  unlisted_at: Date | null;
  email: string;
  name: string;
}

/**
 * Renews the subscriptions the server bills itself (the local gateway; Stripe renews its own
 * and tells the webhook) whose period has ended: a scheduled downgrade takes effect, the primary
 * card is charged through the gateway, and the next period and its invoice are recorded. A
 * failure marks the subscription past due, e-mails the provider and notifies the admins once;
 * it is retried daily, and after RENEWAL_GRACE_MS unpaid the business leaves the search until a
 * renewal succeeds. Each subscription is handled in its own transaction, locked with SKIP LOCKED
 * so two processes never charge it twice; the gateway reference (subscription and period end)
 * makes a retried charge for the same period the same charge.
 */
export function renewalJob({ payments, mailer }: { payments: Payments; mailer: Mailer }): Job {
  return {
    name: 'subscription-renewals',
    intervalMs: 60 * 60 * 1000,
    async run({ db, now, logger }) {
      for (let handled = 0; handled < BATCH; handled++) {
        const claimed = await claimDue(db, now);
        if (!claimed) return;
        const charge = claimed.attempt ? await chargeRenewal(db, payments, claimed.due, claimed.attempt) : null;
        const outcome = await db.transaction((tx) => settle(tx, claimed.due, claimed.attempt, charge, now));
        if (outcome.mail) {
          await mailer.send(outcome.mail).catch((error) => logger.error('Sending a renewal e-mail failed:', error));
        }
      }
    },
  };
}

interface Attempt {
  planId: string;
  planName: string;
  interval: BillingInterval;
  amountCents: number;
}

/**
 * Takes the next due subscription (SKIP LOCKED: another process takes another) and, when a
 * charge is due, stamps the attempt in the same statement's transaction, so no other run picks
 * it again before the retry interval. The charge itself happens outside any transaction.
 */
async function claimDue(db: Db, now: Date): Promise<{ due: DueRow; attempt: Attempt | null } | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx.query<DueRow>(
      `select s.*, u.email, u.name from subscriptions s join users u on u.id = s.user_id
        where s.gateway = 'local' and not s.addon and s.status in ('active', 'past_due')
          and s.current_period_end <= $1
          and (s.renewal_attempted_at is null or s.renewal_attempted_at <= $2
               or (s.unlisted_at is null and s.past_due_since <= $3))
        order by s.current_period_end, s.id
        limit 1 for update of s skip locked`,
      [now, new Date(now.getTime() - RENEWAL_RETRY_MS), new Date(now.getTime() - RENEWAL_GRACE_MS)],
    );
    if (!due) return undefined;
    const retryDue =
      due.renewal_attempted_at === null || due.renewal_attempted_at.getTime() <= now.getTime() - RENEWAL_RETRY_MS;
    if (due.cancel_at_period_end || !retryDue) return { due, attempt: null };
    const planId = due.scheduled_plan_id ?? due.plan_id;
    const interval = due.scheduled_interval ?? due.billing_interval;
    const plan = await findPlan(tx, planId);
    if (!plan) throw new Error(`Subscription ${due.id} names the unknown plan ${planId}.`);
    await tx.query('update subscriptions set renewal_attempted_at = $2 where id = $1', [due.id, now]);
    return { due, attempt: { planId, planName: plan.name, interval, amountCents: priceFor(plan, interval) } };
  });
}

type Charge = { ok: true; chargeId: string } | { ok: false; message: string };

/** The primary card charged for the period; the reference makes a repeated attempt the same charge. */
async function chargeRenewal(db: Db, payments: Payments, due: DueRow, attempt: Attempt): Promise<Charge> {
  const [card] = await db.query<{ token: string }>(
    `select token from payment_methods where user_id = $1 and gateway = 'local' and is_primary`,
    [due.user_id],
  );
  if (!card) return { ok: false, message: 'No card is saved for renewals.' };
  return payments.chargeSavedCard({
    ownerId: due.user_id,
    token: card.token,
    amountCents: attempt.amountCents,
    description: describe(attempt),
    reference: `renewal:${due.id}:${due.current_period_end.toISOString()}`,
  });
}

const describe = (attempt: Attempt) => `${attempt.planName} plan, billed ${attempt.interval}`;

type RenewalOutcome = { mail: { to: string; subject: string; text: string; html: string } | null };

async function settle(
  tx: Db,
  due: DueRow,
  attempt: Attempt | null,
  charge: Charge | null,
  now: Date,
): Promise<RenewalOutcome> {
  if (due.cancel_at_period_end) {
    await tx.query(`update subscriptions set status = 'cancelled', updated_at = $2 where id = $1`, [due.id, now]);
    await unlistProvider(tx, due.user_id);
    return { mail: null };
  }
  if (!attempt || !charge) return unlistAfterGrace(tx, due, now);

  if (!charge.ok) {
    await tx.query(
      `update subscriptions set status = 'past_due', past_due_since = coalesce(past_due_since, $2), updated_at = $2
        where id = $1`,
      [due.id, now],
    );
    if (due.past_due_since !== null) return unlistAfterGrace(tx, due, now);
    await notifyAdmins(tx, {
      title: 'Subscription payment failed',
      message: `Renewing ${due.name}'s ${attempt.planName} plan (${formatUsdExact(attempt.amountCents)}) failed: ${charge.message}`,
      type: 'warning',
      about: { kind: 'paymentFailed', target: due.user_id },
    });
    const graceEnds = new Date(now.getTime() + RENEWAL_GRACE_MS);
    await notifyProviderAccount(
      tx,
      due.user_id,
      {
        kind: 'paymentFailed',
        title: 'Payment failed',
        message: `Renewing your ${attempt.planName} plan failed: ${charge.message} Update your payment method before ${graceEnds.toUTCString()}.`,
      },
      now,
    );
    return {
      mail: textMail(due.email, 'Your Injury Assist payment failed', [
        `Hello ${due.name},`,
        `We could not renew your ${attempt.planName} plan (${formatUsdExact(attempt.amountCents)}): ${charge.message}`,
        `We will try again every day. Please update your payment method on the Subscriptions page before ${graceEnds.toUTCString()}, or your business will stop appearing in the customer search until the payment goes through.`,
      ]),
    };
  }

  // Paid: the next period follows the last one, or starts now when the provider was unpaid so long
  // that it would already be over.
  let start = due.current_period_end;
  let end = periodEnd(start, attempt.interval);
  if (end <= now) {
    start = now;
    end = periodEnd(now, attempt.interval);
  }
  await tx.query(
    `update subscriptions
        set plan_id = $2, billing_interval = $3, status = 'active', current_period_start = $4, current_period_end = $5,
            scheduled_plan_id = null, scheduled_interval = null, past_due_since = null, renewal_attempted_at = null,
            unlisted_at = null, updated_at = $6
      where id = $1`,
    [due.id, attempt.planId, attempt.interval, start, end, now],
  );
  await recordInvoice(tx, {
    ownerId: due.user_id,
    subscriptionId: due.id,
    checkoutSessionId: null,
    issuedAt: now,
    lines: [{ description: describe(attempt), amountCents: attempt.amountCents }],
    totalCents: attempt.amountCents,
    currency: 'usd',
    status: 'paid',
    periodStart: start,
    periodEnd: end,
    gateway: 'local',
    gatewayInvoiceId: charge.chargeId,
  });
  await listProvider(tx, due.user_id, now);
  return { mail: null };
}

async function unlistAfterGrace(tx: Db, due: DueRow, now: Date): Promise<RenewalOutcome> {
  if (due.unlisted_at !== null || due.past_due_since === null) return { mail: null };
  if (due.past_due_since.getTime() > now.getTime() - RENEWAL_GRACE_MS) return { mail: null };
  await tx.query('update subscriptions set unlisted_at = $2, updated_at = $2 where id = $1', [due.id, now]);
  await unlistProvider(tx, due.user_id);
  await notifyAdmins(tx, {
    title: 'Provider unlisted for non-payment',
    message: `${due.name}'s subscription has been unpaid since ${due.past_due_since.toUTCString()}; the business is out of the search until paid.`,
    type: 'warning',
    about: { kind: 'providerUnlisted', target: due.user_id },
  });
  return {
    mail: textMail(due.email, 'Your business is no longer listed', [
      `Hello ${due.name},`,
      'Your subscription is still unpaid, so your business no longer appears in the customer search.',
      'Update your payment method on the Subscriptions page; we try the renewal again every day, and your listing returns as soon as it is paid.',
    ]),
  };
}

function textMail(to: string, subject: string, paragraphs: string[]) {
  const text = paragraphs.join('\n\n');
  return { to, subject, text, html: paragraphsHtml(text) };
}
