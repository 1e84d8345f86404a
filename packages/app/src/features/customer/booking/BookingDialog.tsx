import { type BookingTarget, canConfirm, type SlotPickerMode, type slotPickerMachine } from '@injury-assist/flows';
import { ScheduleAppointmentDialog, type SlotPickerProps } from '@injury-assist/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSignedInUser } from '../../../lib/session/session-context';
import { showDashboardToast } from '../show-dashboard-toast';
import { useBookingLogic } from './booking-logic';

type SlotPickerRef = ActorRefFrom<typeof slotPickerMachine>;

/** The props a slot picker actor gives the SlotPicker screen, and whether Confirm can go. */
export function useSlotPickerView(picker: SlotPickerRef) {
  const snapshot = useSelector(picker, (state) => state);
  const { context } = snapshot;
  const isSubmitting = snapshot.matches('submitting');
  const view: SlotPickerProps = {
    date: context.date,
    minDate: context.minDate,
    onDateChange: (date) => picker.send({ type: 'date.change', date }),
    slotsStatus: context.slotsStatus,
    slots: context.slots,
    selectedSlot: context.selectedSlot,
    onSelectSlot: (label) => picker.send({ type: 'slot.select', label }),
    isDisabled: isSubmitting,
  };
  return { picker: view, canConfirm: canConfirm(context) && !isSubmitting, isSubmitting };
}

export type BookingDialogProps = {
  /** 'Book Appointment', 'Rebook Appointment' or 'Reschedule Appointment'. */
  title: string;
  target: BookingTarget;
  mode: SlotPickerMode;
  onClose: () => void;
  /** After the booking (or the move) went through; the dialog closes itself too. */
  onDone: () => void;
};

/**
 * Book, rebook or reschedule one provider location: a slot picker actor lives as long as the
 * dialog is mounted, so reopening starts fresh.
 */
export function BookingDialog({ title, target, mode, onClose, onDone }: BookingDialogProps) {
  const user = useSignedInUser();
  const logic = useBookingLogic();
  const actor = useActorRef(logic.slotPicker, {
    input: { target, userId: user.id, mode, now: logic.now },
  });
  const { picker, canConfirm: confirmable, isSubmitting } = useSlotPickerView(actor);
  const isDone = useSelector(actor, (state) => state.status === 'done');

  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    return () => toasts.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (isDone) onDone();
  }, [isDone, onDone]);

  return (
    <ScheduleAppointmentDialog
      isOpen={!isDone}
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title={title}
      provider={{ name: target.providerName, address: target.address }}
      picker={picker}
      canConfirm={confirmable}
      isSubmitting={isSubmitting}
      onConfirm={() => actor.send({ type: 'confirm' })}
    />
  );
}
