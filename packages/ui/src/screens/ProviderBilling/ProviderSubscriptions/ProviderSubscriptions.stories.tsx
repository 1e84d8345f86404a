import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { PaymentMethods } from '../PaymentMethods/PaymentMethods';
import { type PlanView, ProviderSubscriptions } from './ProviderSubscriptions';

const features = ['Listed in the customer search', 'Online appointment booking'];
const plans: PlanView[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceLabel: '$99.00 / month',
    priceNote: null,
    description: 'For a practice starting to take bookings online.',
    features: [...features, 'Up to 50 leads a month'],
    popular: false,
    button: 'current',
  },
  {
    id: 'professional',
    name: 'Professional',
    priceLabel: '$199.00 / month',
    priceNote: null,
    description: 'For a growing practice.',
    features: [...features, 'Up to 200 leads a month'],
    popular: true,
    button: 'upgrade',
  },
  {
    id: 'premium',
    name: 'Premium',
    priceLabel: '$299.00 / month',
    priceNote: null,
    description: 'For a busy practice.',
    features: [...features, 'Unlimited leads'],
    popular: false,
    button: 'upgrade',
  },
];

const meta = {
  title: 'Screens/Provider/Subscriptions',
  component: ProviderSubscriptions,
  args: {
    status: 'loaded',
    onRetry: fn(),
    subscription: {
      planName: 'Basic',
      priceLabel: '$99.00 / month',
      nextBillingDate: 'December 21, 2026',
      statusLabel: 'Active',
      statusTone: 'positive',
      notice: null,
      canCancelScheduled: false,
    },
    interval: 'monthly',
    onIntervalChange: fn(),
    plans,
    pendingPlanId: null,
    onChoosePlan: fn(),
    downgrade: null,
    onConfirmDowngrade: fn(),
    onDismissDowngrade: fn(),
    onCancelScheduled: fn(),
    keepingPlan: false,
    failure: null,
    onRetryRequest: fn(),
    invoices: [
      {
        number: 'INV-2026-000002',
        date: 'December 1, 2026',
        description: 'Professional plan for the 20 days left of this period',
        amount: '$66.67',
        statusLabel: 'Paid',
      },
      {
        number: 'INV-2026-000001',
        date: 'November 21, 2026',
        description: 'Basic plan, billed monthly',
        amount: '$99.00',
        statusLabel: 'Paid',
      },
    ],
    onDownloadInvoice: fn(),
    primaryCard: 'Visa •••• 4242, expires 12/34',
    onUpdatePaymentMethod: fn(),
    onManageBilling: fn(),
    message: null,
    paymentMethods: (
      <PaymentMethods
        status="loaded"
        cards={[{ id: 1, brand: 'visa', last4: '4242', expiry: '12/34', name: 'Maria Lopez', isPrimary: true }]}
        onRetry={fn()}
        card={{ number: '', expiry: '', name: '', cvv: '' }}
        onCardChange={fn()}
        onAdd={fn()}
        adding={false}
        formError={null}
        onSetPrimary={fn()}
        onRemove={fn()}
      />
    ),
  },
} satisfies Meta<typeof ProviderSubscriptions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveWithHistory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Professional' }));
    await expect(args.onChoosePlan).toHaveBeenCalledWith('professional');
    await userEvent.click(canvas.getByRole('button', { name: 'PDF of invoice INV-2026-000002' }));
    await expect(args.onDownloadInvoice).toHaveBeenCalledWith('INV-2026-000002');
    await userEvent.click(canvas.getByRole('radio', { name: 'Yearly' }));
    await expect(args.onIntervalChange).toHaveBeenCalledWith('yearly');
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Billing' }));
    await expect(args.onManageBilling).toHaveBeenCalledOnce();
    // Pressing the invoice at the foot scrolled the page by however far the browser chose: the
    // screenshot is taken from the top so it is the same every time.
    window.scrollTo(0, 0);
  },
};

export const DowngradeScheduled: Story = {
  args: {
    subscription: {
      planName: 'Premium',
      priceLabel: '$299.00 / month',
      nextBillingDate: 'December 21, 2026',
      statusLabel: 'Active',
      statusTone: 'positive',
      notice: { tone: 'info', text: 'You keep Premium until December 21, 2026; then Basic.' },
      canCancelScheduled: true,
    },
    plans: plans.map((plan) => ({ ...plan, button: plan.id === 'premium' ? 'current' : 'downgrade' })),
    message: { tone: 'positive', text: 'Downgrade scheduled. You keep Premium until December 21, 2026; then Basic.' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Downgrade to Basic' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep my plan' }));
    await expect(args.onCancelScheduled).toHaveBeenCalledOnce();
  },
};

/** issue 27: the plan cards are the registration's (check marks); only the provider's own plan is marked. */
export const OnlyTheCurrentPlanIsMarked: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole('article', { name: 'Basic, your plan' });
    const popular = canvas.getByRole('article', { name: 'Professional' });
    await expect(current).toHaveAttribute('data-current');
    await expect(popular).not.toHaveAttribute('data-current');
    await expect(getComputedStyle(popular).borderColor).toBe(
      getComputedStyle(canvas.getByRole('article', { name: 'Premium' })).borderColor,
    );
  },
};

export const DowngradeAsksFirst: Story = {
  args: {
    subscription: {
      planName: 'Premium',
      priceLabel: '$299.00 / month',
      nextBillingDate: 'December 26, 2026',
      statusLabel: 'Active',
      statusTone: 'positive',
      notice: null,
      canCancelScheduled: false,
    },
    plans: plans.map((plan) => ({ ...plan, button: plan.id === 'premium' ? 'current' : 'downgrade' })),
    downgrade: { planName: 'Basic', text: 'You keep Premium until December 26, 2026; then Basic.' },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Downgrade to Basic?' });
    await expect(dialog).toHaveTextContent('You keep Premium until December 26, 2026; then Basic.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    await expect(args.onConfirmDowngrade).toHaveBeenCalledOnce();
  },
};

export const RequestFailedTryAgain: Story = {
  args: { failure: 'Your plan could not be changed. Check your connection and try again.' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your plan could not be changed.');
    // Nothing is left waiting.
    await expect(canvas.getByRole('button', { name: 'Upgrade to Professional' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryRequest).toHaveBeenCalledOnce();
  },
};

export const PastDue: Story = {
  args: {
    subscription: {
      planName: 'Basic',
      priceLabel: '$99.00 / month',
      nextBillingDate: 'December 21, 2026',
      statusLabel: 'Past due',
      statusTone: 'critical',
      notice: {
        tone: 'critical',
        text: 'The renewal payment failed. Update your payment method; your business leaves the search on December 28, 2026 if it stays unpaid.',
      },
      canCancelScheduled: false,
    },
  },
};

export const NoSubscriptionNoInvoices: Story = {
  args: {
    subscription: null,
    invoices: [],
    primaryCard: null,
    plans: plans.map((plan) => ({ ...plan, button: 'upgrade' })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Basic' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvas, userEvent, args }) => {
    // Billing History's invoices are cards on a phone: the PDF link is in view, not clipped.
    const pdf = canvas.getByRole('button', { name: 'PDF of invoice INV-2026-000002' });
    const frame = canvas.getByRole('table', { name: 'Billing History' }).parentElement as HTMLElement;
    await expect(pdf.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await userEvent.click(pdf);
    await expect(args.onDownloadInvoice).toHaveBeenCalledWith('INV-2026-000002');
  },
};
