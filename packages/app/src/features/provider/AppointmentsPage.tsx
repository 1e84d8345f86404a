import type { components } from '@injury-assist/contract';
import {
  type AppointmentTab,
  BOOKING_STATUS,
  type NewBookingStatus,
  providerBookingActionsFor,
  providerBookingStatusName,
  shortDate,
} from '@injury-assist/domain';
import { type BadgeTone, type ProviderAppointmentRow, ProviderAppointments, showToast } from '@injury-assist/ui';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { loadStatus } from '../../lib/load-status';
import type { AppointmentActionsEvent, AppointmentActionsView } from './AppointmentActions';
import type { MovingAppointment } from './MoveAppointmentDialog';
import { saveNewBookingStatus } from './provider-api';
import { useBusinessProfile, useProviderAppointments, useRefresh } from './provider-reads';

type Appointment = components['schemas']['ProviderAppointment'];

// The move dialog brings the date picker and the slot machine: loaded when a provider first moves.
const MoveAppointmentDialog = lazy(() =>
  import('./MoveAppointmentDialog').then((module) => ({ default: module.MoveAppointmentDialog })),
);
// The actions' machine (and XState) loads at the first press of an action (issue 22).
const AppointmentActions = lazy(() => import('./AppointmentActions'));

const idleActions: AppointmentActionsView = {
  bookingId: null,
  action: null,
  asking: false,
  working: false,
  reason: '',
  reasonError: null,
};

const tones: Record<number, BadgeTone> = {
  [BOOKING_STATUS.pending]: 'caution',
  [BOOKING_STATUS.confirmed]: 'info',
  [BOOKING_STATUS.completed]: 'positive',
  [BOOKING_STATUS.noShow]: 'neutral',
};

function toRow(appointment: Appointment): ProviderAppointmentRow {
  return {
    id: appointment.booking_id,
    customerName: appointment.customer.name,
    customerEmail: appointment.customer.email,
    customerPhone: appointment.customer.phone,
    services: appointment.services,
    address: appointment.address,
    date: shortDate(appointment.date),
    slot: appointment.slot,
    statusLabel:
      appointment.cancelled_by === 'platform'
        ? 'Cancelled by Injury Assist'
        : providerBookingStatusName(appointment.status),
    statusTone: tones[appointment.status] ?? 'critical',
    cancelReason: appointment.cancel_reason,
    actions: providerBookingActionsFor(appointment.status, appointment.timing),
  };
}

/**
 * Sends to the actions' machine, loading it at the first press: the presses made while it loads
 * wait in order and are sent once it runs.
 */
function useAppointmentActions() {
  const [view, setView] = useState<AppointmentActionsView>(idleActions);
  const [isStarted, setStarted] = useState(false);
  const pending = useRef<AppointmentActionsEvent[]>([]).current;
  const sendRef = useRef<((event: AppointmentActionsEvent) => void) | null>(null);
  const onReady = useCallback((send: ((event: AppointmentActionsEvent) => void) | null) => {
    sendRef.current = send;
  }, []);
  const send = (event: AppointmentActionsEvent) => {
    if (sendRef.current) {
      sendRef.current(event);
      return;
    }
    pending.push(event);
    setStarted(true);
  };
  return { view, send, isStarted, pending, onReady, onView: setView };
}

/** Who booked (issue 13): the provider's appointments and what can be done with them. */
export default function AppointmentsPage() {
  const appointments = useProviderAppointments();
  const refresh = useRefresh('/provider/appointments', '/provider/overview');
  const [tab, setTab] = useState<AppointmentTab>('upcoming');
  const [savingStatus, setSavingStatus] = useState<NewBookingStatus | null>(null);
  const [moving, setMoving] = useState<MovingAppointment | null>(null);
  // The move dialog asks the business's id for the location's slots.
  const providerId = useBusinessProfile().data?.data.id ?? null;
  const closeMove = useCallback(() => setMoving(null), []);
  const moved = useCallback(() => {
    setMoving(null);
    refresh();
  }, [refresh]);
  const actions = useAppointmentActions();
  const flow = actions.view;

  const upcoming = (appointments.data?.upcoming ?? []).map(toRow);
  const past = (appointments.data?.past ?? []).map(toRow);
  const cancelling =
    flow.action === 'cancel' && (flow.asking || flow.working)
      ? ([...upcoming, ...past].find((row) => row.id === flow.bookingId) ?? null)
      : null;
  const newBookingStatus = savingStatus ?? appointments.data?.new_booking_status ?? 'confirmed';

  const startMove = (bookingId: string) => {
    const appointment = appointments.data?.upcoming.find((row) => row.booking_id === bookingId);
    if (!appointment || providerId === null) return;
    setMoving({
      bookingId,
      customerName: appointment.customer.name,
      when: `${shortDate(appointment.date)} · ${appointment.slot}`,
      providerId,
      address: appointment.address,
      timeZone: appointment.time_zone,
    });
  };

  return (
    <>
      <ProviderAppointments
        status={loadStatus(appointments)}
        onRetry={() => void appointments.refetch()}
        tab={tab}
        onTabChange={setTab}
        upcoming={upcoming}
        past={past}
        busy={flow.working && flow.bookingId && flow.action ? { id: flow.bookingId, action: flow.action } : null}
        onAction={(bookingId, action) => actions.send({ type: 'appointment.act', bookingId, action })}
        onCancel={(bookingId) => actions.send({ type: 'appointment.cancel', bookingId })}
        onMove={startMove}
        cancelDialog={
          cancelling
            ? { appointment: cancelling, reason: flow.reason, error: flow.reasonError, isWorking: flow.working }
            : null
        }
        onReasonChange={(value) => actions.send({ type: 'reason.change', value })}
        onReasonSubmit={() => actions.send({ type: 'reason.submit' })}
        onReasonDismiss={() => actions.send({ type: 'reason.dismiss' })}
        newBookingStatus={newBookingStatus}
        isSavingNewBookingStatus={savingStatus !== null}
        onNewBookingStatusChange={(status) => {
          setSavingStatus(status);
          saveNewBookingStatus(status)
            .then(() =>
              showToast({
                title:
                  status === 'pending'
                    ? 'New bookings now wait for your confirmation.'
                    : 'New bookings are now confirmed at once.',
                tone: 'success',
              }),
            )
            // The shared handler has said what went wrong; the list shows what is stored.
            .catch(() => undefined)
            .finally(() => {
              refresh();
              setSavingStatus(null);
            });
        }}
      />
      {moving ? (
        <Suspense fallback={null}>
          <MoveAppointmentDialog appointment={moving} onClose={closeMove} onMoved={moved} />
        </Suspense>
      ) : null}
      {actions.isStarted ? (
        <Suspense fallback={null}>
          <AppointmentActions
            pending={actions.pending}
            onReady={actions.onReady}
            onView={actions.onView}
            onChanged={refresh}
          />
        </Suspense>
      ) : null}
    </>
  );
}
