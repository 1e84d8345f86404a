import { type ToastTone, timeAgo } from '@injury-assist/domain';
import type { AdminNotificationItem } from '@injury-assist/ui';
import type { NotificationChange, NotificationRow } from './admin-data';

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

/** A list after a change from the live channel: a new row on top, a read one updated, a deleted one gone. */
export function withChange(list: readonly NotificationRow[], change: NotificationChange, limit: number) {
  switch (change.type) {
    case 'INSERT':
      return withNewest(list, change.row, limit);
    case 'UPDATE':
      return list.map((row) => (row.id === change.row.id ? change.row : row));
    case 'DELETE':
      return list.filter((row) => row.id !== change.id);
  }
}
