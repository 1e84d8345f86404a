import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { TextArea } from '../../../components/TextArea/TextArea';
import type { CancelReasonDialogState } from './ProviderAppointments';
import * as styles from './ProviderAppointments.css';

export type CancelReasonDialogProps = {
  isOpen: boolean;
  dialog: CancelReasonDialogState | null;
  onReasonChange: (reason: string) => void;
  onReasonSubmit: () => void;
  onReasonDismiss: () => void;
};

/** Cancelling an appointment: the provider's reason, sent to the customer. */
export function CancelReasonDialog({
  isOpen,
  dialog,
  onReasonChange,
  onReasonSubmit,
  onReasonDismiss,
}: CancelReasonDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onReasonDismiss();
      }}
      title="Cancel this appointment?"
      description="The customer gets an e-mail with your reason, and the time is free to book again."
      size="medium"
      isDismissable={!dialog?.isWorking}
      footer={
        <>
          <Button variant="secondary" onPress={onReasonDismiss} isDisabled={dialog?.isWorking}>
            Keep appointment
          </Button>
          <Button variant="destructive" onPress={onReasonSubmit} loading={dialog?.isWorking}>
            Cancel appointment
          </Button>
        </>
      }
    >
      <div className={styles.dialogContent}>
        {dialog?.appointment ? (
          <dl className={styles.summary}>
            <dt className={styles.term}>Customer</dt>
            <dd className={styles.value}>{dialog.appointment.customerName}</dd>
            <dt className={styles.term}>When</dt>
            <dd className={styles.value}>
              {dialog.appointment.date} · {dialog.appointment.slot}
            </dd>
            <dt className={styles.term}>Where</dt>
            <dd className={styles.value}>{dialog.appointment.address}</dd>
          </dl>
        ) : null}
        <TextArea
          label="Reason for the customer"
          value={dialog?.reason ?? ''}
          onChange={onReasonChange}
          errorMessage={dialog?.error ?? undefined}
          isRequired
          isDisabled={dialog?.isWorking}
          rows={3}
        />
      </div>
    </Dialog>
  );
}
