import type { BillingInterval, PlanButton } from '@injury-assist/domain';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { OnDemandConfirmDialog as ConfirmDialog } from '../../../components/ConfirmDialog/OnDemandConfirmDialog';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { PlanFeatureList } from '../../../components/private/PlanFeatureList/PlanFeatureList';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { Spinner } from '../../../components/Spinner/Spinner';
import { Table } from '../../../components/Table/Table';
import * as styles from '../billing.css';
import { RequestFailed } from '../private/RequestFailed/RequestFailed';

export type CurrentSubscriptionView = {
  planName: string;
  /** e.g. '$199.00 / month' */
  priceLabel: string;
  /** Already formatted, e.g. 'December 21, 2026'. */
  nextBillingDate: string;
  statusLabel: string;
  statusTone: BadgeTone;
  /** A scheduled downgrade or a payment problem, as a sentence. */
  notice: { tone: 'info' | 'caution' | 'critical'; text: string } | null;
  canCancelScheduled: boolean;
};

/** The downgrade waiting for the provider's confirmation. */
export type DowngradeConfirmationView = {
  planName: string;
  /** What happens, e.g. 'You keep Premium until December 26, 2026; then Basic.' */
  text: string;
};

export type PlanView = {
  id: string;
  name: string;
  /** The price for the selected billing, e.g. '$199.00 / month' or '$165.83 / month'. */
  priceLabel: string;
  /** e.g. 'Billed $1,990.00 yearly — save 17% ($398.00 a year)'. */
  priceNote: string | null;
  description: string;
  features: readonly string[];
  popular: boolean;
  button: PlanButton;
};

export type InvoiceView = { number: string; date: string; description: string; amount: string; statusLabel: string };

export type ProviderSubscriptionsProps = {
  status: LoadStatus;
  onRetry: () => void;
  subscription: CurrentSubscriptionView | null;
  interval: BillingInterval;
  onIntervalChange: (interval: BillingInterval) => void;
  plans: readonly PlanView[];
  /** The plan whose change is being sent, whose button waits. */
  pendingPlanId: string | null;
  onChoosePlan: (planId: string) => void;
  /** A downgrade asks first; null when none is waiting. */
  downgrade: DowngradeConfirmationView | null;
  onConfirmDowngrade: () => void;
  onDismissDowngrade: () => void;
  onCancelScheduled: () => void;
  /** 'Keep my plan' is being sent. */
  keepingPlan: boolean;
  /** A request that failed, with 'Try again'. */
  failure: string | null;
  onRetryRequest: () => void;
  invoices: readonly InvoiceView[];
  onDownloadInvoice: (number: string) => void;
  /** 'Visa •••• 4242, expires 12/34', or null without a card. */
  primaryCard: string | null;
  onUpdatePaymentMethod: () => void;
  onManageBilling: () => void;
  /** A result to announce (a downgrade scheduled, a failure). */
  message: { tone: 'positive' | 'critical' | 'info'; text: string } | null;
  /** The Payment Methods card, placed under Payment Information. */
  paymentMethods: ReactNode;
};

const BUTTON_LABELS: Record<PlanButton, string> = {
  current: 'Current Plan',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
};

const INVOICE_COLUMNS = [
  { id: 'date', name: 'Date', isRowHeader: true },
  { id: 'plan', name: 'Plan' },
  { id: 'amount', name: 'Amount' },
  { id: 'status', name: 'Status' },
  { id: 'number', name: 'Invoice' },
  { id: 'download', name: 'Download', isActions: true },
] as const;

/**
 * Subscriptions (spec 2.3): the current plan with its real status, the plans of the one catalog
 * with the monthly/yearly toggle and the spec's button rule (a downgrade confirmed in a dialog), Billing History with PDF invoices,
 * and Payment Information with the saved cards.
 */
