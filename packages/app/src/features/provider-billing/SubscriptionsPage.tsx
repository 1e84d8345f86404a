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
import { type CurrentSubscriptionView, type PlanView, ProviderSubscriptions } from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api/client';
import { $api } from '../../lib/api/queries';
import { loadStatus } from '../../lib/load-status';
import { formatLongDate } from '../../lib/long-dates';
import { toCardView } from './card-views';
import { downloadInvoice } from './invoice-download';
import { PaymentMethodsSection } from './PaymentMethodsSection';

type Billing = components['schemas']['ProviderBillingResponse']['data'];
type Message = { tone: 'positive' | 'critical' | 'info'; text: string } | null;

const per = (interval: BillingInterval) => (interval === 'monthly' ? 'month' : 'year');

function currentView(subscription: NonNullable<Billing['subscription']>): CurrentSubscriptionView {
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
      text: `Changes to ${scheduled.planName} (${scheduled.interval}) on ${formatLongDate(scheduled.effectiveAt)}.`,
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

const focusCards = () => {
  const section = document.getElementById('payment-methods');
  section?.scrollIntoView({ behavior: 'smooth' });
  section?.querySelector('input')?.focus();
};

/** /dashboard/subscriptions: the provider's plan, plan changes, invoices and cards. */
export default function SubscriptionsPage() {
  const queryClient = useQueryClient();
  const billing = $api.useQuery('get', '/provider/billing');
  const data = billing.data?.data;
  const [interval, setInterval] = useState<BillingInterval | null>(null);
  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const shownInterval = interval ?? data?.subscription?.interval ?? 'monthly';
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', '/provider/billing'] });

  const choosePlan = async (planId: string) => {
    setPendingPlanId(planId);
    setMessage(null);
    const { data: answer } = await api.POST('/provider/billing/plan-change', {
      body: { planId, interval: shownInterval },
    });
    setPendingPlanId(null);
    if (!answer) return;
    const change = answer.data;
    if (change.outcome === 'checkout' && change.url) {
      // Upgrade: pay the prorated difference at the payment provider; the plan changes once paid.
      window.location.assign(change.url);
      return;
    }
    setMessage(
      change.outcome === 'scheduled'
        ? {
            tone: 'positive',
            text: `Your plan changes on ${formatLongDate(change.effectiveAt)}. You can keep your plan until then.`,
          }
        : { tone: 'positive', text: 'Your plan is changed.' },
    );
    await refresh();
  };

  const manageBilling = async () => {
    const { data: portal } = await api.POST('/provider/billing/portal');
    if (portal?.data.url) window.location.assign(portal.data.url);
    else focusCards();
  };

  const primary = data?.cards.find((card) => card.isPrimary);
  return (
    <ProviderSubscriptions
      status={loadStatus(billing)}
      onRetry={() => void billing.refetch()}
      subscription={data?.subscription ? currentView(data.subscription) : null}
      interval={shownInterval}
      onIntervalChange={setInterval}
      plans={data ? planViews(data, shownInterval) : []}
      pendingPlanId={pendingPlanId}
      onChoosePlan={(planId) => void choosePlan(planId)}
      onCancelScheduled={() =>
        void api.DELETE('/provider/billing/scheduled-change').then(({ data: done }) => {
          if (done) setMessage({ tone: 'info', text: done.message });
          return refresh();
        })
      }
      invoices={(data?.invoices ?? []).map((invoice) => ({
        number: invoice.number,
        date: formatLongDate(invoice.issuedAt),
        description: invoice.description,
        amount: formatUsd(invoice.totalCents),
        statusLabel: invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Open' : 'Void',
      }))}
      onDownloadInvoice={(number) => {
        const invoice = data?.invoices.find((entry) => entry.number === number);
        if (!invoice) return;
        downloadInvoice(invoice.pdfPath, number).catch((error: Error) =>
          setMessage({ tone: 'critical', text: error.message }),
        );
      }}
      primaryCard={
        primary
          ? `${cardBrandLabels[primary.brand]} •••• ${primary.last4}, expires ${toCardView(primary).expiry}`
          : null
      }
      onUpdatePaymentMethod={focusCards}
      onManageBilling={() => void manageBilling()}
      message={message}
      paymentMethods={<PaymentMethodsSection />}
    />
  );
}
