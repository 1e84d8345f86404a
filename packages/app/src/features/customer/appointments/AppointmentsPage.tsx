import { type AppointmentTab, isMovable, isUpcomingListed } from '@injury-assist/domain';
import { appointmentStatus } from '@injury-assist/flows/appointments';
import { appointmentButtons, type BookingTarget, type SlotPickerMode } from '@injury-assist/flows/booking';
import { type AppointmentRow, Appointments } from '@injury-assist/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { loadStatus } from '../../../lib/load-status';
import { useOpenedOnce } from '../../../lib/page/use-opened-once';
import type { Appointment } from '../booking/bookings-api';
import { useAppointments, useRefreshAppointments } from '../customer-reads';
import { formatCalendarDate } from '../format-day';
import type { CancelRequest } from './CancelAppointment';
import type { ReviewRequest } from './ReviewAppointment';

/**
 * Every dialog of the page loads on its first opening, and its machine starts then (issue 22): the
 * wizard's date picker, calendar and slot grid, the dialogs' React Aria modal and XState were half
 * the page's first load before anyone opened one.
 */
const BookingWizard = lazy(() => import('./BookingWizard'));
const BookingDialog = lazy(() =>
  import('../booking/BookingDialog').then(({ BookingDialog }) => ({ default: BookingDialog })),
);
const CancelAppointment = lazy(() => import('./CancelAppointment'));
const ReviewAppointment = lazy(() => import('./ReviewAppointment'));

/** An appointment an administrator cancelled for the platform (issue 26), on both sides' lists. */
const PLATFORM_CANCELLED = 'Cancelled by Injury Assist';

type Rescheduling = { title: string; target: BookingTarget; mode: SlotPickerMode; key: string };

function toRow(appointment: Appointment, tab: AppointmentTab): AppointmentRow {
  const status = appointmentStatus(appointment.booking_status);
  const byPlatform = appointment.cancelled_by === 'platform';
  return {
    id: appointment.booking_id,
    service: appointment.services,
    providerName: appointment.provider_name,
    address: appointment.address,
    date: formatCalendarDate(appointment.date),
    slot: appointment.slot,
    statusLabel: byPlatform ? PLATFORM_CANCELLED : status.label,
    statusTone: status.tone,
    buttons: appointmentButtons(appointment.booking_status, tab, appointment.reviewed),
    ...(byPlatform && appointment.cancel_reason ? { note: `Reason: ${appointment.cancel_reason}` } : {}),
  };
}

function targetOf(appointment: Appointment): BookingTarget {
  return {
    providerId: appointment.provider_id,
    providerName: appointment.provider_name,
    address: appointment.address,
    timeZone: appointment.time_zone,
    closedDays: appointment.closed_days,
  };
}

/** 'Appointments': Upcoming and Past, Reschedule / Cancel / Rebook / Review, and the booking wizard. */
export default function AppointmentsPage() {
  const history = useAppointments();
  const refreshAppointments = useRefreshAppointments();
  const [tab, setTab] = useState<AppointmentTab>('upcoming');
  const [isWizardOpen, setWizardOpen] = useState(false);
  const isWizardShown = useOpenedOnce(isWizardOpen);
  const [scheduling, setScheduling] = useState<Rescheduling | null>(null);
  const [cancelRequest, setCancelRequest] = useState<CancelRequest | null>(null);
  const [reviewRequest, setReviewRequest] = useState<ReviewRequest | null>(null);

  const upcoming = history.data?.upcoming ?? [];
  const past = history.data?.past ?? [];
  const find = (id: string) =>
    upcoming.find((item) => item.booking_id === id) ?? past.find((item) => item.booking_id === id);

  const openSchedule = (id: string, kind: 'reschedule' | 'rebook') => {
    const appointment = find(id);
    if (!appointment) return;
    // A cancelled appointment cannot be moved; its Reschedule books the same place afresh.
    setScheduling(
      kind === 'reschedule'
        ? {
            title: 'Reschedule Appointment',
            target: targetOf(appointment),
            mode: isMovable(appointment.booking_status)
              ? { kind: 'reschedule', bookingId: appointment.booking_id }
              : { kind: 'book' },
            key: `reschedule:${id}`,
          }
        : { title: 'Rebook Appointment', target: targetOf(appointment), mode: { kind: 'book' }, key: `rebook:${id}` },
    );
  };
  const closeSchedule = useCallback(() => setScheduling(null), []);

  return (
    <>
      <Appointments
        status={loadStatus(history)}
        onRetry={() => void history.refetch()}
        tab={tab}
        onTabChange={setTab}
        // spec §4: the upcoming list excludes Completed (the server already leaves them out).
        upcoming={upcoming
          .filter((item) => isUpcomingListed(item.booking_status))
          .map((item) => toRow(item, 'upcoming'))}
        past={past.map((item) => toRow(item, 'past'))}
        onBookNew={() => setWizardOpen(true)}
        onReschedule={(id) => openSchedule(id, 'reschedule')}
        onCancel={(bookingId) => setCancelRequest({ bookingId })}
        onRebook={(id) => openSchedule(id, 'rebook')}
        onReview={(bookingId) => setReviewRequest({ bookingId })}
      />
      <Suspense fallback={null}>
        {isWizardShown && (
          <BookingWizard isOpen={isWizardOpen} onOpenChange={setWizardOpen} onReload={refreshAppointments} />
        )}
        {scheduling && (
          <BookingDialog
            key={scheduling.key}
            title={scheduling.title}
            target={scheduling.target}
            mode={scheduling.mode}
            onClose={closeSchedule}
            onDone={closeSchedule}
          />
        )}
        {cancelRequest && <CancelAppointment request={cancelRequest} find={find} onChanged={refreshAppointments} />}
        {reviewRequest && <ReviewAppointment request={reviewRequest} find={find} onPublished={refreshAppointments} />}
      </Suspense>
    </>
  );
}
