import { type AppointmentTab, appointmentTabs } from '@injury-assist/domain';
import type { BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { StatusList } from '../../../components/private/StatusList/StatusList';
import { Tabs } from '../../../components/Tabs/Tabs';
import * as shared from '../shared.css';
import * as styles from './Appointments.css';

// spec §2: upcoming items have Reschedule and Cancel, past items Rebook; the flow decides which apply.
// Review is ours (issue 13): a completed appointment the customer has not reviewed yet.
export type AppointmentRowButton = 'Reschedule' | 'Cancel' | 'Rebook' | 'Review';

export type AppointmentRow = {
  id: string;
  service: string;
  providerName: string;
  address: string;
  /** Already formatted as 'YYYY/MM/DD' (spec §2). */
  date: string;
  /** e.g. '09:00 AM - 10:00 AM'. */
  slot: string;
  statusLabel: string;
  statusTone: BadgeTone;
  buttons: readonly AppointmentRowButton[];
  /** Why it was cancelled, when Injury Assist cancelled it, e.g. 'Reason: The clinic is closed.' */
  note?: string;
};

export type AppointmentsProps = {
  status: LoadStatus;
  /** 'Try again' after a failed load. */
  onRetry: () => void;
  tab: AppointmentTab;
  onTabChange: (tab: AppointmentTab) => void;
  upcoming: readonly AppointmentRow[];
  past: readonly AppointmentRow[];
  onBookNew: () => void;
  onReschedule: (id: string) => void;
  onCancel: (id: string) => void;
  onRebook: (id: string) => void;
  onReview: (id: string) => void;
};

const tabCopy: Record<AppointmentTab, { label: string; emptyDescription: string; loadingLabel: string }> = {
  upcoming: {
    label: 'Upcoming',
    emptyDescription: 'Appointments you book appear here.',
    loadingLabel: 'Loading upcoming appointments',
  },
  past: {
    label: 'Past',
    emptyDescription: 'Appointments you have had appear here.',
    loadingLabel: 'Loading past appointments',
  },
};

/** The customer's 'Appointments' screen: upcoming and past bookings and the entry to the booking wizard. */
export function Appointments({
  status,
  onRetry,
  tab,
  onTabChange,
  upcoming,
  past,
  onBookNew,
  onReschedule,
  onCancel,
  onRebook,
  onReview,
}: AppointmentsProps) {
  const actions: Record<
    AppointmentRowButton,
    { onPress: (id: string) => void; variant: 'primary' | 'secondary' | 'ghost' }
  > = {
    Reschedule: { onPress: onReschedule, variant: 'secondary' },
    Cancel: { onPress: onCancel, variant: 'ghost' },
    Rebook: { onPress: onRebook, variant: 'secondary' },
    Review: { onPress: onReview, variant: 'primary' },
  };
  const rows: Record<AppointmentTab, readonly AppointmentRow[]> = { upcoming, past };

  return (
    <div className={shared.container}>
      <div className={shared.page}>
        <div className={shared.pageHeader}>
          <h2 className={shared.pageHeading}>Appointments</h2>
          <Button onPress={onBookNew}>Book New Appointment</Button>
        </div>
        <Card>
          <Tabs
            aria-label="Appointments"
            selectedKey={tab}
            onSelectionChange={(id) => {
              const next = appointmentTabs.find((candidate) => candidate === id);
              if (next && next !== tab) onTabChange(next);
            }}
            items={appointmentTabs.map((id) => ({
              id,
              label: tabCopy[id].label,
              content: (
                <StatusList
                  items={status === 'loading' ? null : rows[id]}
                  failure={status === 'failed' ? { title: 'We could not load your appointments.', onRetry } : null}
                  loadingLabel={tabCopy[id].loadingLabel}
                  empty={{ title: 'No appointments found', description: tabCopy[id].emptyDescription }}
                  row={(appointment) => ({
                    title: appointment.service,
                    statusLabel: appointment.statusLabel,
                    statusTone: appointment.statusTone,
                    body: (
                      <div className={styles.rowBody}>
                        <div className={styles.details}>
                          <p className={styles.provider}>{appointment.providerName}</p>
                          <p className={shared.mutedText}>{appointment.address}</p>
                          <p className={styles.when}>
                            <time dateTime={appointment.date.replace(/\//g, '-')}>{appointment.date}</time> ·{' '}
                            {appointment.slot}
                          </p>
                          {appointment.note ? <p className={shared.mutedText}>{appointment.note}</p> : null}
                        </div>
                        {appointment.buttons.length > 0 ? (
                          <div className={styles.actions}>
                            {appointment.buttons.map((button) => (
                              <Button
                                key={button}
                                size="small"
                                variant={actions[button].variant}
                                // Every row has the same buttons; the name says which appointment they act on.
                                aria-label={`${button} ${appointment.service} with ${appointment.providerName} on ${appointment.date}, ${appointment.slot}`}
                                onPress={() => actions[button].onPress(appointment.id)}
                              >
                                {button}
                              </Button>
                            ))}
                          </div>
                        ) : null}
                      </div>
                    ),
                  })}
                />
              ),
            }))}
          />
        </Card>
      </div>
    </div>
  );
}
