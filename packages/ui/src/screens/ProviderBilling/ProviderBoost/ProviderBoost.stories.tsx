import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { ProviderBoost } from './ProviderBoost';

const meta = {
  title: 'Screens/Provider/Boost',
  component: ProviderBoost,
  args: {
    status: 'loaded',
    onRetry: fn(),
    zipOptions: [
      { code: '33101', city: 'Miami', state: 'FL' },
      { code: '33134', city: 'Coral Gables', state: 'FL' },
    ],
    zipCode: '33101',
    onZipCodeChange: fn(),
    zipError: null,
    boostType: 'medical',
    onBoostTypeChange: fn(),
    duration: 'weekly',
    onDurationChange: fn(),
    prices: {
      medical: { weekly: '$299.00', monthly: '$999.00', quarterly: '$2,699.00' },
      legal: { weekly: '$199.00', monthly: '$699.00', quarterly: '$1,899.00' },
    },
    availability: {
      medical: {
        available: 1,
        total: 2,
        currentProviders: [{ name: 'Bayview Orthopedic Group', endsAt: 'November 28, 2026' }],
      },
      legal: {
        available: 0,
        total: 2,
        currentProviders: [
          { name: 'Ruiz Injury Law', endsAt: 'December 3, 2026' },
          { name: 'Gables Legal', endsAt: 'January 9, 2027' },
        ],
      },
    },
    starting: false,
    onStart: fn(),
    failure: null,
    onRetryStart: fn(),
    boosts: [
      {
        id: 1,
        title: 'Medical boost in 33134, monthly',
        period: 'Until December 20, 2026',
        statusLabel: 'Active',
        statusTone: 'positive',
        report: {
          duringLabel: 'November 20 to November 27',
          beforeLabel: 'November 13 to November 20',
          during: { impressions: 412, views: 58, clicks: 21, bookings: 6 },
          before: { impressions: 180, views: 31, clicks: 21, bookings: 0 },
        },
      },
    ],
    onDownloadReport: fn(),
    downloadingReport: false,
  },
} satisfies Meta<typeof ProviderBoost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SlotAvailable: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('1/2 available')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Quarterly $2,699.00 Best Value' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Boost' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('radio', { name: 'Legal' }));
    await expect(args.onBoostTypeChange).toHaveBeenCalledWith('legal');
    await userEvent.click(canvas.getByRole('radio', { name: '33134 · Coral Gables, FL' }));
    await expect(args.onZipCodeChange).toHaveBeenCalledWith('33134');
    await userEvent.click(canvas.getByRole('radio', { name: /^Monthly/ }));
    await expect(args.onDurationChange).toHaveBeenCalledWith('monthly');
  },
};

export const NoSlotLeftDisablesStart: Story = {
  args: { boostType: 'legal', boosts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0/2 available')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Boost' })).toBeDisabled();
    await expect(canvas.getByText(/^No boosts yet\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download report (CSV)' })).toBeDisabled();
  },
};

export const InvalidZip: Story = {
  args: { zipCode: '3310', zipError: 'Enter a 5-digit US ZIP code.', availability: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter a 5-digit US ZIP code.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Boost' })).toBeDisabled();
  },
};

export const NotWhereTheBusinessIs: Story = {
  args: {
    zipCode: '10001',
    zipError:
      'A boost runs in the ZIP code of one of your locations, and none is in 10001. Your locations are in 33101 and 33134.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/none is in 10001/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Boost' })).toBeDisabled();
  },
};

export const TakenWhileDeciding: Story = {
  args: {
    zipError:
      'Both boost slots for medical providers in 33101 are taken. Please try another ZIP code or type, or come back when one ends.',
  },
};

export const StartFailedTryAgain: Story = {
  args: { failure: 'The boost could not be started. Check your connection and try again.' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The boost could not be started.');
    await expect(canvas.getByRole('button', { name: 'Start Boost' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryStart).toHaveBeenCalledOnce();
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

/** issue 27: the three lengths stay in one row on a 390 px phone, each with its price. */
export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Duration' });
    const tops = within(group)
      .getAllByRole('radio')
      .map((radio) => Math.round((radio.closest('label') as HTMLElement).getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};

export const BoostReports: Story = {
  args: {
    boosts: [
      {
        id: 2,
        title: 'Medical boost in 33101, weekly',
        period: 'Checkout open',
        statusLabel: 'Awaiting payment',
        statusTone: 'caution',
        report: null,
      },
      ...meta.args.boosts,
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const report = canvas.getByRole('table', { name: /Report of the medical boost in 33134, monthly/ });
    const impressions = within(report).getByRole('row', { name: /Search impressions/ });
    await expect(impressions).toHaveTextContent('412180↑ 128.9%');
    await expect(within(report).getByRole('row', { name: /Appointment requests/ })).toHaveTextContent('60New');
    await expect(canvas.getByText('The report starts when the boost is paid.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download report (CSV)' }));
    await expect(args.onDownloadReport).toHaveBeenCalledOnce();
  },
};

export const DownloadingReport: Story = { args: { downloadingReport: true } };