export function ProviderSubscriptions(props: ProviderSubscriptionsProps) {
  const { status, onRetry, subscription, interval, plans, invoices, message } = props;
  if (status === 'loading') return <Spinner label="Loading your subscription" />;
  if (status === 'failed') return <LoadFailed title="We could not load your subscription." onRetry={onRetry} />;
  return (
    <div className={styles.container}>
      <div className={styles.page}>
        <h1 className={styles.pageHeading}>Subscriptions</h1>
        {message ? (
          <p role="status" className={styles.notice[message.tone]}>
            {message.text}
          </p>
        ) : null}
        {props.failure ? <RequestFailed text={props.failure} onRetry={props.onRetryRequest} /> : null}
        <Card
          title="Current Subscription"
          actions={
            <div className={styles.row}>
              <Button variant="secondary" size="small" onPress={props.onUpdatePaymentMethod}>
                Update Payment Method
              </Button>
              <Button variant="secondary" size="small" onPress={props.onManageBilling}>
                Manage Billing
              </Button>
            </div>
          }
        >
          {subscription ? (
            <div className={styles.stack}>
              <div className={styles.spread}>
                <div>
                  <p className={styles.bigFigure}>{subscription.planName}</p>
                  <p className={styles.muted}>{subscription.priceLabel}</p>
                </div>
                <Badge tone={subscription.statusTone}>{subscription.statusLabel}</Badge>
              </div>
              <p>
                Next billing date: <span className={styles.strong}>{subscription.nextBillingDate}</span>
              </p>
              {subscription.notice ? (
                <div className={`${styles.spread} ${styles.notice[subscription.notice.tone]}`}>
                  <span>{subscription.notice.text}</span>
                  {subscription.canCancelScheduled ? (
                    <Button
                      size="small"
                      variant="secondary"
                      onPress={props.onCancelScheduled}
                      loading={props.keepingPlan}
                    >
                      Keep my plan
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </div>
          ) : (
            <p className={styles.muted}>You have no active subscription. Register your business to choose a plan.</p>
          )}
        </Card>

        <Card
          title="Available Plans"
          actions={
            <SegmentedControl<BillingInterval>
              label="Billing"
              hideLabel
              value={interval}
              onChange={props.onIntervalChange}
              options={[
                { value: 'monthly', label: 'Monthly' },
                { value: 'yearly', label: 'Yearly' },
              ]}
            />
          }
        >
          <div className={styles.grid}>
            {plans.map((plan) => (
              <article
                key={plan.id}
                className={styles.planTile}
                data-current={plan.button === 'current' || undefined}
                aria-label={plan.button === 'current' ? `${plan.name}, your plan` : plan.name}
              >
                <div className={styles.spread}>
                  <h3 className={styles.strong}>{plan.name}</h3>
                  {plan.popular ? <Badge tone="brand">Most popular</Badge> : null}
                </div>
                <p className={styles.bigFigure}>{plan.priceLabel}</p>
                {plan.priceNote ? <p className={styles.muted}>{plan.priceNote}</p> : null}
                <p className={styles.muted}>{plan.description}</p>
                <PlanFeatureList features={plan.features} />
                <div className={styles.tileFoot}>
                  <Button
                    variant={plan.button === 'upgrade' ? 'primary' : 'secondary'}
                    isDisabled={plan.button === 'current' || !subscription}
                    loading={props.pendingPlanId === plan.id}
                    onPress={() => props.onChoosePlan(plan.id)}
                    aria-label={
                      plan.button === 'current' ? 'Current Plan' : `${BUTTON_LABELS[plan.button]} to ${plan.name}`
                    }
                  >
                    {BUTTON_LABELS[plan.button]}
                  </Button>
                </div>
              </article>
            ))}
          </div>
        </Card>

        <Card title="Billing History">
          <Table
            aria-label="Billing History"
            columns={INVOICE_COLUMNS}
            rows={invoices.map((invoice) => ({ ...invoice, id: invoice.number }))}
            emptyText="No invoices yet"
            renderCell={(invoice, column) => {
              switch (column) {
                case 'date':
                  return invoice.date;
                case 'plan':
                  return invoice.description;
                case 'amount':
                  return invoice.amount;
                case 'status':
                  return <Badge tone="positive">{invoice.statusLabel}</Badge>;
                case 'number':
                  return invoice.number;
                default:
                  return (
                    <Button
                      size="small"
                      variant="ghost"
                      onPress={() => props.onDownloadInvoice(invoice.number)}
                      aria-label={`PDF of invoice ${invoice.number}`}
                    >
                      PDF
                    </Button>
                  );
              }
            }}
          />
        </Card>

        <Card
          title="Payment Information"
          actions={
            <Button variant="secondary" size="small" onPress={props.onUpdatePaymentMethod} aria-label="Update card">
              Update
            </Button>
          }
        >
          <p>{props.primaryCard ?? 'No card on file. Add one below; renewals charge the primary card.'}</p>
        </Card>
        {props.paymentMethods}
      </div>
      <ConfirmDialog
        isOpen={props.downgrade !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) props.onDismissDowngrade();
        }}
        title={props.downgrade ? `Downgrade to ${props.downgrade.planName}?` : 'Downgrade?'}
        confirmLabel="Downgrade"
        cancelLabel="Keep my plan"
        onConfirm={props.onConfirmDowngrade}
        isDestructive={false}
      >
        {props.downgrade?.text}
      </ConfirmDialog>
    </div>
  );
}
