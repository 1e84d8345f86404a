import { timeAgo } from '@injury-assist/domain';
import { useId } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from './ProviderNotificationBell.css';

export type ProviderNotificationItem = {
  id: number;
  title: string;
  message: string;
  isRead: boolean;
  /** ISO instant. */
  createdAt: string;
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
  const titleId = useId();
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <AriaButton className={styles.bell} aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
        <Icon name="navBell" size={22} />
        {unread > 0 ? <span className={styles.dot} aria-hidden="true" /> : null}
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
          {status === 'failed' ? (
            <LoadFailed title="We could not load your notifications." onRetry={onRetry} />
          ) : status === 'loading' ? (
            <div className={styles.state}>
              <Spinner label="Loading notifications" />
            </div>
          ) : notifications.length === 0 ? (
            <p className={styles.state}>No notifications</p>
          ) : (
            <ul className={styles.list}>
              {notifications.map((notification) => (
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
                    </span>
                    <span className={styles.itemMessage}>{notification.message}</span>
                    <time className={styles.itemTime} dateTime={notification.createdAt}>
                      {timeAgo(notification.createdAt, now)}
                    </time>
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
