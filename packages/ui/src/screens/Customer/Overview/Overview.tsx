import { localCalendarDate, longDate, weekdayNames } from '@injury-assist/domain';
import type { ReactNode } from 'react';
import type { BadgeTone } from '../../../components/Badge/Badge';
import { Card } from '../../../components/Card/Card';
import { Icon } from '../../../components/Icon/Icon';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { StatusList } from '../../../components/private/StatusList/StatusList';
import { StatCard, type StatCardProps } from '../../../components/StatCard/StatCard';
import * as shared from '../shared.css';
import * as styles from './Overview.css';

export type OverviewAppointment = {
  id: string | number;
  service: string;
  providerName: string;
  /** Already formatted as 'YYYY/MM/DD' (spec §2). */
  date: string;
  /** e.g. '09:00 AM - 10:00 AM'. */
  slot: string;
  statusLabel: string;
  statusTone: BadgeTone;
};

export type OverviewConcern = {
  id: string | number;
  title: string;
  description: string;
  /** Already formatted for display, e.g. '2026/11/19'. */
  createdAt: string;
  /** 'In Progress' or 'Resolved' (spec §2). */
  statusLabel: string;
  statusTone: BadgeTone;
};

export type OverviewCounts = {
  upcomingAppointments: number;
  pastAppointments: number;
  completedConcerns: number;
  activeConcerns: number;
};

export type OverviewProps = {
  /** The page passes a fresh value every second; taking it as a prop keeps the screen pure and screenshots stable. */
  now: Date;
  userName: string;
  /** null until both the appointments and the concerns have loaded ('—' is shown meanwhile). */
  counts: OverviewCounts | null;
  appointmentsStatus: LoadStatus;
  recentAppointments: readonly OverviewAppointment[];
  concernsStatus: LoadStatus;
  recentConcerns: readonly OverviewConcern[];
  /** 'Try again' after a failed load: reads again what failed. */
  onRetry: () => void;
};

const pad = (value: number) => String(value).padStart(2, '0');

// Formatted by hand rather than with Intl, as the dates are: ICU versions disagree on punctuation,
// which would break screenshot baselines.
function formatClock(now: Date) {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/** 'Saturday, November 21, 2026': the product's long date, with the weekday. */
function formatDate(now: Date) {
  // getDay counts from Sunday; the weekday names start on Monday.
  return `${weekdayNames[(now.getDay() + 6) % 7]}, ${longDate(localCalendarDate(now))}`;
}

type StatDefinition = {
  key: keyof OverviewCounts;
  label: string;
  tone: NonNullable<StatCardProps['tone']>;
  icon: ReactNode;
};

const stats: readonly StatDefinition[] = [
  {
    key: 'upcomingAppointments',
    label: 'Upcoming Appointments',
    tone: 'brand',
    icon: <Icon name="calendarClock" size={20} />,
  },
  { key: 'pastAppointments', label: 'Past Appointments', tone: 'info', icon: <Icon name="history" size={20} /> },
  {
    key: 'completedConcerns',
    label: 'Completed Concerns',
    tone: 'positive',
    icon: <Icon name="checkCircle" size={20} />,
  },
  { key: 'activeConcerns', label: 'Active Concerns', tone: 'caution', icon: <Icon name="message" size={20} /> },
];

/** Customer dashboard home: clock, date, the four counts and the last 5 days of appointments and concerns. */
export function Overview({
  now,
  userName,
  counts,
  appointmentsStatus,
  recentAppointments,
  concernsStatus,
  recentConcerns,
  onRetry,
}: OverviewProps) {
  const firstName = userName.trim().split(/\s+/)[0] ?? '';
  const clock = formatClock(now);

  return (
    <div className={shared.container}>
      <div className={shared.page}>
        <div className={shared.pageHeader}>
          <h2 className={styles.heading}>{firstName ? `Welcome back, ${firstName}` : 'Welcome back'}</h2>
          <div className={styles.clockBlock}>
            {/* Ticks every second; announcing each tick would drown out everything else. */}
            <time className={styles.clock} dateTime={clock} aria-live="off">
              {clock}
            </time>
            <time className={styles.date} dateTime={localCalendarDate(now)}>
              {formatDate(now)}
            </time>
          </div>
        </div>

        <div className={styles.stats}>
          {stats.map((stat) => (
            <StatCard
              key={stat.key}
              label={stat.label}
              value={counts ? counts[stat.key] : '—'}
              tone={stat.tone}
              icon={stat.icon}
            />
          ))}
        </div>

        <div className={styles.recent}>
          <Card title="Recent Appointments">
            <StatusList
              items={appointmentsStatus === 'loading' ? null : recentAppointments}
              failure={
                appointmentsStatus === 'failed' ? { title: 'We could not load your appointments.', onRetry } : null
              }
              density="compact"
              loadingLabel="Loading recent appointments"
              empty={{ title: 'No recent appointments', description: 'Appointments from the last 5 days appear here.' }}
              row={(appointment) => ({
                title: appointment.service,
                statusLabel: appointment.statusLabel,
                statusTone: appointment.statusTone,
                body: (
                  <>
                    <p className={shared.mutedText}>{appointment.providerName}</p>
                    <p className={styles.meta}>
                      {appointment.date} · {appointment.slot}
                    </p>
                  </>
                ),
              })}
            />
          </Card>

          <Card title="Recent Concerns">
            <StatusList
              items={concernsStatus === 'loading' ? null : recentConcerns}
              failure={concernsStatus === 'failed' ? { title: 'We could not load your concerns.', onRetry } : null}
              density="compact"
              loadingLabel="Loading recent concerns"
              empty={{ title: 'No recent concerns', description: 'Concerns from the last 5 days appear here.' }}
              row={(concern) => ({
                title: concern.title,
                statusLabel: concern.statusLabel,
                statusTone: concern.statusTone,
                body: (
                  <>
                    <p className={styles.description}>{concern.description}</p>
                    <p className={styles.meta}>Created {concern.createdAt}</p>
                  </>
                ),
              })}
            />
          </Card>
        </div>
      </div>
    </div>
  );
}
