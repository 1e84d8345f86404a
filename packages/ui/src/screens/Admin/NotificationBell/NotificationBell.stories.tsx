import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import * as styles from '../../../components/private/BellPopover/BellPopover.css';
import { type AdminNotificationItem, NotificationBell } from './NotificationBell';

const sampleNotifications: AdminNotificationItem[] = [
  {
    id: 'n1',
    title: 'Urgent concern raised',
    message: 'Maria Lopez raised an urgent concern: “Billing question”.',
    type: 'error',
    isRead: false,
    time: '2 minutes ago',
  },
  {
    id: 'n2',
    title: 'Provider events need review',
    message: 'Events created by providers wait for an administrator’s approval.',
    type: 'warning',
    isRead: false,
    time: '1 day ago',
  },
  {
    id: 'n3',
    title: 'Demo accounts active',
    message: 'The customer, provider and admin demo accounts can sign in.',
    type: 'info',
    isRead: true,
    time: '2 days ago',
  },
  {
    id: 'n4',
    title: 'Directory listed',
    message: '30 providers in 32 locations are listed and bookable.',
    type: 'success',
    isRead: true,
    time: '3 days ago',
  },
];

// The popover's code loads on its first opening, so an open popover appears a moment after the bell.
const popover = (element: HTMLElement) =>
  within(element.ownerDocument.body).findByRole('dialog', { name: 'Notifications' });

const meta = {
  title: 'Screens/Admin/NotificationBell',
  component: NotificationBell,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className={styles.storyFrame}>
        <Story />
      </div>
    ),
  ],
  args: {
    notifications: sampleNotifications,
    status: 'loaded',
    onRetry: fn(),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
  },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnreadCountOnTheBell: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toHaveTextContent('2');
  },
};

export const OpenWithUnread: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    const dialog = within(await popover(canvasElement));
    await expect(dialog.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(dialog.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(dialog.getByRole('button', { name: /Unread: Urgent concern raised/ }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n1');
    await userEvent.click(dialog.getByRole('button', { name: /Directory listed/ }));
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

export const AllReadHasNoMarkAll: Story = {
  args: { notifications: sampleNotifications.map((item) => ({ ...item, isRead: true })), defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    await expect(within(await popover(canvasElement)).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  },
};

export const ShowsTheLatestTen: Story = {
  args: {
    notifications: Array.from({ length: 14 }, (_, index) => ({
      id: `n${index}`,
      title: `Notification ${index + 1}`,
      message: 'Something happened on the platform.',
      type: 'info' as const,
      isRead: index > 2,
      time: `${index + 1} hours ago`,
    })),
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const items = within(await popover(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    await expect(items[0]).toHaveTextContent('Notification 1');
  },
};

export const Empty: Story = {
  args: { notifications: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(await popover(canvasElement)).getByText('No notifications')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { notifications: [], status: 'loading', defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(await popover(canvasElement)).getByRole('status', { name: 'Loading notifications' }),
    ).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { notifications: [], status: 'failed', defaultOpen: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await popover(canvasElement));
    await expect(dialog.queryByText('No notifications')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
