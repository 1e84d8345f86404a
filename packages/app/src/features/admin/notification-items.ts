import type { ToastTone } from '@injury-assist/domain';
import type { AdminNotificationItem } from '@injury-assist/ui';
import type { NotificationRow } from './admin-data';
import { timeAgo } from './admin-format';

export const toNotificationItem = (row: NotificationRow, now: Date): AdminNotificationItem => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type,
  isRead: row.is_read,
  time: timeAgo(row.created_at, now),
});

/** spec §4: a live notification's toast is destructive when its type is error. */
export function liveToastTone(row: NotificationRow): ToastTone {
  switch (row.type) {
    case 'error':
      return 'critical';
    case 'success':
      return 'success';
    case 'info':
    case 'warning':
      return 'info';
  }
}

/** A list with `row` on top, once, cut to `limit`. */
export const withNewest = (list: readonly NotificationRow[] | undefined, row: NotificationRow, limit: number) =>
  [row, ...(list ?? []).filter((item) => item.id !== row.id)].slice(0, limit);
