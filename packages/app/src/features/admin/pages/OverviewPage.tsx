import { NOTIFICATION_LIMITS } from '@injury-assist/domain';
import { AdminOverview } from '@injury-assist/ui';
import { useClock } from '../../../lib/clock/clock-context';
import { overviewNotificationsKey } from '../AdminBell';
import { adminKeys, useAdminRead } from '../admin-queries';
import { toNotificationItem } from '../notification-items';

/** /admin/overview: the four exact counts and the latest 5 notifications. */
export default function OverviewPage() {
  const counts = useAdminRead(adminKeys.counts, (data) => data.counts(), 'Error loading counts');
  const recent = useAdminRead(
    overviewNotificationsKey,
    (data) => data.notifications(NOTIFICATION_LIMITS.overview),
    'Error loading notifications',
  );
  const now = useClock().now();
  return (
    <AdminOverview
      counts={counts.data ?? null}
      countsStatus={counts.status}
      onRetryCounts={counts.retry}
      activity={(recent.data ?? []).map((row) => toNotificationItem(row, now))}
      activityStatus={recent.status}
      onRetryActivity={recent.retry}
    />
  );
}
