import type { BookingTarget, SlotPickerMode } from '@injury-assist/flows/booking';
import { ScheduleAppointmentDialog } from '@injury-assist/ui';
import { useEffect } from 'react';
import { useClock } from '../../../lib/clock/clock-context';
import { FlowProvider } from '../../../lib/flows/create-flow';
import { useSignedInUser } from '../../../lib/session/session-context';
import { showDashboardToast } from '../../../lib/show-dashboard-toast';
import { useSlotPickerView } from '../../../lib/slots/slot-picker-view';
import { useRefreshAppointments } from '../customer-reads';
import { SlotPickerFlow } from './booking-flows';

export type BookingDialogProps = {
  /** 'Book Appointment', 'Rebook Appointment' or 'Reschedule Appointment'. */
  title: string;
  target: BookingTarget;
  mode: SlotPickerMode;
  onClose: () => void;
  /** After the booking (or the move) went through; the dialog closes itself too. */
  onDone: () => void;
};

function BookingDialogScreen({ title, target, onClose, onDone }: Omit<BookingDialogProps, 'mode'>) {
  const actor = SlotPickerFlow.useActorRef();
  const { picker, canConfirm, isSubmitting } = useSlotPickerView(actor);
  const isDone = SlotPickerFlow.useSelector((state) => state.status === 'done');
  const refreshAppointments = useRefreshAppointments();

  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    return () => toasts.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (!isDone) return;
    // The booking (or the move) changed the customer's appointments, wherever they are shown.
    refreshAppointments();
    onDone();
  }, [isDone, onDone, refreshAppointments]);

  return (
    <ScheduleAppointmentDialog
      isOpen={!isDone}
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title={title}
      provider={{ name: target.providerName, address: target.address }}
      picker={picker}
      canConfirm={canConfirm}
      isSubmitting={isSubmitting}
      onConfirm={() => actor.send({ type: 'confirm' })}
    />
  );
}

/**
 * Book, rebook or reschedule one provider location: a slot picker actor lives as long as the
 * dialog is mounted, so reopening starts fresh.
 */
export function BookingDialog({ mode, ...props }: BookingDialogProps) {
  const user = useSignedInUser();
  const clock = useClock();
  return (
    <FlowProvider
      flow={SlotPickerFlow}
      options={{ input: { target: props.target, userId: user.id, mode, now: clock.now().getTime() } }}
    >
      <BookingDialogScreen {...props} />
    </FlowProvider>
  );
}
