import { periodEnd } from '@injury-assist/domain';
import type { Db } from '../db/db';
import type { PaymentEvent } from '../payments/gateway';
import type { Payments, WebhookOutcome } from '../payments/payments';
import { findPlan } from '../payments/plan-catalog';
import {
  activateSubscription,
  bundleWith,
  cancelSubscription,
  lockGatewaySubscription,
  markGatewayInvoicePaid,
  markPastDue,
  recordInvoice,
  renewSubscription,
  syncGatewaySubscription,
} from '../payments/subscriptions';
import { listProvider, unlistProvider } from './provider-listing';

/**
 * What a plan subscription delivers: on a paid `subscription` checkout, the subscription is
 * created or extended, the invoice recorded and the provider listed, all in the transaction
 * that records the event. Renewals a gateway bills itself (Stripe) arrive as billing events.
 */
export function registerSubscriptionBilling(payments: Payments, { now }: { now: () => Date }): void {
  payments.onFulfilled('subscription', async (tx, session, event) => {
    if (!session.planId || !session.interval) throw new Error(`Checkout ${session.id} names no plan.`);
    const plan = await findPlan(tx, session.planId);
    if (!plan) throw new Error(`Checkout ${session.id} names the unknown plan ${session.planId}.`);
    const completed = event.data.kind === 'checkout.completed' ? event.data : null;
    const { subscription, paidPeriod } = await activateSubscription(tx, {
      ownerId: session.ownerId,
      plan,
      interval: session.interval,
      gateway: session.gateway,
      gatewaySubscriptionId: completed?.gatewaySubscriptionId ?? null,
      now: now(),
    });
    for (const addonPlanId of session.addonPlanIds) {
      const addon = await findPlan(tx, addonPlanId);
      if (!addon) throw new Error(`Checkout ${session.id} names the unknown add-on ${addonPlanId}.`);
      const bundled = await activateSubscription(tx, {
        ownerId: session.ownerId,
        plan: addon,
        interval: session.interval,
        gateway: session.gateway,
        // The base plan's subscription carries the gateway's id; the add-on follows it.
        gatewaySubscriptionId: null,
        now: now(),
      });
      await bundleWith(tx, bundled.subscription.id, subscription.id);
    }
    await recordInvoice(tx, {
      ownerId: session.ownerId,
      subscriptionId: subscription.id,
      checkoutSessionId: session.id,
      issuedAt: now(),
      lines: session.lineItems,
      totalCents: session.amountTotalCents,
      currency: session.currency,
      status: 'paid',
      periodStart: paidPeriod.start,
      periodEnd: paidPeriod.end,
      gateway: session.gateway,
      gatewayInvoiceId: completed?.gatewayInvoiceId ?? null,
    });
    await listProvider(tx, session.ownerId, now());
  });

  payments.onBillingEvent((tx, event) => handleBillingEvent(tx, event, now()));
}

async function handleBillingEvent(tx: Db, event: PaymentEvent, now: Date): Promise<WebhookOutcome> {
  const { data } = event;
  if (
    data.kind !== 'invoice.paid' &&
    data.kind !== 'invoice.payment_failed' &&
    data.kind !== 'subscription.updated' &&
    data.kind !== 'subscription.deleted'
  ) {
    return 'ignored';
  }
  // Unknown: not ours, or the first invoice arriving before checkout.session.completed, which
  // records that invoice itself.
  const subscription = await lockGatewaySubscription(tx, data.gatewaySubscriptionId);
  if (!subscription) return 'ignored';

  switch (data.kind) {
    case 'invoice.paid': {
      if (await markGatewayInvoicePaid(tx, data.gatewayInvoiceId)) return 'processed';
      const start = data.periodStart ?? subscription.currentPeriodEnd;
      const period = { start, end: data.periodEnd ?? periodEnd(start, subscription.interval) };
      await renewSubscription(tx, subscription.id, period, now);
      await recordInvoice(tx, {
        ownerId: subscription.ownerId,
        subscriptionId: subscription.id,
        checkoutSessionId: null,
        issuedAt: now,
        lines: data.lines,
        totalCents: data.totalCents,
        currency: 'usd',
        status: 'paid',
        periodStart: period.start,
        periodEnd: period.end,
        gateway: event.gateway,
        gatewayInvoiceId: data.gatewayInvoiceId,
      });
      await listProvider(tx, subscription.ownerId, now);
      return 'processed';
    }
    case 'invoice.payment_failed':
      await markPastDue(tx, subscription.id, now);
      return 'processed';
    case 'subscription.updated':
      await syncGatewaySubscription(tx, subscription.id, data, now);
      if (data.status === 'cancelled') await unlistProvider(tx, subscription.ownerId);
      return 'processed';
    case 'subscription.deleted':
      await cancelSubscription(tx, subscription.id, now);
      await unlistProvider(tx, subscription.ownerId);
      return 'processed';
  }
}
