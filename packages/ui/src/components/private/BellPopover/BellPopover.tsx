import { lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import { Icon, type IconName } from '../../Icon/Icon';
import type { LoadStatus } from '../LoadFailed/LoadFailed';
import { useOnDemandOverlay } from '../onDemand/useOnDemandOverlay';
import { TriggerButton } from '../TriggerButton/TriggerButton';
import * as styles from './BellPopover.css';

// The popover's code (React Aria's overlays) loads with its first opening, not with every page.
const BellPopoverPanel = lazy(() => import('./BellPopoverPanel'));

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
  const popover = useOnDemandOverlay(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  return (
    <>
      <TriggerButton
        ref={triggerRef}
        className={styles.bell}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={popover.isOpen}
        aria-controls={popover.isOpen ? dialogId : undefined}
        onPress={popover.open}
      >
        <Icon name={icon} size={22} />
        {unread > 0 && indicator === 'count' ? (
          <span className={styles.count} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
        {unread > 0 && indicator === 'dot' ? <span className={styles.dot} aria-hidden="true" /> : null}
      </TriggerButton>
      {popover.isRequested ? (
        <Suspense fallback={null}>
          <BellPopoverPanel
            state={popover}
            triggerRef={triggerRef}
            dialogId={dialogId}
            items={items}
            unread={unread}
            status={status}
            failedTitle={failedTitle}
            onRetry={onRetry}
            onMarkRead={onMarkRead}
            onMarkAllRead={onMarkAllRead}
          />
        </Suspense>
      ) : null}
    </>
  );
}
