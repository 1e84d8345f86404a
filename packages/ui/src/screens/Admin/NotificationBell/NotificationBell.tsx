import { NOTIFICATION_LIMITS, type NotificationType } from '@injury-assist/domain';
import { Badge } from '../../../components/Badge/Badge';
import { BellPopover } from '../../../components/private/BellPopover/BellPopover';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { notificationTone } from '../private/notificationTone';

export type AdminNotificationItem = {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  isRead: boolean;
  /** Already formatted for display, e.g. '5 minutes ago'. */
  time: string;
  /** Opens the screen the notification is about (a user's details, Events); none for one sent by hand. */
  onOpen?: () => void;
};

export type NotificationBellProps = {
  /** The latest notifications, newest first (the header reads 50; the popover shows 10). */
  notifications: readonly AdminNotificationItem[];
  status: LoadStatus;
  onRetry: () => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  /** Opens the popover at once (stories). */
  defaultOpen?: boolean;
};

const typeLabels: Record<NotificationType, string> = {
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

/** The admin header's bell: the unread count on it, and a popover with the latest notifications. */
export function NotificationBell({
  notifications,
  status,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  defaultOpen = false,
}: NotificationBellProps) {
  return (
    <BellPopover
      items={notifications.slice(0, NOTIFICATION_LIMITS.popover).map((notification) => ({
        key: notification.id,
        title: notification.title,
        message: notification.message,
        isRead: notification.isRead,
        badge: <Badge tone={notificationTone[notification.type]}>{typeLabels[notification.type]}</Badge>,
        time: notification.time,
        ...(notification.onOpen ? { onOpen: notification.onOpen } : {}),
      }))}
      unread={notifications.filter((notification) => !notification.isRead).length}
      indicator="count"
      icon="bell"
      status={status}
      failedTitle="We could not load the notifications."
      onRetry={onRetry}
      onMarkRead={onMarkRead}
      onMarkAllRead={onMarkAllRead}
      defaultOpen={defaultOpen}
    />
  );
}
