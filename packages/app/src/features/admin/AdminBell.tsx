import { NOTIFICATION_LIMITS } from '@injury-assist/domain';
import { NotificationBell, showToast } from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClock } from '../../lib/clock/clock-context';
import { useAppNavigation } from '../../lib/navigation/app-navigation';
import type { NotificationRow } from './admin-data';
import { useAdminData } from './admin-data-context';
import { adminKeys, useAdminAction, useAdminRead } from './admin-queries';
import { liveToastTone, toNotificationItem, withChange } from './notification-items';
import { notificationPage } from './notification-links';

export const headerNotificationsKey = [...adminKeys.notifications, 'header'] as const;
export const overviewNotificationsKey = [...adminKeys.notifications, 'overview'] as const;
export const pageNotificationsKey = [...adminKeys.notifications, 'page'] as const;

/**
 * The live feed (spec §4, §7): each notification inserted anywhere arrives over the realtime
 * channel admin-notifications, goes to the top of every list that shows notifications, and is
 * shown as a toast, destructive when its type is error; the Notifications page (paged on the
 * server) reads its page again. Reading or deleting one, in another tab or by another admin,
 * arrives on the same channel, so every open bell and list stays in step.
 */
export function useLiveNotifications() {
  const data = useAdminData();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      data.onNotificationChanged((change) => {
        const lists = [
          [headerNotificationsKey, NOTIFICATION_LIMITS.header],
          [overviewNotificationsKey, NOTIFICATION_LIMITS.overview],
        ] as const;
        for (const [key, limit] of lists) {
          queryClient.setQueryData<NotificationRow[]>(key, (list) => (list ? withChange(list, change, limit) : list));
        }
        if (change.type === 'INSERT') {
          showToast({ title: change.row.title, description: change.row.message, tone: liveToastTone(change.row) });
        }
        void queryClient.invalidateQueries({ queryKey: pageNotificationsKey });
      }),
    [data, queryClient],
  );
}

/** The header's bell: the latest 50, the popover's 10, mark read (failures ignored, spec §8). */
export function AdminBell() {
  const notifications = useAdminRead(
    headerNotificationsKey,
    (data) => data.notifications(NOTIFICATION_LIMITS.header),
    'Error loading notifications',
  );
  const markRead = useAdminAction<string>({
    run: (data, id) => data.markNotificationRead(id),
    errorTitle: null,
    refresh: [adminKeys.notifications],
  });
  const markAllRead = useAdminAction<void>({
    run: (data) => data.markAllNotificationsRead(),
    errorTitle: null,
    refresh: [adminKeys.notifications],
  });
  const queryClient = useQueryClient();
  // A click shows the notification read at once; a failure is ignored and the next read corrects it.
  const markLocally = (read: (row: NotificationRow) => boolean) =>
    queryClient.setQueryData<NotificationRow[]>(headerNotificationsKey, (list) =>
      list?.map((row) => (read(row) ? { ...row, is_read: true } : row)),
    );
  const now = useClock().now();
  const { navigate } = useAppNavigation();
  return (
    <NotificationBell
      notifications={(notifications.data ?? []).map((row) => {
        const page = notificationPage(row);
        return { ...toNotificationItem(row, now), ...(page ? { onOpen: () => navigate(page) } : {}) };
      })}
      status={notifications.status}
      onRetry={notifications.retry}
      onMarkRead={(id) => {
        markLocally((row) => row.id === id);
        markRead.mutate(id);
      }}
      onMarkAllRead={() => {
        markLocally(() => true);
        markAllRead.mutate();
      }}
    />
  );
}
