import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { Overview } from './Overview';

const activity = [
  {
    id: 'a1',
    title: 'Urgent concern raised',
    message: 'Maria Lopez raised an urgent concern.',
    type: 'error',
    isRead: false,
    time: '2 minutes ago',
  },
  {
    id: 'a2',
    title: 'Provider events need review',
    message: 'One provider event waits for approval.',
    type: 'warning',
    isRead: false,
    time: '1 day ago',
  },
  {
    id: 'a3',
    title: 'Directory listed',
    message: '30 providers are listed and bookable.',
    type: 'success',
    isRead: true,
    time: '3 days ago',
  },
] as const;

const meta = {
  title: 'Screens/Admin/Overview',
  component: Overview,
  args: {
    counts: { users: 34, bookings: 1289, services: 61, blogs: 3 },
    countsStatus: 'loaded',
    onRetryCounts: fn(),
    activity,
    activityStatus: 'loaded',
    onRetryActivity: fn(),
  },
} satisfies Meta<typeof Overview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
    await expect(canvas.getByText('Welcome to the admin dashboard')).toBeVisible();
    for (const [label, value] of [
      ['Total Users', '34'],
      ['Total Bookings', '1,289'],
      ['Total Services', '61'],
      ['Total Blogs', '3'],
    ]) {
      await expect(within(canvas.getByRole('region', { name: label })).getByText(value as string)).toBeVisible();
    }
    const recent = within(canvas.getByRole('region', { name: 'Recent Activity' }));
    await expect(recent.getAllByRole('listitem')).toHaveLength(3);
    await expect(recent.getByText('2 minutes ago')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { counts: null, countsStatus: 'loading', activity: [], activityStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading recent activity' })).toBeVisible();
    await expect(canvas.queryByText('No recent activity')).toBeNull();
  },
};

export const NoRecentActivity: Story = {
  args: { activity: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recent activity')).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { counts: null, countsStatus: 'failed', activity: [], activityStatus: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    await expect(args.onRetryCounts).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[1] as HTMLElement);
    await expect(args.onRetryActivity).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };
