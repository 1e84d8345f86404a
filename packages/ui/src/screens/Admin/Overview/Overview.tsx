import { Badge } from '../../../components/Badge/Badge';
import { Card } from '../../../components/Card/Card';
import { Icon } from '../../../components/Icon/Icon';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import { StatCard } from '../../../components/StatCard/StatCard';
import type { AdminNotificationItem } from '../NotificationBell/NotificationBell';
import { notificationTone } from '../private/notificationTone';
import * as shared from '../shared.css';
import * as styles from './Overview.css';

export type AdminOverviewCounts = { users: number; bookings: number; services: number; blogs: number };

export type AdminOverviewProps = {
  counts: AdminOverviewCounts | null;
  countsStatus: LoadStatus;
  onRetryCounts: () => void;
  /** The latest 5 system notifications, newest first. */
  activity: readonly AdminNotificationItem[];
  activityStatus: LoadStatus;
  onRetryActivity: () => void;
};

const cards = [
  { key: 'users', label: 'Total Users', icon: 'navPerson', tone: 'brand' },
  { key: 'bookings', label: 'Total Bookings', icon: 'navCalendar', tone: 'positive' },
  { key: 'services', label: 'Total Services', icon: 'navBuilding', tone: 'info' },
  { key: 'blogs', label: 'Total Blogs', icon: 'navConcern', tone: 'caution' },
] as const;

/** 'Dashboard Overview': the four counts and the recent activity. */
export function Overview({
  counts,
  countsStatus,
  onRetryCounts,
  activity,
  activityStatus,
  onRetryActivity,
}: AdminOverviewProps) {
  return (
    <div className={shared.page}>
      <div>
        <h1 className={shared.pageHeading}>Dashboard Overview</h1>
        <p className={shared.pageSubtitle}>Welcome to the admin dashboard</p>
      </div>
      {countsStatus === 'failed' ? (
        <Card>
          <LoadFailed title="We could not load the counts." onRetry={onRetryCounts} />
        </Card>
      ) : (
        <div className={styles.counts}>
          {cards.map((card) => (
            <StatCard
              key={card.key}
              label={card.label}
              value={counts ? counts[card.key].toLocaleString('en-US') : '…'}
              icon={<Icon name={card.icon} />}
              tone={card.tone}
            />
          ))}
        </div>
      )}
      <Card title="Recent Activity">
        {activityStatus === 'loading' ? (
          <div className={styles.state}>
            <Spinner label="Loading recent activity" />
          </div>
        ) : activityStatus === 'failed' ? (
          <LoadFailed title="We could not load the recent activity." onRetry={onRetryActivity} />
        ) : activity.length === 0 ? (
          <p className={styles.state}>No recent activity</p>
        ) : (
          <ul className={styles.activity}>
            {activity.map((item) => (
              <li key={item.id} className={styles.activityItem}>
                <div className={styles.activityTop}>
                  <span className={shared.cellTitle}>{item.title}</span>
                  <Badge tone={notificationTone[item.type]}>{item.type}</Badge>
                </div>
                <p className={shared.mutedText}>{item.message}</p>
                <p className={styles.time}>{item.time}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
