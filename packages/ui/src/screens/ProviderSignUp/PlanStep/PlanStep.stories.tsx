import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import {
  boostAddon,
  monthlyPlans,
  professionalMonthlyOrder,
  professionalYearlyOrder,
  yearlyPlans,
} from '../storyFixtures';
import { PlanStep } from './PlanStep';

const meta = {
  title: 'Screens/ProviderSignUp/PlanStep',
  component: PlanStep,
  parameters: { layout: 'fullscreen' },
  args: {
    catalog: { status: 'loaded', basePlans: monthlyPlans, addons: [boostAddon] },
    interval: 'monthly',
    bestSavingPercent: 17,
    selectedPlanId: null,
    addonPlanIds: [],
    order: null,
    onIntervalChange: fn(),
    onSelectPlan: fn(),
    onToggleAddon: fn(),
    onRetry: fn(),
    onBack: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof PlanStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosenYet: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    await expect(canvas.getByText('Save up to 17%')).toBeVisible();
    await expect(canvas.getAllByRole('radio', { name: /a month/ })).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: 'Professional, $199 a month, most popular' })).toBeVisible();
    await expect(canvas.getByText('Choose a plan to see your order.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    // An add-on goes with a base plan.
    await expect(canvas.getByRole('checkbox', { name: 'Add Boost Add-On to my plan' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('radio', { name: /^Professional/ }));
    await expect(args.onSelectPlan).toHaveBeenCalledWith('professional');
    await userEvent.click(canvas.getByRole('radio', { name: 'Yearly' }));
    await expect(args.onIntervalChange).toHaveBeenCalledWith('yearly');
  },
};

export const ProfessionalMonthly: Story = {
  args: { selectedPlanId: 'professional', order: professionalMonthlyOrder },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: /^Professional/ })).toBeChecked();
    const summary = canvas.getByRole('complementary', { name: 'Order summary' });
    await expect(within(summary).getByText('Professional plan, billed monthly')).toBeVisible();
    await expect(within(summary).getByText('Billed monthly. Cancel at any time.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Add Boost Add-On to my plan' }));
    await expect(args.onToggleAddon).toHaveBeenCalledWith('boost');
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Payment' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ProfessionalYearly: Story = {
  args: {
    catalog: {
      status: 'loaded',
      basePlans: yearlyPlans,
      addons: [
        { ...boostAddon, pricePerMonth: '$124.17', billing: 'Billed $1,490 yearly', saving: 'Save 17% ($298 a year)' },
      ],
    },
    interval: 'yearly',
    selectedPlanId: 'professional',
    order: professionalYearlyOrder,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Professional, $165.83 a month, most popular' })).toBeChecked();
    await expect(canvas.getByText('Billed $1,990 yearly')).toBeVisible();
    const summary = canvas.getByRole('complementary', { name: 'Order summary' });
    await expect(
      within(summary).getByText('Billed yearly. You save 17% ($398 a year). Cancel at any time.'),
    ).toBeVisible();
  },
};

export const WithAddOn: Story = {
  args: {
    selectedPlanId: 'basic',
    addonPlanIds: ['boost'],
    order: {
      lines: [
        { description: 'Basic plan, billed monthly', amount: '$99' },
        { description: 'Boost Add-On plan, billed monthly', amount: '$149' },
      ],
      total: '$248',
      billing: 'Billed monthly',
      saving: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Add Boost Add-On to my plan' })).toBeChecked();
    await expect(canvas.getByText('$248')).toBeVisible();
  },
};

export const Processing: Story = {
  args: { selectedPlanId: 'professional', order: professionalMonthlyOrder, isProcessing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Processing…/ })).toBeDisabled();
    await expect(canvas.getByText('Processing… the secure checkout opens in a moment.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const LoadingPlans: Story = {
  args: { catalog: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading plans' })).toBeVisible();
  },
};

export const PlansFailedToLoad: Story = {
  args: { catalog: { status: 'failed' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the plans.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  args: { selectedPlanId: 'professional', order: professionalMonthlyOrder },
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};
