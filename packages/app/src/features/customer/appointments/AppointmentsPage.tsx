import { type AppointmentTab, isMovable, isUpcomingListed } from '@injury-assist/domain';
import { appointmentButtons, appointmentStatus, type BookingTarget, type SlotPickerMode } from '@injury-assist/flows';
import { type AppointmentRow, Appointments, CancelAppointmentDialog } from '@injury-assist/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useSignedInUser } from '../../../lib/session/session-context';
import { BookingDialog } from '../booking/BookingDialog';
import { useBookingLogic } from '../booking/booking-logic';
import type { Appointment } from '../booking/bookings-api';
import { formatCalendarDate } from '../format-day';
import { showDashboardToast } from '../show-dashboard-toast';
import { BookingWizard } from './BookingWizard';

type History = { upcoming: Appointment[]; past: Appointment[] };
type Rescheduling = { title: string; target: BookingTarget; mode: SlotPickerMode; key: string };

function toRow(appointment: Appointment, tab: AppointmentTab): AppointmentRow {
  const status = appointmentStatus(appointment.booking_status);
  return {
    id: appointment.booking_id,
    service: appointment.services,
    providerName: appointment.provider_name,
    address: appointment.address,
    date: formatCalendarDate(appointment.date),
    slot: appointment.slot,
    statusLabel: status.label,
    statusTone: status.tone,
    buttons: appointmentButtons(appointment.booking_status, tab),
  };
}

function targetOf(appointment: Appointment): BookingTarget {
  return {
    providerId: appointment.provider_id,
    providerName: appointment.provider_name,
    address: appointment.address,
    timeZone: appointment.time_zone,
  };
}

/** 'Appointments': Upcoming and Past, Reschedule / Cancel / Rebook, and the booking wizard. */
export default function AppointmentsPage() {
  const user = useSignedInUser();
  const logic = useBookingLogic();
  const [history, setHistory] = useState<History | null>(null);
  const [tab, setTab] = useState<AppointmentTab>('upcoming');
  const [isWizardOpen, setWizardOpen] = useState(false);
  const [scheduling, setScheduling] = useState<Rescheduling | null>(null);

  const reload = useCallback(() => {
    logic
      .listAppointments(user.id)
      .then(({ upcoming, past }) => setHistory({ upcoming, past }))
      .catch(() => setHistory((current) => current ?? { upcoming: [], past: [] }));
  }, [logic, user.id]);
  useEffect(reload, [reload]);

  const cancel = useActorRef(logic.cancel);
  const cancelState = useSelector(cancel, (state) => ({
    bookingId: state.context.bookingId,
    isOpen: !state.matches('idle'),
    isSubmitting: state.matches('cancelling'),
  }));
  useEffect(() => {
    const toasts = cancel.on('toast', showDashboardToast);
    const changed = cancel.on('changed', reload);
    return () => {
      toasts.unsubscribe();
      changed.unsubscribe();
    };
  }, [cancel, reload]);

  const find = (id: string) =>
    history?.upcoming.find((item) => item.booking_id === id) ?? history?.past.find((item) => item.booking_id === id);
  const cancelling = cancelState.bookingId ? find(cancelState.bookingId) : undefined;

  const openSchedule = (id: string, kind: 'reschedule' | 'rebook') => {
    const appointment = find(id);
    if (!appointment) return;
    // A cancelled appointment cannot be moved; its Reschedule books the same place afresh.
    const movable = isMovable(appointment.booking_status);
    setScheduling(
      kind === 'reschedule'
        ? {
            title: 'Reschedule Appointment',
            target: targetOf(appointment),
            mode: movable ? { kind: 'reschedule', bookingId: appointment.booking_id } : { kind: 'book' },
            key: `reschedule:${id}`,
          }
        : { title: 'Rebook Appointment', target: targetOf(appointment), mode: { kind: 'book' }, key: `rebook:${id}` },
    );
  };
  const closeSchedule = useCallback(() => setScheduling(null), []);
  const scheduled = useCallback(() => {
    setScheduling(null);
    reload();
  }, [reload]);

  return (
    <>
      <Appointments
        status={history ? 'loaded' : 'loading'}
        tab={tab}
        onTabChange={setTab}
        // spec §4: the upcoming list excludes Completed (the server already leaves them out).
        upcoming={(history?.upcoming ?? [])
          .filter((item) => isUpcomingListed(item.booking_status))
          .map((item) => toRow(item, 'upcoming'))}
        past={(history?.past ?? []).map((item) => toRow(item, 'past'))}
        onBookNew={() => setWizardOpen(true)}
        onReschedule={(id) => openSchedule(id, 'reschedule')}
        onCancel={(bookingId) => cancel.send({ type: 'cancel.request', bookingId })}
        onRebook={(id) => openSchedule(id, 'rebook')}
      />
      <BookingWizard isOpen={isWizardOpen} onOpenChange={setWizardOpen} onReload={reload} />
      {scheduling && (
        <BookingDialog
          key={scheduling.key}
          title={scheduling.title}
          target={scheduling.target}
          mode={scheduling.mode}
          onClose={closeSchedule}
          onDone={scheduled}
        />
      )}
      <CancelAppointmentDialog
        isOpen={cancelState.isOpen}
        onOpenChange={(open) => {
          if (!open) cancel.send({ type: 'cancel.dismiss' });
        }}
        appointment={
          cancelling
            ? {
                service: cancelling.services,
                providerName: cancelling.provider_name,
                date: formatCalendarDate(cancelling.date),
                slot: cancelling.slot,
              }
            : null
        }
        isSubmitting={cancelState.isSubmitting}
        onConfirm={() => cancel.send({ type: 'cancel.confirm' })}
      />
    </>
  );
}
