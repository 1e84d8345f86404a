import type { BillingInterval } from '@injury-assist/domain';
import { type FormEvent, useId } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { PlanFeatureList } from '../../../components/private/PlanFeatureList/PlanFeatureList';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { Spinner } from '../../../components/Spinner/Spinner';
import { WizardActions, WizardFrame } from '../private/WizardFrame/WizardFrame';
import * as styles from './PlanStep.css';

/** A plan as its card shows it, prices already written out for the chosen interval. */
export type PlanCardView = {
  id: string;
  name: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  /** The large price, per month: '$199', or '$165.83' for yearly billing. */
  pricePerMonth: string;
  /** Under it: 'Billed monthly', or 'Billed $1,990 yearly'. */
  billing: string;
  /** Yearly only: 'Save 17% ($398 a year)'. */
  saving: string | null;
};

export type OrderSummaryView = {
  lines: readonly { description: string; amount: string }[];
  total: string;
  /** 'Billed monthly' or 'Billed yearly'. */
  billing: string;
  /** Yearly only: what the order saves against 12 monthly payments. */
  saving: string | null;
};

export type PlanCatalogView =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; basePlans: readonly PlanCardView[]; addons: readonly PlanCardView[] };

export type PlanStepProps = {
  catalog: PlanCatalogView;
  interval: BillingInterval;
  /** The best yearly saving of the catalog, in percent: the toggle's 'Save up to 17%'. */
  bestSavingPercent: number;
  selectedPlanId: string | null;
  addonPlanIds: readonly string[];
  /** The order of the chosen plan and add-ons; null until a base plan is chosen. */
  order: OrderSummaryView | null;
  /** 'Proceed to Payment' was pressed: Processing, then the checkout opens. */
  isProcessing?: boolean;
  onIntervalChange: (interval: BillingInterval) => void;
  onSelectPlan: (planId: string) => void;
  onToggleAddon: (planId: string) => void;
  onRetry: () => void;
  onBack: () => void;
  onSubmit: () => void;
};

/**
 * Step 3 of the provider registration wizard, Choose Your Plan (spec provider-and-admin §2.2, §9):
 * monthly or yearly billing ('Save up to 17%'), one base plan (selecting it highlights it and
 * shows the order summary), add-ons on top of it, and 'Proceed to Payment', which shows
 * Processing before the checkout opens.
 */
export function PlanStep({
  catalog,
  interval,
  bestSavingPercent,
  selectedPlanId,
  addonPlanIds,
  order,
  isProcessing = false,
  onIntervalChange,
  onSelectPlan,
  onToggleAddon,
  onRetry,
  onBack,
  onSubmit,
}: PlanStepProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (order && !isProcessing) onSubmit();
  };
  return (
    <WizardFrame
      width="wide"
      progress="Subscription"
      title="Choose Your Plan"
      subtitle="Your business is listed in the search as soon as the payment is confirmed."
    >
      <form onSubmit={submit} noValidate>
        {catalog.status === 'loading' ? (
          <div className={styles.state}>
            <Spinner label="Loading plans" />
            <p>Loading plans…</p>
          </div>
        ) : catalog.status === 'failed' ? (
          <div className={styles.state} role="alert">
            <p>We could not load the plans.</p>
            <Button variant="secondary" onPress={onRetry}>
              Try again
            </Button>
          </div>
        ) : (
          <div className={styles.layout}>
            <div className={styles.plans}>
              <div className={styles.toolbar}>
                <SegmentedControl<BillingInterval>
                  label="Billing"
                  hideLabel
                  options={[
                    { value: 'monthly', label: 'Monthly' },
                    { value: 'yearly', label: 'Yearly' },
                  ]}
                  value={interval}
                  onChange={onIntervalChange}
                  isDisabled={isProcessing}
                />
                <span className={styles.saveBadge}>Save up to {bestSavingPercent}%</span>
              </div>
              <RadioGroup
                aria-label="Plans"
                className={styles.cards}
                value={selectedPlanId}
                onChange={onSelectPlan}
                isDisabled={isProcessing}
              >
                {catalog.basePlans.map((plan) => (
                  <Radio
                    key={plan.id}
                    value={plan.id}
                    className={styles.card}
                    aria-label={`${plan.name}, ${plan.pricePerMonth} a month${plan.popular ? ', most popular' : ''}`}
                  >
                    <PlanCardContent plan={plan} />
                  </Radio>
                ))}
              </RadioGroup>
              {catalog.addons.length > 0 ? (
                <>
                  <h2 className={styles.sectionTitle}>Add-ons</h2>
                  <div className={styles.cards}>
                    {catalog.addons.map((addon) => (
                      <AddonCard
                        key={addon.id}
                        addon={addon}
                        isSelected={addonPlanIds.includes(addon.id)}
                        isDisabled={selectedPlanId === null || isProcessing}
                        onToggle={() => onToggleAddon(addon.id)}
                      />
                    ))}
                  </div>
                </>
              ) : null}
            </div>
            <OrderSummary order={order} isProcessing={isProcessing} />
          </div>
        )}
        <div className={styles.actions}>
          <WizardActions onBack={onBack} isBusy={isProcessing}>
            <Button type="submit" loading={isProcessing} isDisabled={!order || isProcessing}>
              {isProcessing ? 'Processing…' : 'Proceed to Payment'}
            </Button>
          </WizardActions>
        </div>
      </form>
    </WizardFrame>
  );
}

function PlanCardContent({ plan }: { plan: PlanCardView }) {
  return (
    <>
      <div className={styles.cardTop}>
        <span className={styles.planName}>{plan.name}</span>
        {plan.popular ? <Badge tone="brand">Most popular</Badge> : null}
      </div>
      <span className={styles.price}>
        <span className={styles.amount}>{plan.pricePerMonth}</span>
        <span className={styles.per}>/month</span>
      </span>
      <span className={styles.billing}>{plan.billing}</span>
      {plan.saving ? <span className={styles.saving}>{plan.saving}</span> : null}
      <span className={styles.description}>{plan.description}</span>
      <PlanFeatureList features={plan.features} />
    </>
  );
}

function AddonCard({
  addon,
  isSelected,
  isDisabled,
  onToggle,
}: {
  addon: PlanCardView;
  isSelected: boolean;
  isDisabled: boolean;
  onToggle: () => void;
}) {
  return (
    <div className={styles.addonCard} data-selected={isSelected}>
      <PlanCardContent plan={addon} />
      <Checkbox isSelected={isSelected} onChange={onToggle} isDisabled={isDisabled}>
        Add {addon.name} to my plan
      </Checkbox>
    </div>
  );
}

function OrderSummary({ order, isProcessing }: { order: OrderSummaryView | null; isProcessing: boolean }) {
  const titleId = useId();
  return (
    <aside className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Order summary
      </h2>
      {order ? (
        <>
          <dl className={styles.summaryLines}>
            {order.lines.map((line) => (
              <div key={line.description} className={styles.summaryLine}>
                <dt>{line.description}</dt>
                <dd className={styles.summaryAmount}>{line.amount}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.summaryTotal}>
            <span>Total</span>
            <span>{order.total}</span>
          </div>
          <p className={styles.muted}>
            {order.billing}. {order.saving ? `${order.saving}. ` : ''}Cancel at any time.
          </p>
        </>
      ) : (
        <p className={styles.muted}>Choose a plan to see your order.</p>
      )}
      {isProcessing ? (
        <p className={styles.processing}>
          <Spinner size="small" label="Processing" />
          Processing… the secure checkout opens in a moment.
        </p>
      ) : null}
    </aside>
  );
}
