import { addDays, chartBarLabels, chartBuckets, leadFunnel, type OverviewPeriod } from '@injury-assist/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import type { EngagementDay } from '../EngagementChart/EngagementChart';
import { ProviderOverview, type ProviderOverviewData, type ProviderOverviewProps } from './ProviderOverview';

const NOW = new Date('2026-11-23T15:00:00Z');
const TODAY = '2026-11-22';

/** The period's bars as the page makes them, with totals from a repeating week (a week's bar: 5 times one). */
const bars = (period: OverviewPeriod, totals: readonly number[]): EngagementDay[] => {
  const { unit, buckets } = chartBuckets(addDays(TODAY, -(period - 1)), TODAY);
  return buckets.map((bucket, index) => {
    const total = (totals[index % totals.length] ?? 0) * (unit === 'week' ? 5 : 1);
    const requests = Math.floor(total / 5);
    const clicks = Math.floor(total / 2);
    return {
      date: bucket.from,
      ...chartBarLabels(bucket, unit),
      profileViews: total - requests - clicks,
      clicks,
      requests,
      total,
    };
  });
};

const WEEK = [12, 18, 9, 22, 15, 4, 7];

const filled = (scale: number, period: OverviewPeriod = 7): ProviderOverviewData => ({
  cards: [
    { label: 'Search impressions', value: 310 * scale, change: { kind: 'percent', percent: 35.2 } },
    { label: 'Website Clicks', value: 42 * scale, change: { kind: 'percent', percent: 20 } },
    { label: 'Address Clicks', value: 18 * scale, change: { kind: 'percent', percent: -12.5 } },
    { label: 'Phone Clicks', value: 27 * scale, change: { kind: 'new' } },
    { label: 'Appointment Requests', value: 9 * scale, change: { kind: 'percent', percent: 0 } },
  ],
  funnel: leadFunnel({ impressions: 310 * scale, profileViews: 120 * scale, clicks: 87 * scale, requests: 9 * scale }),
  engagement: bars(period, WEEK),
  engagementUnit: period > 90 ? 'week' : 'day',
  recent: [
    { action: 'booking', city: 'Miami', at: '2026-11-23T14:55:00Z' },
    { action: 'phone', city: 'Miami', at: '2026-11-23T14:12:00Z' },
    { action: 'website', city: 'Coral Gables', at: '2026-11-23T11:40:00Z' },
    { action: 'directions', city: 'Miami', at: '2026-11-22T18:05:00Z' },
    { action: 'profileView', city: '', at: '2026-11-20T09:30:00Z' },
  ],
  performance: {
    completeness: 78,
    missing: ['Logo', 'Video introduction'],
    rating: 4.8,
    reviewCount: 126,
    ranking: { position: 2, of: 4, service: 'Orthopedics', city: 'Miami' },
  },
});

const empty: ProviderOverviewData = {
  cards: ['Search impressions', 'Website Clicks', 'Address Clicks', 'Phone Clicks', 'Appointment Requests'].map(
    (label) => ({ label, value: 0, change: { kind: 'percent', percent: 0 } }),
  ),
  funnel: leadFunnel({ impressions: 0, profileViews: 0, clicks: 0, requests: 0 }),
  engagement: bars(7, [0]),
  engagementUnit: 'day',
  recent: [],
  performance: {
    completeness: 44,
    missing: ['Website', 'Logo', 'Video introduction', 'Description', 'E-mail'],
    rating: null,
    reviewCount: 0,
    ranking: null,
  },
};

/** Holds the period like the page would, and still reports every change to the spy. */
function OverviewWithPeriod(props: ProviderOverviewProps) {
  const [period, setPeriod] = useState<OverviewPeriod>(props.period);
  return (
    <ProviderOverview
      {...props}
      period={period}
      onPeriodChange={(next) => {
        setPeriod(next);
        props.onPeriodChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Provider/Overview',
  component: ProviderOverview,
  args: {
    period: 7,
    status: 'loaded',
    data: filled(1),
    onPeriodChange: fn(),
    onRetry: fn(),
    onExport: fn(),
    isExporting: false,
    now: NOW,
  },
  render: (args) => <OverviewWithPeriod {...args} />,
} satisfies Meta<typeof ProviderOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your overview' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', data: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('We could not load your overview.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const EmptyNoLeadsYet: Story = {
  args: { data: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Website Clicks' })).toBeVisible();
    await expect(canvas.getAllByText('0% vs the previous 7 days')).toHaveLength(5);
    await expect(canvas.getByText('No engagement in the last 7 days yet.')).toBeVisible();
    await expect(canvas.getByText(/Nobody has seen you in the search in the last 7 days yet/)).toBeVisible();
    await expect(canvas.getAllByText('No rate: no search impressions to compare with')).toHaveLength(1);
    await expect(canvas.getByText('No activity yet')).toBeVisible();
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.getByText('Not listed in the search')).toBeVisible();
  },
};

export const FilledLast7Days: Story = {
  play: async ({ canvas }) => {
    const website = within(canvas.getByRole('region', { name: 'Website Clicks' }));
    await expect(website.getByText('42')).toBeVisible();
    await expect(website.getByText('↑ 20% vs the previous 7 days')).toBeVisible();
    await expect(canvas.getByText('↓ 12.5% vs the previous 7 days')).toBeVisible();
    await expect(canvas.getByText('New: none in the previous 7 days')).toBeVisible();
    // The chart's numbers, as screen readers read them.
    const table = canvas.getByRole('table', { name: 'Daily engagement, last 7 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('rowheader', { name: 'Thursday, November 19' })).toBeInTheDocument();
    const impressions = within(canvas.getByRole('region', { name: 'Search impressions' }));
    await expect(impressions.getByText('310')).toBeVisible();
    const funnel = within(canvas.getByRole('list', { name: 'From search to appointment requests' }));
    await expect(funnel.getAllByRole('listitem')).toHaveLength(4);
    await expect(funnel.getByText('38.7% of search impressions')).toBeVisible();
    await expect(funnel.getByText('72.5% of profile views')).toBeVisible();
    await expect(funnel.getByText('10.3% of clicks')).toBeVisible();
    const activity = within(canvas.getByRole('region', { name: 'Recent Activity' }));
    await expect(activity.getByText('Appointment requested')).toBeVisible();
    await expect(activity.getByText('5 minutes ago')).toBeVisible();
    await expect(activity.getByText('City not known')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Profile completeness' })).toHaveAttribute('aria-valuenow', '78');
    await expect(canvas.getByText('#2 of 4')).toBeVisible();
    await expect(canvas.getByText('4.8 / 5')).toBeVisible();
  },
};

export const FilledLast30Days: Story = {
  args: { period: 30, data: filled(4, 30) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('168')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Daily engagement, last 30 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(canvas.getByText('↑ 20% vs the previous 30 days')).toBeVisible();
  },
};

export const FilledLast90Days: Story = {
  args: { period: 90, data: filled(12, 90) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('↑ 20% vs the previous 90 days')).toBeVisible();
  },
};

export const FilledLastYear: Story = {
  args: { period: 365, data: filled(48, 365) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Weekly engagement' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Weekly engagement, last year' });
    await expect(within(table).getAllByRole('row')).toHaveLength(54);
    await expect(within(table).getByRole('rowheader', { name: 'November 16 – November 22' })).toBeInTheDocument();
    await expect(canvas.getByText('↑ 20% vs the previous year')).toBeVisible();
  },
};

export const ChoosingAPeriodAndExporting: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Last 90 days' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith(90);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const Exporting: Story = {
  args: { isExporting: true },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
};
