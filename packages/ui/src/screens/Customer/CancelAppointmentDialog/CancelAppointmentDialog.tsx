import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import * as shared from '../shared.css';
import * as styles from './CancelAppointmentDialog.css';

export type CancelAppointmentSummary = {
  service: string;
  providerName: string;
  /** Already formatted as 'YYYY/MM/DD'. */
  date: string;
  /** e.g. '09:00 AM - 10:00 AM'. */
  slot: string;
};

export type CancelAppointmentDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The appointment to cancel; null while none is chosen. */
  appointment: CancelAppointmentSummary | null;
  isSubmitting?: boolean;
  onConfirm: () => void;
};

/** Asks before an upcoming appointment is cancelled. */
export function CancelAppointmentDialog({
  isOpen,
  onOpenChange,
  appointment,
  isSubmitting = false,
  onConfirm,
}: CancelAppointmentDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Cancel appointment?"
      size="medium"
      // The cancellation is already on its way; closing now would hide its outcome.
      isDismissable={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isSubmitting}>
            Keep appointment
          </Button>
          <Button variant="destructive" onPress={onConfirm} loading={isSubmitting}>
            Cancel appointment
          </Button>
        </>
      }
    >
      <div className={shared.dialogContent}>
        {appointment ? (
          <dl className={styles.summary}>
            <dt className={styles.term}>Service</dt>
            <dd className={styles.value}>{appointment.service}</dd>
            <dt className={styles.term}>Provider</dt>
            <dd className={styles.value}>{appointment.providerName}</dd>
            <dt className={styles.term}>When</dt>
            <dd className={styles.value}>
              {appointment.date} · {appointment.slot}
            </dd>
          </dl>
        ) : null}
        <p className={styles.note}>The time slot becomes free for others to book.</p>
      </div>
    </Dialog>
  );
}
