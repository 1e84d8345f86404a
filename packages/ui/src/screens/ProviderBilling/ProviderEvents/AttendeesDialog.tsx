import { Dialog } from '../../../components/Dialog/Dialog';
import { LoadFailed } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from '../billing.css';
import type { ProviderEventsProps } from './ProviderEvents';
import { RegistrantItem, registrantKey } from './RegistrantItem';

export type AttendeesDialogProps = {
  isOpen: boolean;
  attendees: ProviderEventsProps['attendees'];
  onRetry: () => void;
  onClose: () => void;
};

/** Who registered for one event, read when the dialog opens. */
export function AttendeesDialog({ isOpen, attendees, onRetry, onClose }: AttendeesDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={attendees ? `Attendees: ${attendees.title}` : 'Attendees'}
    >
      {attendees?.status === 'loading' ? <Spinner label="Loading attendees" /> : null}
      {attendees?.status === 'failed' ? (
        <LoadFailed title="We could not load the attendees." onRetry={onRetry} />
      ) : null}
      {attendees?.status === 'loaded' && attendees.registrants.length === 0 ? (
        <p className={styles.muted}>No one has registered yet.</p>
      ) : null}
      {attendees?.status === 'loaded' && attendees.registrants.length > 0 ? (
        <ul className={styles.stack} aria-label="Attendees">
          {attendees.registrants.map((registrant) => (
            <RegistrantItem key={registrantKey(registrant)} registrant={registrant} />
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
