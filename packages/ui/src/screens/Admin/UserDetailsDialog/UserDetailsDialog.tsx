import type { ProviderVerificationStatus, UserType } from '@injury-assist/domain';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/Badge/Badge';
import { Dialog } from '../../../components/Dialog/Dialog';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as shared from '../shared.css';
import { providerStatusTone, userTypeTone } from '../Users/Users';
import * as styles from './UserDetailsDialog.css';

export type AdminUserBooking = {
  id: string;
  /** Already formatted, e.g. '2026/11/24 · 09:00 AM - 10:00 AM'. */
  when: string;
  provider: string;
  status: string;
};

export type AdminUserProvider = {
  businessName: string;
  verificationStatus: ProviderVerificationStatus;
  /** e.g. 'Professional, monthly', or null without a subscription. */
  plan: string | null;
  /** e.g. 'Active until 2026/12/21'. */
  planStatus: string | null;
  /** One formatted address per location. */
  locations: readonly string[];
};

export type AdminUserDetails = {
  name: string | null;
  email: string;
  userType: UserType;
  isVerified: boolean;
  /** Already formatted, e.g. '2026/10/02'. */
  joined: string;
  bookingCount: number;
  concernCount: number;
  /** The latest bookings, newest first. */
  bookings: readonly AdminUserBooking[];
  provider: AdminUserProvider | null;
};

export type UserDetailsDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  status: LoadStatus;
  details: AdminUserDetails | null;
  onRetry: () => void;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** What the View button of 'User Management' opens: the user's profile, activity and, for a provider, the business. */
export function UserDetailsDialog({ isOpen, onOpenChange, status, details, onRetry }: UserDetailsDialogProps) {
  const name = details?.name?.trim() ? details.name : 'No name';
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="User details" size="large">
      {status === 'loading' || (status === 'loaded' && !details) ? (
        <div className={styles.state}>
          <Spinner label="Loading user details" />
        </div>
      ) : status === 'failed' || !details ? (
        <LoadFailed title="We could not load this user." onRetry={onRetry} />
      ) : (
        <div className={styles.sections}>
          <section aria-label="Profile">
            <div className={styles.identity}>
              <div>
                <p className={styles.name}>{name}</p>
                <p className={shared.mutedText}>{details.email}</p>
              </div>
              <div className={shared.badges}>
                <Badge tone={userTypeTone[details.userType]}>{details.userType}</Badge>
                {details.isVerified ? (
                  <Badge tone="positive">Verified</Badge>
                ) : (
                  <Badge tone="neutral">Unverified</Badge>
                )}
              </div>
            </div>
            <dl className={styles.facts}>
              <Fact label="Joined">{details.joined}</Fact>
              <Fact label="Bookings">{details.bookingCount}</Fact>
              <Fact label="Concerns">{details.concernCount}</Fact>
            </dl>
          </section>
          {details.provider ? (
            <section aria-labelledby="user-details-business" className={styles.section}>
              <h3 id="user-details-business" className={styles.sectionTitle}>
                Business
              </h3>
              <dl className={styles.facts}>
                <Fact label="Name">{details.provider.businessName}</Fact>
                <Fact label="Verification">
                  <Badge tone={providerStatusTone[details.provider.verificationStatus]}>
                    {details.provider.verificationStatus}
                  </Badge>
                </Fact>
                <Fact label="Plan">{details.provider.plan ?? 'No plan'}</Fact>
                {details.provider.planStatus ? <Fact label="Plan status">{details.provider.planStatus}</Fact> : null}
              </dl>
              <h4 className={styles.listTitle}>Locations</h4>
              {details.provider.locations.length === 0 ? (
                <p className={shared.mutedText}>No locations yet</p>
              ) : (
                <ul className={styles.list}>
                  {details.provider.locations.map((location) => (
                    <li key={location}>{location}</li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
          <section aria-labelledby="user-details-bookings" className={styles.section}>
            <h3 id="user-details-bookings" className={styles.sectionTitle}>
              Latest bookings
            </h3>
            {details.bookings.length === 0 ? (
              <p className={shared.mutedText}>No bookings</p>
            ) : (
              <ul className={styles.list}>
                {details.bookings.map((booking) => (
                  <li key={booking.id} className={styles.booking}>
                    <span>
                      <span className={shared.cellTitle}>{booking.provider}</span>
                      <span className={shared.mutedText}> · {booking.when}</span>
                    </span>
                    <Badge tone="neutral">{booking.status}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
