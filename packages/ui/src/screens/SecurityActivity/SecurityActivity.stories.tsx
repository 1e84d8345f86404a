import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../storybook/withPhoneFrame';
import { SecurityActivity, type SecurityActivityEntry } from './SecurityActivity';

const entries: SecurityActivityEntry[] = [
  {
    id: '9',
    what: 'Signed in',
    isWarning: false,
    client: 'Chrome on macOS',
    address: '203.0.113.7',
    when: 'November 26, 2026, 09:05 PM',
  },
  {
    id: '8',
    what: 'Sign-in code used',
    isWarning: false,
    client: 'Chrome on macOS',
    address: '203.0.113.7',
    when: 'November 26, 2026, 09:05 PM',
  },
  {
    id: '7',
    what: 'Sign-in code sent',
    isWarning: false,
    client: 'Chrome on macOS',
    address: '203.0.113.7',
    when: 'November 26, 2026, 09:04 PM',
  },
  {
    id: '6',
    what: 'Failed sign-in',
    isWarning: true,
    client: 'Firefox on Windows',
    address: '198.51.100.23',
    when: 'November 26, 2026, 08:59 PM',
  },
  {
    id: '5',
    what: 'Password changed',
    isWarning: false,
    client: 'Safari on iOS',
    address: '192.0.2.14',
    when: 'November 20, 2026, 07:30 AM',
  },
  {
    id: '4',
    what: 'Signed in',
    isWarning: false,
    client: null,
    address: '192.0.2.14',
    when: 'November 20, 2026, 07:28 AM',
  },
];

const meta = {
  title: 'Screens/SecurityActivity',
  component: SecurityActivity,
  args: {
    status: 'loaded',
    onRetry: fn(),
    entries,
    total: 46,
    onShowMore: fn(),
    isLoadingMore: false,
  },
} satisfies Meta<typeof SecurityActivity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = within(canvas.getByRole('region', { name: 'Security activity' }));
    const items = within(region.getByRole('list', { name: 'Security events' })).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('Signed in');
    await expect(items[0]).toHaveTextContent('Chrome on macOS · 203.0.113.7');
    await expect(items[5]).toHaveTextContent('Unknown browser · 192.0.2.14');
    await expect(region.getByText('Showing 6 of 46')).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = { args: { isLoadingMore: true } };

export const AllShown: Story = {
  args: { total: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', entries: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your security activity' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', entries: [], total: 0 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };
