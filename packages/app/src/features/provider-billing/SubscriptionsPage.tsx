import type { components } from '@injury-assist/contract';
import {
  type BillingInterval,
  cardBrandLabels,
  formatUsd,
  planButton,
  priceFor,
  yearlyPricePerMonthCents,
  yearlySaving,
} from '@injury-assist/domain';
import type { SubscriptionsContext } from '@injury-assist/flows/billing';
import {
  type CurrentSubscriptionView,
  type DowngradeConfirmationView,
  type PlanView,
  ProviderSubscriptions,
  type ProviderSubscriptionsProps,
} from '@injury-assist/ui';
import { useEffect } from 'react';
import { api } from '../../lib/api/client';
import { FlowProvider } from '../../lib/flows/create-flow';
import { loadStatus } from '../../lib/load-status';
import { formatLongDate } from '../../lib/long-dates';
import { type OpenCheckout, openInThisTab } from '../../lib/navigation/open-checkout';
import { useBilling, useBillingRefresh } from './billing-reads';
import { toCardView } from './card-views';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { SubscriptionsFlow } from './subscriptions-flow';

type Billing = components['schemas']['ProviderBillingResponse']['data'];
type Subscription = NonNullable<Billing['subscription']>;

const per = (interval: BillingInterval) => (interval === 'monthly' ? 'month' : 'year');

/** issue 27: a downgrade says what the provider keeps, until when, and what follows. */
const downgradeSentence = (current: string, until: string, next: string) =>
  `You keep ${current} until ${until}; then ${next}.`;

function currentView(subscription: Subscription): CurrentSubscriptionView {
  const scheduled = subscription.scheduledChange;
  let notice: CurrentSubscriptionView['notice'] = null;
  if (subscription.status === 'past_due') {
    notice = {
      tone: 'critical',
      text: subscription.unlisted
        ? 'The renewal is unpaid and your business is out of the customer search. Add or update your card; we try again every day.'
        : 'The renewal payment failed. Update your payment method; we try again every day, and after 7 days unpaid your business leaves the customer search.',
    };
  } else if (scheduled) {
    notice = {
      tone: 'info',
      text: downgradeSentence(subscription.planName, formatLongDate(scheduled.effectiveAt), scheduled.planName),
    };
  } else if (subscription.cancelAtPeriodEnd) {
    notice = { tone: 'caution', text: `Ends on ${formatLongDate(subscription.nextBillingDate)}.` };
  }
  return {
    planName: subscription.planName,
    priceLabel: `${formatUsd(subscription.priceCents)} / ${per(subscription.interval)}`,
    nextBillingDate: formatLongDate(subscription.nextBillingDate),
    statusLabel:
      subscription.status === 'active'
        ? subscription.cancelAtPeriodEnd
          ? 'Cancels at period end'
          : 'Active'
        : subscription.status === 'past_due'
          ? 'Past due'
          : 'Cancelled',
    statusTone: subscription.status === 'active' ? 'positive' : 'critical',
    notice,
    canCancelScheduled: subscription.status !== 'past_due' && scheduled !== null,
  };
}

function planViews(billing: Billing, interval: BillingInterval): PlanView[] {
  const catalog = billing.plans.filter((plan) => !plan.isAddon);
  const current = billing.subscription;
  const held = current && catalog.find((plan) => plan.id === current.planId);
  return catalog.map((plan) => {
    const saving = yearlySaving(plan);
    return {
      id: plan.id,
      name: plan.name,
      priceLabel:
        interval === 'monthly'
          ? `${formatUsd(plan.monthlyPriceCents)} / month`
          : `${formatUsd(yearlyPricePerMonthCents(plan.yearlyPriceCents))} / month`,
      priceNote:
        interval === 'yearly'
          ? `Billed ${formatUsd(priceFor(plan, 'yearly'))} yearly, save ${saving.percent}% (${formatUsd(saving.centsPerYear)} a year)`
          : null,
      description: plan.description,
      features: plan.features,
      popular: plan.popular,
      button:
        current && held
          ? planButton({
              current: { planId: held.id, sortOrder: held.sortOrder, interval: current.interval, prices: held },
              target: { planId: plan.id, sortOrder: plan.sortOrder, prices: plan },
              selectedInterval: interval,
            })
          : 'upgrade',
    };
  });
}

const planName = (billing: Billing, planId: string) => billing.plans.find((plan) => plan.id === planId)?.name ?? planId;

function downgradeView(billing: Billing, context: SubscriptionsContext): DowngradeConfirmationView | null {
  const { confirming } = context;
  if (!confirming || !billing.subscription) return null;
  const target = planName(billing, confirming.planId);
  return {
    planName: target,
    text: downgradeSentence(
      billing.subscription.planName,
      formatLongDate(billing.subscription.nextBillingDate),
      target,
    ),
  };
}

function resultMessage(billing: Billing, context: SubscriptionsContext): ProviderSubscriptionsProps['message'] {
  const { result } = context;
  switch (result?.kind) {
    case undefined:
      return null;
    case 'scheduled':
      return {
        tone: 'positive',
        text: `Downgrade scheduled. ${downgradeSentence(
          billing.subscription?.planName ?? 'your plan',
          formatLongDate(result.effectiveAt),
          planName(billing, result.planId),
        )}`,
      };
    case 'changed':
      return { tone: 'positive', text: 'Your plan is changed.' };
    case 'kept':
      return { tone: 'info', text: result.message };
  }
}

const focusCards = () => {
  const section = document.getElementById('payment-methods');
  section?.scrollIntoView({ behavior: 'smooth' });
  section?.querySelector('input')?.focus();
};

function Subscriptions({ billing, openCheckout }: { billing: Billing; openCheckout: OpenCheckout }) {
  const state = SubscriptionsFlow.useSelector((snapshot) => snapshot);
  const actor = SubscriptionsFlow.useActorRef();
  const refresh = useBillingRefresh();
  useEffect(() => {
    const subscriptions = [
      // Upgrade: pay the prorated difference at the payment provider; the plan changes once paid.
      actor.on('checkout.open', ({ url }) => openCheckout(url)),
      actor.on('billing.changed', () => void refresh()),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, refresh, openCheckout]);

  const { context } = state;
  const changing = state.matches('changingPlan') || state.matches('openingCheckout');
  const primary = billing.cards.find((card) => card.isPrimary);
  return (
    <ProviderSubscriptions
      status="loaded"
      onRetry={() => undefined}
      subscription={billing.subscription ? currentView(billing.subscription) : null}
      interval={context.interval}
      onIntervalChange={(interval) => actor.send({ type: 'interval.change', interval })}
      plans={planViews(billing, context.interval)}
      pendingPlanId={changing && context.request?.kind === 'planChange' ? context.request.change.planId : null}
      onChoosePlan={(planId) => {
        const plan = planViews(billing, context.interval).find((entry) => entry.id === planId);
        if (plan) actor.send({ type: 'plan.choose', planId, button: plan.button });
      }}
      downgrade={downgradeView(billing, context)}
      onConfirmDowngrade={() => actor.send({ type: 'downgrade.confirm' })}
      onDismissDowngrade={() => actor.send({ type: 'downgrade.dismiss' })}
      onCancelScheduled={() => actor.send({ type: 'scheduled.keep' })}
      keepingPlan={state.matches('keepingPlan')}
      failure={context.failure}
      onRetryRequest={() => actor.send({ type: 'request.retry' })}
      invoices={billing.invoices.map((invoice) => ({
        number: invoice.number,
        date: formatLongDate(invoice.issuedAt),
        description: invoice.description,
        // A credit note (a refund, listed under its invoice) gives money back.
        amount: invoice.status === 'credit' ? `−${formatUsd(invoice.totalCents)}` : formatUsd(invoice.totalCents),
        statusLabel: invoiceStatusLabel[invoice.status],
      }))}
      onDownloadInvoice={(number) => {
        const invoice = billing.invoices.find((entry) => entry.number === number);
        if (invoice) actor.send({ type: 'invoice.download', number, pdfPath: invoice.pdfPath });
      }}
      primaryCard={
        primary
          ? `${cardBrandLabels[primary.brand]} •••• ${primary.last4}, expires ${toCardView(primary).expiry}`
          : null
      }
      onUpdatePaymentMethod={focusCards}
      onManageBilling={() => void manageBilling()}
      message={resultMessage(billing, context)}
      paymentMethods={<PaymentMethodsSection />}
    />
  );
}

/** The gateway's billing portal where there is one; the local gateway has none, so the cards below. */
async function manageBilling() {
  const { data: portal } = await api.POST('/provider/billing/portal').catch(() => ({ data: undefined }));
  if (portal?.data.url) openInThisTab(portal.data.url);
  else focusCards();
}

const invoiceStatusLabel = { paid: 'Paid', open: 'Open', void: 'Void', credit: 'Credit note' } as const;

/** /dashboard/subscriptions: the provider's plan, plan changes, invoices and cards. */
export default function SubscriptionsPage({ openCheckout = openInThisTab }: { openCheckout?: OpenCheckout }) {
  const billing = useBilling();
  const data = billing.data?.data;
  const status = loadStatus(billing);
  if (!data || status !== 'loaded') {
    return (
      <ProviderSubscriptions
        status={status}
        onRetry={() => void billing.refetch()}
        subscription={null}
        interval="monthly"
        onIntervalChange={() => undefined}
        plans={[]}
        pendingPlanId={null}
        onChoosePlan={() => undefined}
        downgrade={null}
        onConfirmDowngrade={() => undefined}
        onDismissDowngrade={() => undefined}
        onCancelScheduled={() => undefined}
        keepingPlan={false}
        failure={null}
        onRetryRequest={() => undefined}
        invoices={[]}
        onDownloadInvoice={() => undefined}
        primaryCard={null}
        onUpdatePaymentMethod={() => undefined}
        onManageBilling={() => undefined}
        message={null}
        paymentMethods={null}
      />
    );
  }
  return (
    <FlowProvider flow={SubscriptionsFlow} options={{ input: { interval: data.subscription?.interval ?? 'monthly' } }}>
      <Subscriptions billing={data} openCheckout={openCheckout} />
    </FlowProvider>
  );
}
