import { NOTIFICATION_LIMITS, type NotificationType } from '@injury-assist/domain';
import { useId } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import { notificationTone } from '../private/notificationTone';
import * as styles from './NotificationBell.css';

export type AdminNotificationItem = {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  isRead: boolean;
  /** Already formatted for display, e.g. '5 minutes ago'. */
  time: string;
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

/** The header's bell: the unread count on it, and a popover with the latest notifications. */
export function NotificationBell({
  notifications,
  status,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  defaultOpen = false,
}: NotificationBellProps) {
  const titleId = useId();
  const unread = notifications.filter((notification) => !notification.isRead).length;
  const shown = notifications.slice(0, NOTIFICATION_LIMITS.popover);
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <AriaButton className={styles.bell} aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
        <Icon name="bell" size={22} />
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        <Dialog className={styles.dialog} aria-labelledby={titleId}>
          <div className={styles.header}>
            <Heading id={titleId} slot="title" className={styles.title}>
              Notifications
            </Heading>
            {unread > 0 ? (
              <Button variant="ghost" size="small" onPress={onMarkAllRead}>
                Mark all read
              </Button>
            ) : null}
          </div>
          {status === 'loading' ? (
            <div className={styles.state}>
              <Spinner label="Loading notifications" />
            </div>
          ) : status === 'failed' ? (
            <LoadFailed title="We could not load the notifications." onRetry={onRetry} />
          ) : shown.length === 0 ? (
            <p className={styles.state}>No notifications</p>
          ) : (
            <ul className={styles.list}>
              {shown.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    className={styles.item({ unread: !notification.isRead })}
                    onClick={() => {
                      if (!notification.isRead) onMarkRead(notification.id);
                    }}
                  >
                    <span className={styles.itemTop}>
                      <span className={styles.itemTitle}>
                        {notification.isRead ? null : <span className={styles.hiddenText}>Unread: </span>}
                        {notification.title}
                      </span>
                      <Badge tone={notificationTone[notification.type]}>{typeLabels[notification.type]}</Badge>
                    </span>
                    <span className={styles.itemMessage}>{notification.message}</span>
                    <span className={styles.itemTime}>{notification.time}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
