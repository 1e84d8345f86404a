import { scheduleMessages } from '@injury-assist/domain';
import type { slotPickerMachine } from '@injury-assist/flows/booking';
import type { SlotPickerProps } from '@injury-assist/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

type SlotPickerRef = ActorRefFrom<typeof slotPickerMachine>;

/** The props a slot picker actor gives the SlotPicker screen, and whether Confirm can go. */
export function useSlotPickerView(picker: SlotPickerRef) {
  const snapshot = useSelector(picker, (state) => state);
  const { context } = snapshot;
  const isSubmitting = snapshot.matches('submitting');
  // The server gives an unlisted business's reason where a closed date's goes; it is no date's.
  const notTaking = context.closedMessage === scheduleMessages.notTakingBookings;
  const view: SlotPickerProps = {
    date: context.date,
    minDate: context.minDate,
    closedDays: context.target.closedDays,
    onDateChange: (date) => picker.send({ type: 'date.change', date }),
    slotsStatus: context.slotsStatus,
    slots: context.slots,
    selectedSlot: context.selectedSlot,
    onSelectSlot: (label) => picker.send({ type: 'slot.select', label }),
    isDisabled: isSubmitting,
    closedMessage: notTaking ? null : context.closedMessage,
    unavailableMessage: notTaking ? context.closedMessage : null,
  };
  return { picker: view, canConfirm: snapshot.can({ type: 'confirm' }), isSubmitting };
}
