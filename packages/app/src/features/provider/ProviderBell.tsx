import { ProviderNotificationBell, type ProviderNotificationItem } from '@injury-assist/ui';
import { useClock } from '../../lib/clock/clock-context';
import { loadStatus } from '../../lib/load-status';
import { useAppNavigation } from '../../lib/navigation/app-navigation';
import { notificationPage } from './notification-links';
import { markNotificationsRead } from './notifications-api';
import { useProviderNotifications, useRefresh } from './provider-reads';

/** The header's bell (spec provider-and-admin §2.3): the provider's own notifications, an unread dot. */
export function ProviderBell() {
  const clock = useClock();
  const { navigate } = useAppNavigation();
  const notifications = useProviderNotifications();
  const refresh = useRefresh('/provider/notifications');
  const items: ProviderNotificationItem[] = (notifications.data?.data ?? []).map((item) => {
    const page = notificationPage(item.kind);
    return {
      id: item.id,
      title: item.title,
      message: item.message,
      isRead: item.is_read,
      createdAt: item.created_at,
      ...(page ? { onOpen: () => navigate(page) } : {}),
    };
  });
  const markRead = (ids?: number[]) => void markNotificationsRead(ids).finally(refresh);
  return (
    <ProviderNotificationBell
      notifications={items}
      unread={notifications.data?.unread ?? 0}
      status={loadStatus(notifications)}
      onRetry={() => void notifications.refetch()}
      onMarkRead={(id) => markRead([id])}
      onMarkAllRead={() => markRead()}
      now={clock.now()}
    />
  );
}
