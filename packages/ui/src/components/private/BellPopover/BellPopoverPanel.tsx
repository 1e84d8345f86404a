import { type RefObject, useId } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { Button } from '../../Button/Button';
import { Spinner } from '../../Spinner/Spinner';
import { LoadFailed } from '../LoadFailed/LoadFailed';
import type { OnDemandOverlay } from '../onDemand/useOnDemandOverlay';
import type { BellPopoverProps } from './BellPopover';
import * as styles from './BellPopover.css';

export type BellPopoverPanelProps = Pick<
  BellPopoverProps,
  'items' | 'unread' | 'status' | 'failedTitle' | 'onRetry' | 'onMarkRead' | 'onMarkAllRead'
> & { state: OnDemandOverlay; triggerRef: RefObject<HTMLButtonElement | null>; dialogId: string };

/** The bell's list of notifications, loaded when the bell is first pressed. */
export default function BellPopoverPanel({
  state,
  triggerRef,
  dialogId,
  items,
  unread,
  status,
  failedTitle,
  onRetry,
  onMarkRead,
  onMarkAllRead,
}: BellPopoverPanelProps) {
  const titleId = useId();
  return (
    <Popover
      className={styles.popover}
      triggerRef={triggerRef}
      isOpen={state.isOpen}
      onOpenChange={state.setOpen}
      placement="bottom end"
      offset={8}
    >
      <Dialog id={dialogId} className={styles.dialog} aria-labelledby={titleId}>
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
                      state.close();
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
      </Dialog>
    </Popover>
  );
}
