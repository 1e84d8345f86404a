import type { NotificationType } from '@injury-assist/domain';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import type { TableColumn } from '../../../components/Table/Table';
import type { AdminNotificationItem } from '../NotificationBell/NotificationBell';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { notificationTone } from '../private/notificationTone';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';

export type NotificationsProps = {
  /** Given, the list is searched and paged on the server. */
  paging?: AdminListPaging;
  notifications: readonly AdminNotificationItem[];
  status: LoadStatus;
  onRetry: () => void;
  onSend: () => void;
  onDelete: (id: string) => void;
};

const columns: readonly TableColumn[] = [
  { id: 'notification', name: 'Notification', isRowHeader: true, allowsSorting: true },
  { id: 'type', name: 'Type', allowsSorting: true },
  { id: 'time', name: 'Time', allowsSorting: true },
  { id: 'actions', name: 'Actions', isActions: true },
];

const typeLabels: Record<NotificationType, string> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/** 'Notification Management': what the platform and the admins have told every admin. */
export function Notifications({ notifications, status, onRetry, onSend, onDelete, paging }: NotificationsProps) {
  return (
    <AdminTablePage
      heading="Notification Management"
      subtitle="Everything here reaches every admin’s bell the moment it is sent."
      action={
        <Button icon={<Icon name="bell" size={16} />} onPress={onSend}>
          Send Notification
        </Button>
      }
      paging={
        paging && {
          ...paging,
          searchLabel: 'Search notifications',
          searchPlaceholder: 'Search notifications by title or message...',
        }
      }
      tableLabel="Notifications"
      columns={columns}
      rows={notifications}
      status={status}
      onRetry={onRetry}
      loadingText="Loading notifications..."
      emptyText="No notifications found"
      failedTitle="We could not load the notifications."
      renderCell={(notification, column) => {
        switch (column) {
          case 'notification':
            return (
              <div>
                <div className={shared.cellTitle}>{notification.title}</div>
                <div className={shared.mutedText}>{notification.message}</div>
              </div>
            );
          case 'type':
            return <Badge tone={notificationTone[notification.type]}>{typeLabels[notification.type]}</Badge>;
          case 'time':
            return <span className={shared.nowrap}>{notification.time}</span>;
          case 'actions':
            return (
              <div className={shared.rowActions}>
                <RowAction
                  icon="trash"
                  label="Delete"
                  aria-label={`Delete ${notification.title}`}
                  variant="ghost"
                  onPress={() => onDelete(notification.id)}
                />
              </div>
            );
          default:
            return null;
        }
      }}
    />
  );
}
