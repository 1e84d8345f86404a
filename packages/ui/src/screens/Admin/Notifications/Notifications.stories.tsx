import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { Notifications } from './Notifications';

const notifications = [
  {
    id: 'n1',
    title: 'Urgent concern raised',
    message: 'Maria Lopez raised an urgent concern.',
    type: 'error',
    isRead: false,
    time: '2026/11/21 09:14',
  },
  {
    id: 'n2',
    title: 'Scheduled maintenance',
    message: 'The site is read-only on Sunday from 02:00 to 03:00.',
    type: 'warning',
    isRead: true,
    time: '2026/11/20 17:02',
  },
  {
    id: 'n3',
    title: 'Directory listed',
    message: '30 providers are listed and bookable.',
    type: 'success',
    isRead: true,
    time: '2026/11/18 08:00',
  },
] as const;

const meta = {
  title: 'Screens/Admin/Notifications',
  component: Notifications,
  args: { notifications, status: 'loaded', onRetry: fn(), onSend: fn(), onDelete: fn() },
} satisfies Meta<typeof Notifications>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Notification Management' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Notifications' })).getAllByRole('row');
    await expect(within(rows[1] as HTMLElement).getByText('error')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('2026/11/21 09:14')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Scheduled maintenance' }));
    await expect(args.onDelete).toHaveBeenCalledWith('n2');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Notification' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { notifications: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading notifications...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No notifications found')).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { notifications: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };
