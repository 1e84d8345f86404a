import { type ReactNode, useId } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '../../Button/Button';
import { Icon, type IconName } from '../../Icon/Icon';
import { Spinner } from '../../Spinner/Spinner';
import { LoadFailed, type LoadStatus } from '../LoadFailed/LoadFailed';
import * as styles from './BellPopover.css';

export type BellItem = {
  key: string;
  title: string;
  message: string;
  isRead: boolean;
  /** Shown beside the title, e.g. the admin's type badge. */
  badge?: ReactNode;
  /** Already formatted, e.g. '5 minutes ago'. */
  time: string;
  /** The instant `time` describes, for a machine-readable `<time>`. */
  dateTime?: string;
  /** Opens what the notification is about (a page); the popover closes first. */
  onOpen?: () => void;
};

export type BellPopoverProps = {
  items: readonly BellItem[];
  unread: number;
  /** The admin header shows the unread count on the bell; the provider's shows a dot (spec §2.3). */
  indicator: 'count' | 'dot';
  icon: IconName;
  status: LoadStatus;
  failedTitle: string;
  onRetry: () => void;
  onMarkRead: (key: string) => void;
  onMarkAllRead: () => void;
  defaultOpen?: boolean;
};

/**
 * A header bell: the unread mark on it, and a popover listing notifications that a click marks read
 * and, for one about a page, opens that page.
 */
export function BellPopover({
  items,
  unread,
  indicator,
  icon,
  status,
  failedTitle,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  defaultOpen = false,
}: BellPopoverProps) {
  const titleId = useId();
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <AriaButton className={styles.bell} aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
        <Icon name={icon} size={22} />
        {unread > 0 && indicator === 'count' ? (
          <span className={styles.count} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
        {unread > 0 && indicator === 'dot' ? <span className={styles.dot} aria-hidden="true" /> : null}
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        <Dialog className={styles.dialog} aria-labelledby={titleId}>
          {({ close }) => (
            <>
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
                <LoadFailed title={failedTitle} onRetry={onRetry} />
              ) : items.length === 0 ? (
                <p className={styles.state}>No notifications</p>
              ) : (
                <ul className={styles.list}>
                  {items.map((item) => (
                    <li key={item.key}>
                      <button
                        type="button"
                        className={styles.item({ unread: !item.isRead })}
                        onClick={() => {
                          if (!item.isRead) onMarkRead(item.key);
                          if (item.onOpen) {
                            close();
                            item.onOpen();
                          }
                        }}
                      >
                        <span className={styles.itemTop}>
                          <span className={styles.itemTitle}>
                            {item.isRead ? null : <span className={styles.hiddenText}>Unread: </span>}
                            {item.title}
                          </span>
                          {item.badge}
                        </span>
                        <span className={styles.itemMessage}>{item.message}</span>
                        {item.dateTime ? (
                          <time className={styles.itemTime} dateTime={item.dateTime}>
                            {item.time}
                          </time>
                        ) : (
                          <span className={styles.itemTime}>{item.time}</span>
                        )}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
