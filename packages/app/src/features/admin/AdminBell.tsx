import { NOTIFICATION_LIMITS } from '@injury-assist/domain';
import { NotificationBell, showToast } from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClock } from '../../lib/clock/clock-context';
import type { NotificationRow } from './admin-data';
import { useAdminData } from './admin-data-context';
import { adminKeys, useAdminAction, useAdminRead } from './admin-queries';
import { liveToastTone, toNotificationItem, withNewest } from './notification-items';

export const headerNotificationsKey = [...adminKeys.notifications, 'header'] as const;
export const overviewNotificationsKey = [...adminKeys.notifications, 'overview'] as const;
export const pageNotificationsKey = [...adminKeys.notifications, 'page'] as const;

/**
 * The live feed (spec §4, §7): each notification inserted anywhere arrives over the realtime
 * channel admin-notifications, goes to the top of the header's and the overview's lists, makes the
 * Notifications page (paged on the server) read its page again, and is shown as a toast,
 * destructive when its type is error.
 */
export function useLiveNotifications() {
  const data = useAdminData();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      data.onNotificationInserted((row) => {
        const lists = [
          [headerNotificationsKey, NOTIFICATION_LIMITS.header],
          [overviewNotificationsKey, NOTIFICATION_LIMITS.overview],
        ] as const;
        for (const [key, limit] of lists) {
          queryClient.setQueryData<NotificationRow[]>(key, (list) => (list ? withNewest(list, row, limit) : list));
        }
        void queryClient.invalidateQueries({ queryKey: pageNotificationsKey });
        showToast({ title: row.title, description: row.message, tone: liveToastTone(row) });
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
  return (
    <NotificationBell
      notifications={(notifications.data ?? []).map((row) => toNotificationItem(row, now))}
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
