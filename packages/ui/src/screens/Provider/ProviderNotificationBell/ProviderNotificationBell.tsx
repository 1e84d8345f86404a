import { timeAgo } from '@injury-assist/domain';
import { BellPopover } from '../../../components/private/BellPopover/BellPopover';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';

export type ProviderNotificationItem = {
  id: number;
  title: string;
  message: string;
  isRead: boolean;
  /** ISO instant. */
  createdAt: string;
  /** Opens the page the notification is about (appointments, events, reviews, plan). */
  onOpen?: () => void;
};

export type ProviderNotificationBellProps = {
  /** The latest notifications, newest first. */
  notifications: readonly ProviderNotificationItem[];
  /** How many are unread in all (the list shows only the latest). */
  unread: number;
  status: LoadStatus;
  onRetry: () => void;
  onMarkRead: (id: number) => void;
  onMarkAllRead: () => void;
  now: Date;
  /** Opens the popover at once (stories). */
  defaultOpen?: boolean;
};

/** The provider's bell (spec §2.3): an unread dot, and a popover with their latest notifications. */
export function ProviderNotificationBell({
  notifications,
  unread,
  status,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  now,
  defaultOpen = false,
}: ProviderNotificationBellProps) {
  return (
    <BellPopover
      items={notifications.map((notification) => ({
        key: String(notification.id),
        title: notification.title,
        message: notification.message,
        isRead: notification.isRead,
        time: timeAgo(notification.createdAt, now),
        dateTime: notification.createdAt,
        ...(notification.onOpen ? { onOpen: notification.onOpen } : {}),
      }))}
      unread={unread}
      indicator="dot"
      icon="navBell"
      status={status}
      failedTitle="We could not load your notifications."
      onRetry={onRetry}
      onMarkRead={(key) => onMarkRead(Number(key))}
      onMarkAllRead={onMarkAllRead}
      defaultOpen={defaultOpen}
    />
  );
}
