import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { ProviderSummary } from '../private/ProviderSummary/ProviderSummary';
import { SlotPicker, type SlotPickerProps } from '../SlotPicker/SlotPicker';
import * as shared from '../shared.css';

export type ScheduleAppointmentProvider = { name: string; address: string };

export type ScheduleAppointmentDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 'Book Appointment', 'Reschedule Appointment' or 'Rebook Appointment'. */
  title: string;
  provider: ScheduleAppointmentProvider;
  picker: SlotPickerProps;
  /** A date and an available slot are chosen. */
  canConfirm: boolean;
  isSubmitting: boolean;
  onConfirm: () => void;
  confirmLabel?: string;
};

/** Book, rebook or reschedule with one provider at one address: a date, a slot and 'Confirm Booking'. */
export function ScheduleAppointmentDialog({
  isOpen,
  onOpenChange,
  title,
  provider,
  picker,
  canConfirm,
  isSubmitting,
  onConfirm,
  confirmLabel = 'Confirm Booking',
}: ScheduleAppointmentDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="large"
      // A booking on its way must not vanish behind an outside click or Escape.
      isDismissable={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isSubmitting}>
            Cancel
          </Button>
          <Button onPress={onConfirm} isDisabled={!canConfirm} loading={isSubmitting}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={shared.dialogContent}>
        <ProviderSummary name={provider.name} address={provider.address} />
        <SlotPicker {...picker} isDisabled={isSubmitting || (picker.isDisabled ?? false)} />
      </div>
    </Dialog>
  );
}
