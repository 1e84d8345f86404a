import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { signedInStoryParameters } from '../../testing/flow-story-frame';
import { body, closeToasts, providerFlowStory } from '../../testing/provider-story-frame';
import SubscriptionsPage from './SubscriptionsPage';

const { server: billing, meta: flowMeta } = providerFlowStory();
const openCheckout = fn<(url: string) => void>().mockName('openCheckout');

const meta = {
  title: 'Flows/Provider/SubscriptionsPage',
  component: SubscriptionsPage,
  parameters: signedInStoryParameters,
  args: { openCheckout },
  ...flowMeta,
} satisfies Meta<typeof SubscriptionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const plan = (canvas: Canvas, name: string) => canvas.findByRole('article', { name });

export const PlanInvoicesAndCards: Story = {
  play: async ({ canvas }) => {
    const current = await plan(canvas, 'Premium, your plan');
    await expect(within(current).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Downgrade to Basic' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Enterprise' })).toBeEnabled();
    await expect(canvas.getByText('Premium plan, billed monthly')).toBeVisible();
    await expect(await canvas.findByText('Visa •••• 4242')).toBeVisible();
  },
};

export const YearlyBillingMakesEveryPlanAnUpgrade: Story = {
  play: async ({ canvas, userEvent }) => {
    await plan(canvas, 'Premium, your plan');
    await userEvent.click(canvas.getByRole('radio', { name: 'Yearly' }));
    await expect(canvas.getByRole('button', { name: 'Upgrade to Basic' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
  },
};

/** issue 27: a downgrade asks first, then says what the provider keeps, until when, and what follows. */
export const DowngradeConfirmedThenScheduled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Downgrade to Basic' }));
    const dialog = await body().findByRole('dialog', { name: 'Downgrade to Basic?' });
    await expect(dialog).toHaveTextContent('You keep Premium until December 26, 2026; then Basic.');
    await expect(billing().requests.planChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Downgrade' }));

    await waitFor(() =>
      expect(billing().requests.planChange).toHaveBeenCalledWith({ planId: 'basic', interval: 'monthly' }),
    );
    await expect(
      await canvas.findByText('Downgrade scheduled. You keep Premium until December 26, 2026; then Basic.'),
    ).toHaveAttribute('role', 'status');
    // The plan card's banner, read again from the server, says the same and offers to keep the plan.
    await expect(await canvas.findByText('You keep Premium until December 26, 2026; then Basic.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep my plan' })).toBeVisible();
  },
};

export const DowngradeDismissedSendsNothing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Downgrade to Basic' }));
    const dialog = await body().findByRole('dialog', { name: 'Downgrade to Basic?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(billing().requests.planChange).not.toHaveBeenCalled();
  },
};

export const UpgradeOpensTheCheckout: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upgrade to Enterprise' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('/checkout/cs_upgrade'));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** issue 23: a plan change lost on the network ends in the error state with 'Try again', not a spinner. */
export const PlanChangeFailsThenTryAgain: Story = {
  beforeEach: () => billing().failNext('POST /provider/billing/plan-change'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Downgrade to Basic' }));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Downgrade' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your plan could not be changed. Check your connection and try again.');
    const downgrade = canvas.getByRole('button', { name: 'Downgrade to Basic' });
    await expect(downgrade).toBeEnabled();
    await expect(downgrade).not.toHaveAttribute('aria-busy', 'true');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('You keep Premium until December 26, 2026; then Basic.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(billing().requests.planChange).toHaveBeenCalledTimes(2);
  },
};

export const KeepMyPlanAfterADowngrade: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Downgrade to Basic' }));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Downgrade' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep my plan' }));
    await expect(
      await canvas.findByText('The scheduled change is cancelled; your plan renews as it is.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('You keep Premium until December 26, 2026; then Basic.')).toBeNull());
  },
};

/** issue 27: the brand shows while the number is typed; a declined card says why and keeps the form. */
export const AddACardBrandWhileTyping: Story = {
  play: async ({ canvas, userEvent }) => {
    const number = await canvas.findByLabelText('Card number');
    await userEvent.type(number, '37828224631000512345');
    // Grouped in fours, capped at 19 characters (spec 5); the brand from the first digit, at once.
    await expect(number).toHaveValue('3782 8224 6310 0051');
    await expect(canvas.getByRole('status', { name: 'Card brand' })).toHaveTextContent('American Express');
    await userEvent.type(canvas.getByLabelText('CVV'), '123456');
    await expect(canvas.getByLabelText('CVV')).toHaveValue('1234');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1234');
    await expect(canvas.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
    // Not added, and no message, while the name is empty (spec 5).
    await userEvent.click(canvas.getByRole('button', { name: 'Add Card' }));
    await expect(billing().requests.addCard).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Name on card'), 'Pat Provider');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Card' }));
    await expect(await canvas.findByText('American Express •••• 0051')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toHaveValue('');
  },
};

export const DeclinedCardKeepsTheForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Card number'), '4000000000000002');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1234');
    await userEvent.type(canvas.getByLabelText('CVV'), '123');
    await userEvent.type(canvas.getByLabelText('Name on card'), 'Pat Provider');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined. Try another card.');
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  },
};

export const SetPrimaryFailsThenTryAgain: Story = {
  beforeEach: () => billing().failNext('POST /provider/payment-methods/{cardId}/primary'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set as Primary: Mastercard ending 4444' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your cards could not be changed. Check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Mastercard •••• 4444, expires 10/33')).toBeVisible();
    await expect(billing().requests.setPrimary).toHaveBeenCalledTimes(2);
  },
};

export const LoadFailedTryAgain: Story = {
  beforeEach: () => billing().failNext('GET /provider/billing'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await plan(canvas, 'Premium, your plan')).toBeVisible();
    await closeToasts();
  },
};
