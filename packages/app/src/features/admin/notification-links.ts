import { type AdminNotificationKind, isAdminNotificationKind } from '@injury-assist/domain';
import { paths } from '../../config/paths';
import type { NotificationRow } from './admin-data';

/** The user whose details the Users screen opens (a bell item's link, the View button). */
export const USER_DETAILS_PARAM = 'user';

export const userDetailsPath = (userId: string) =>
  `${paths.admin.users}?${new URLSearchParams({ [USER_DETAILS_PARAM]: userId })}`;

/** The concern the Concerns screen opens (a bell item's link, the Open button). */
export const CONCERN_PARAM = 'concern';

export const concernPath = (concernId: string) =>
  `${paths.admin.concerns}?${new URLSearchParams({ [CONCERN_PARAM]: concernId })}`;

/** The screen each kind of the platform's notifications is about; the target is the row there. */
const pageOfKind: Record<AdminNotificationKind, (target: string) => string> = {
  // Items written before the Concerns screen named the customer; those still open their details.
  urgentConcern: (target) => (/^\d+$/.test(target) ? concernPath(target) : userDetailsPath(target)),
  providerRegistered: userDetailsPath,
  providerPaid: userDetailsPath,
  paymentFailed: userDetailsPath,
  providerUnlisted: userDetailsPath,
  refundNeeded: userDetailsPath,
  eventPending: () => paths.admin.events,
};

/** Where the admin's bell item leads; none for one an admin sent by hand, or a kind not known here. */
export function notificationPage(row: Pick<NotificationRow, 'kind' | 'target'>): string | undefined {
  if (!isAdminNotificationKind(row.kind) || !row.target) return undefined;
  return pageOfKind[row.kind](row.target);
}
