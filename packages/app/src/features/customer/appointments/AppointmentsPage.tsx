import { type AppointmentTab, isMovable, isUpcomingListed } from '@injury-assist/domain';
import { appointmentStatus } from '@injury-assist/flows/appointments';
import { appointmentButtons, type BookingTarget, type SlotPickerMode } from '@injury-assist/flows/booking';
import { type AppointmentRow, Appointments, CancelAppointmentDialog, ReviewAppointmentDialog } from '@injury-assist/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useClock } from '../../../lib/clock/clock-context';
import { FlowProvider } from '../../../lib/flows/create-flow';
import { loadStatus } from '../../../lib/load-status';
import { useOpenedOnce } from '../../../lib/page/use-opened-once';
import { useSignedInUser } from '../../../lib/session/session-context';
import { showDashboardToast } from '../../../lib/show-dashboard-toast';
import { CancelFlow, WizardFlow } from '../booking/booking-flows';
import type { Appointment } from '../booking/bookings-api';
import { useAppointments, useRefreshAppointments } from '../customer-reads';
import { formatCalendarDate } from '../format-day';
import { ReviewFlow } from '../reviews/review-flow';

/**
 * The booking wizard and the (re)scheduling dialog load on their first opening (issue 22): their
 * date picker, calendar and slot grid were a fifth of the page's first load.
 */
const BookingWizard = lazy(() => import('./BookingWizard').then(({ BookingWizard }) => ({ default: BookingWizard })));
const BookingDialog = lazy(() =>
  import('../booking/BookingDialog').then(({ BookingDialog }) => ({ default: BookingDialog })),
);

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

function AppointmentsScreen() {
  const history = useAppointments();
  const refreshAppointments = useRefreshAppointments();
  const [tab, setTab] = useState<AppointmentTab>('upcoming');
  const [isWizardOpen, setWizardOpen] = useState(false);
  const isWizardShown = useOpenedOnce(isWizardOpen);
  const [scheduling, setScheduling] = useState<Rescheduling | null>(null);

  const cancel = CancelFlow.useActorRef();
  const cancelState = CancelFlow.useSelector((state) => ({
    bookingId: state.context.bookingId,
    isOpen: !state.matches('idle'),
    isSubmitting: state.matches('cancelling'),
  }));
  const review = ReviewFlow.useActorRef();
  const reviewState = ReviewFlow.useSelector((state) => ({
    bookingId: state.context.bookingId,
    isOpen: !state.matches('closed'),
    isPublishing: state.matches({ open: 'publishing' }),
    rating: state.context.rating,
    text: state.context.text,
    error: state.context.error,
  }));
  useEffect(() => {
    const toasts = review.on('toast', showDashboardToast);
    // The history says which appointments are reviewed: read it again, and the Review button goes.
    const published = review.on('review.published', refreshAppointments);
    return () => {
      toasts.unsubscribe();
      published.unsubscribe();
    };
  }, [review, refreshAppointments]);

  useEffect(() => {
    const toasts = cancel.on('toast', showDashboardToast);
    const changed = cancel.on('changed', refreshAppointments);
    return () => {
      toasts.unsubscribe();
      changed.unsubscribe();
    };
  }, [cancel, refreshAppointments]);

  const upcoming = history.data?.upcoming ?? [];
  const past = history.data?.past ?? [];
  const find = (id: string) =>
    upcoming.find((item) => item.booking_id === id) ?? past.find((item) => item.booking_id === id);
  const cancelling = cancelState.bookingId ? find(cancelState.bookingId) : undefined;
  const reviewing = reviewState.bookingId ? find(reviewState.bookingId) : undefined;

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
        onCancel={(bookingId) => cancel.send({ type: 'cancel.request', bookingId })}
        onRebook={(id) => openSchedule(id, 'rebook')}
        onReview={(bookingId) => review.send({ type: 'review.open', bookingId })}
      />
      <ReviewAppointmentDialog
        isOpen={reviewState.isOpen}
        onOpenChange={(open) => {
          if (!open) review.send({ type: 'review.close' });
        }}
        appointmentLabel={
          reviewing
            ? `${reviewing.services} with ${reviewing.provider_name} on ${formatCalendarDate(reviewing.date)}, ${reviewing.slot}`
            : ''
        }
        rating={reviewState.rating}
        onRatingChange={(rating) => review.send({ type: 'rating.change', rating })}
        text={reviewState.text}
        onTextChange={(value) => review.send({ type: 'text.change', value })}
        error={reviewState.error}
        isPublishing={reviewState.isPublishing}
        onPublish={() => review.send({ type: 'review.submit' })}
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
      </Suspense>
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

/** 'Appointments': Upcoming and Past, Reschedule / Cancel / Rebook / Review, and the booking wizard. */
export default function AppointmentsPage() {
  const user = useSignedInUser();
  const clock = useClock();
  return (
    <FlowProvider flow={WizardFlow} options={{ input: { userId: user.id, now: clock.now().getTime() } }}>
      <FlowProvider flow={CancelFlow}>
        <FlowProvider flow={ReviewFlow}>
          <AppointmentsScreen />
        </FlowProvider>
      </FlowProvider>
    </FlowProvider>
  );
}
