import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import * as styles from '../../../components/private/BellPopover/BellPopover.css';
import { ProviderNotificationBell, type ProviderNotificationItem } from './ProviderNotificationBell';

const NOW = new Date('2026-11-23T15:00:00Z');
const notifications: ProviderNotificationItem[] = [
  {
    id: 3,
    title: 'New booking',
    message: 'Jordan Patient booked 2026-11-24, 09:00 AM - 10:00 AM at 1200 Biscayne Blvd, Miami, FL 33101.',
    isRead: false,
    createdAt: '2026-11-23T14:58:00Z',
  },
  {
    id: 2,
    title: 'Booking cancelled',
    message: 'Casey Customer cancelled 2026-11-25, 02:00 PM - 03:00 PM at 1200 Biscayne Blvd, Miami, FL 33101.',
    isRead: false,
    createdAt: '2026-11-23T11:00:00Z',
  },
  {
    id: 1,
    title: 'Appointment rescheduled',
    message: 'Robin Booker moved 2026-11-20, 10:00 AM - 11:00 AM to 2026-11-27, 10:00 AM - 11:00 AM.',
    isRead: true,
    createdAt: '2026-11-20T09:00:00Z',
  },
];

const meta = {
  title: 'Screens/Provider/NotificationBell',
  component: ProviderNotificationBell,
  args: { notifications, unread: 2, status: 'loaded', onRetry: fn(), onMarkRead: fn(), onMarkAllRead: fn(), now: NOW },
  decorators: [
    (Story) => (
      <div className={styles.storyFrame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProviderNotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnreadDotOnTheBell: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
};

export const OpenWithUnread: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent, args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByText('2 minutes ago')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Unread: New booking/ }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

export const AllRead: Story = {
  args: { defaultOpen: true, unread: 0, notifications: notifications.map((item) => ({ ...item, isRead: true })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(within(document.body).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { defaultOpen: true, unread: 0, notifications: [] },
  play: async () => {
    await expect(within(document.body).getByText('No notifications')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, unread: 0, notifications: [], status: 'loading' },
};

export const LoadFailedTryAgain: Story = {
  args: { defaultOpen: true, unread: 0, notifications: [], status: 'failed' },
  play: async ({ userEvent, args }) => {
    await userEvent.click(within(document.body).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const openReview = fn();

/** An item about a page (here a new review) marks itself read and opens that page; the popover closes. */
export const OpeningAnItemGoesToItsPage: Story = {
  args: {
    defaultOpen: true,
    unread: 1,
    notifications: [
      {
        id: 4,
        title: 'New review',
        message: 'Dana Q. rated a visit 4 out of 5: "Kind and quick."',
        isRead: false,
        createdAt: '2026-11-23T14:50:00Z',
        onOpen: openReview,
      },
    ],
  },
  play: async ({ userEvent, args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Unread: New review/ }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(4);
    await expect(openReview).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  },
};
