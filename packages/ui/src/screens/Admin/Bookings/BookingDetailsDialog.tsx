import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as shared from '../shared.css';
import * as styles from '../UserDetailsDialog/UserDetailsDialog.css';

export type AdminBookingDetails = {
  id: string;
  /** Already formatted, e.g. '2026/11/24 · 09:00 AM - 10:00 AM (America/New_York)'. */
  when: string;
  address: string;
  services: string;
  status: string;
  statusTone: BadgeTone;
  /** Why it was cancelled, when a reason was given. */
  cancelReason: string | null;
  customer: { name: string; email: string; phone: string | null };
  business: { name: string; email: string | null; phone: string | null };
  /** Pending or confirmed, and its time has not come. */
  canCancel: boolean;
};

export type BookingDetailsDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  status: LoadStatus;
  details: AdminBookingDetails | null;
  onRetry: () => void;
  onCancelBooking: () => void;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** What Open on 'Bookings' shows: when and where, both sides' contact details, and Cancel booking. */
export function BookingDetailsDialog({
  isOpen,
  onOpenChange,
  status,
  details,
  onRetry,
  onCancelBooking,
}: BookingDetailsDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Booking details"
      size="large"
      {...(details?.canCancel
        ? {
            footer: (
              <Button variant="destructive" onPress={onCancelBooking}>
                Cancel booking
              </Button>
            ),
          }
        : {})}
    >
      {status === 'loading' || (status === 'loaded' && !details) ? (
        <div className={styles.state}>
          <Spinner label="Loading the booking" />
        </div>
      ) : status === 'failed' || !details ? (
        <LoadFailed title="We could not load this booking." onRetry={onRetry} />
      ) : (
        <div className={styles.sections}>
          <section aria-label="Appointment">
            <div className={styles.identity}>
              <div>
                <p className={styles.name}>{details.when}</p>
                <p className={shared.mutedText}>{details.id}</p>
              </div>
              <Badge tone={details.statusTone}>{details.status}</Badge>
            </div>
            <dl className={styles.facts}>
              <Fact label="Address">{details.address}</Fact>
              <Fact label="Services">{details.services || '—'}</Fact>
              {details.cancelReason ? <Fact label="Reason">{details.cancelReason}</Fact> : null}
            </dl>
          </section>
          <section aria-labelledby="booking-details-customer" className={styles.section}>
            <h3 id="booking-details-customer" className={styles.sectionTitle}>
              Customer
            </h3>
            <dl className={styles.facts}>
              <Fact label="Name">{details.customer.name}</Fact>
              <Fact label="Email">{details.customer.email}</Fact>
              <Fact label="Phone">{details.customer.phone ?? '—'}</Fact>
            </dl>
          </section>
          <section aria-labelledby="booking-details-business" className={styles.section}>
            <h3 id="booking-details-business" className={styles.sectionTitle}>
              Business
            </h3>
            <dl className={styles.facts}>
              <Fact label="Name">{details.business.name}</Fact>
              <Fact label="Email">{details.business.email ?? '—'}</Fact>
              <Fact label="Phone">{details.business.phone ?? '—'}</Fact>
            </dl>
          </section>
        </div>
      )}
    </Dialog>
  );
}
