import {
  type AppointmentTab,
  appointmentTabs,
  type NewBookingStatus,
  type ProviderBookingAction,
  telHref,
} from '@injury-assist/domain';
import type { BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';
import { StatusList } from '../../../components/private/StatusList/StatusList';
import { Select } from '../../../components/Select/Select';
import { Tabs } from '../../../components/Tabs/Tabs';
import * as shared from '../shared.css';
import * as styles from './ProviderAppointments.css';

/** The cancel dialog (React Aria's modal and a text area) loads when a provider first cancels (issue 22). */
const CancelReasonDialog = onFirstOpen(() =>
  import('./CancelReasonDialog').then((module) => module.CancelReasonDialog),
);

export type ProviderAppointmentRow = {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  services: string;
  address: string;
  /** Already formatted as 'YYYY/MM/DD'. */
  date: string;
  slot: string;
  statusLabel: string;
  statusTone: BadgeTone;
  cancelReason: string | null;
  /** What the provider may do now (the domain's rule for the status and the time). */
  actions: readonly ProviderBookingAction[];
};

export type CancelReasonDialogState = {
  appointment: ProviderAppointmentRow | null;
  reason: string;
  error: string | null;
  isWorking: boolean;
};

export type ProviderAppointmentsProps = {
  status: LoadStatus;
  onRetry: () => void;
  tab: AppointmentTab;
  onTabChange: (tab: AppointmentTab) => void;
  upcoming: readonly ProviderAppointmentRow[];
  past: readonly ProviderAppointmentRow[];
  /** The action under way, if any; every other button waits for it. */
  busy: { id: string; action: ProviderBookingAction } | null;
  onAction: (id: string, action: Exclude<ProviderBookingAction, 'cancel'>) => void;
  onCancel: (id: string) => void;
  /** Opens the move dialog for an upcoming appointment (one that can still be cancelled). */
  onMove?: (id: string) => void;
  cancelDialog: CancelReasonDialogState | null;
  onReasonChange: (reason: string) => void;
  onReasonSubmit: () => void;
  onReasonDismiss: () => void;
  newBookingStatus: NewBookingStatus;
  onNewBookingStatusChange: (status: NewBookingStatus) => void;
  isSavingNewBookingStatus: boolean;
};

const actionLabels = {
  confirm: 'Confirm',
  complete: 'Mark completed',
  noShow: 'Mark no-show',
  cancel: 'Cancel',
} as const satisfies Record<ProviderBookingAction, string>;

const tabCopy: Record<AppointmentTab, { label: string; empty: string; loading: string }> = {
  upcoming: {
    label: 'Upcoming',
    empty: 'Appointments customers book appear here.',
    loading: 'Loading upcoming appointments',
  },
  past: {
    label: 'Past',
    empty: 'Appointments whose time has passed appear here.',
    loading: 'Loading past appointments',
  },
};

const newBookingOptions: { id: NewBookingStatus; name: string }[] = [
  { id: 'confirmed', name: 'Confirmed at once' },
  { id: 'pending', name: 'Pending until I confirm' },
];

/** Who booked (issue 13): the provider's upcoming and past appointments, with what can be done to each. */
export function ProviderAppointments(props: ProviderAppointmentsProps) {
  const rows: Record<AppointmentTab, readonly ProviderAppointmentRow[]> = {
    upcoming: props.upcoming,
    past: props.past,
  };
  const dialog = props.cancelDialog;
  return (
    <div className={shared.container}>
      <div className={shared.page}>
        <div className={shared.pageHeader}>
          <h1 className={shared.pageHeading}>Appointments</h1>
          <div className={styles.setting}>
            <Select<NewBookingStatus>
              label="New bookings start"
              options={newBookingOptions}
              selectedId={props.newBookingStatus}
              isLoading={props.isSavingNewBookingStatus}
              onSelectionChange={(id) => {
                if (id !== null && id !== props.newBookingStatus) props.onNewBookingStatusChange(id);
              }}
            />
          </div>
        </div>
        <Card>
          {props.status === 'failed' ? (
            <LoadFailed title="We could not load your appointments." onRetry={props.onRetry} />
          ) : (
            <Tabs
              aria-label="Appointments"
              selectedKey={props.tab}
              onSelectionChange={(id) => {
                const next = appointmentTabs.find((candidate) => candidate === id);
                if (next && next !== props.tab) props.onTabChange(next);
              }}
              items={appointmentTabs.map((id) => ({
                id,
                label: tabCopy[id].label,
                content: (
                  <StatusList
                    // Under the page's h1, with no section heading between.
                    headingLevel={2}
                    items={props.status === 'loading' ? null : rows[id]}
                    loadingLabel={tabCopy[id].loading}
                    empty={{ title: 'No appointments found', description: tabCopy[id].empty }}
                    row={(appointment) => ({
                      title: appointment.customerName,
                      statusLabel: appointment.statusLabel,
                      statusTone: appointment.statusTone,
                      body: <Row appointment={appointment} {...props} />,
                    })}
                  />
                ),
              }))}
            />
          )}
        </Card>
      </div>
      <CancelReasonDialog
        isOpen={dialog !== null}
        dialog={dialog}
        onReasonChange={props.onReasonChange}
        onReasonSubmit={props.onReasonSubmit}
        onReasonDismiss={props.onReasonDismiss}
      />
    </div>
  );
}

function Row({
  appointment,
  busy,
  onAction,
  onCancel,
  onMove,
}: ProviderAppointmentsProps & { appointment: ProviderAppointmentRow }) {
  const named = `${appointment.customerName} on ${appointment.date}, ${appointment.slot}`;
  return (
    <div className={styles.rowBody}>
      <div className={styles.details}>
        <p className={styles.when}>
          <time dateTime={appointment.date.replace(/\//g, '-')}>{appointment.date}</time> · {appointment.slot}
        </p>
        <p className={shared.mutedText}>
          {appointment.services} · {appointment.address}
        </p>
        <p className={styles.contact}>
          <a href={`mailto:${appointment.customerEmail}`}>{appointment.customerEmail}</a>
          {appointment.customerPhone ? (
            <a href={telHref(appointment.customerPhone)}>{appointment.customerPhone}</a>
          ) : null}
        </p>
        {appointment.cancelReason ? <p className={styles.reason}>Reason given: {appointment.cancelReason}</p> : null}
      </div>
      {appointment.actions.length > 0 ? (
        <div className={styles.actions}>
          {onMove && appointment.actions.includes('cancel') ? (
            <Button
              size="small"
              variant="secondary"
              aria-label={`Move: ${named}`}
              isDisabled={busy !== null}
              onPress={() => onMove(appointment.id)}
            >
              Move
            </Button>
          ) : null}
          {appointment.actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'cancel' ? 'ghost' : action === 'confirm' ? 'primary' : 'secondary'}
              aria-label={`${actionLabels[action]}: ${named}`}
              loading={busy?.id === appointment.id && busy.action === action}
              isDisabled={busy !== null && !(busy.id === appointment.id && busy.action === action)}
              onPress={() => (action === 'cancel' ? onCancel(appointment.id) : onAction(appointment.id, action))}
            >
              {actionLabels[action]}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
