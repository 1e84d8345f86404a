import { bookingStatusName, localCalendarDate, longDate, shortDate, utcCalendarDate } from '@injury-assist/domain';
import { type AdminUserDetails, type AdminUserRow, UserDetailsDialog, Users } from '@injury-assist/ui';
import { useSearchParams } from 'react-router-dom';
import type { ProfileRow, UserDetailsAnswer } from '../admin-data';
import { adminKeys, csvExport, useAdminAction, useAdminList, useAdminRead } from '../admin-queries';
import { USER_DETAILS_PARAM } from '../notification-links';

/**
 * A provider's verification is its business's, the one customers see on the result cards: the
 * Verify/Unverify request (profiles.is_verified) is carried to the business by migration 0033, so the
 * badge and the button follow the business. An account without a business shows its own flag.
 */
const isShownVerified = (profile: ProfileRow): boolean => {
  const business = profile.service_providers[0];
  return business ? business.verification_status === 'verified' : profile.is_verified;
};

const toRow = (profile: ProfileRow): AdminUserRow => ({
  id: profile.id,
  name: profile.full_name,
  email: profile.email,
  // spec §2.4: the type badge reads customer when none is stored.
  userType: profile.user_type ?? 'customer',
  isVerified: isShownVerified(profile),
  providerStatus: profile.service_providers[0]?.verification_status ?? null,
});

const intervalLabel = { monthly: 'monthly', yearly: 'yearly' } as const;
const subscriptionStatusLabel = { active: 'Active', past_due: 'Payment overdue', cancelled: 'Cancelled' } as const;

function toDetails(answer: UserDetailsAnswer): AdminUserDetails {
  const subscription = answer.provider?.subscription ?? null;
  return {
    name: answer.full_name,
    email: answer.email,
    userType: answer.user_type,
    isVerified: answer.provider ? answer.provider.verification_status === 'verified' : answer.is_verified,
    joined: longDate(localCalendarDate(new Date(answer.created_at))),
    bookingCount: answer.booking_count,
    concernCount: answer.concern_count,
    bookings: answer.bookings.map((booking) => ({
      id: booking.booking_id,
      when: `${shortDate(booking.date)} · ${booking.slot}`,
      provider: booking.provider_name,
      status: bookingStatusName(booking.booking_status),
    })),
    provider: answer.provider && {
      businessName: answer.provider.business_name,
      verificationStatus: answer.provider.verification_status,
      plan: subscription ? `${subscription.plan_name}, ${intervalLabel[subscription.billing_interval]}` : null,
      planStatus: subscription
        ? `${subscriptionStatusLabel[subscription.status]} until ${longDate(utcCalendarDate(subscription.current_period_end))}`
        : null,
      locations: answer.provider.locations.map((location) =>
        [location.address, location.city, [location.state, location.zipcode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
      ),
    },
  };
}

/** /admin/users: a page at a time, searched on the server; Verify/Unverify, and View for one user's details. */
export default function UsersPage() {
  // The open details live in the address, so a bell item can link to them (?user=<id>).
  const [params, setParams] = useSearchParams();
  const viewing = params.get(USER_DETAILS_PARAM);
  const setViewing = (id: string | null) =>
    setParams(id === null ? {} : { [USER_DETAILS_PARAM]: id }, { replace: id === null });
  const users = useAdminList(adminKeys.users, (data, query) => data.users(query), 'Error loading users', {
    exportCsv: csvExport('users'),
  });
  const details = useAdminRead(adminKeys.userDetails(viewing ?? ''), (data) => data.userDetails(viewing ?? ''), null, {
    enabled: viewing !== null,
  });
  const verify = useAdminAction<{ id: string; isVerified: boolean }>({
    run: (data, { id, isVerified }) => data.setUserVerified(id, isVerified),
    success: ({ isVerified }) => ({
      title: 'User updated successfully',
      description: `User ${isVerified ? 'verified' : 'unverified'} successfully`,
    }),
    errorTitle: 'Error updating user',
    refresh: [adminKeys.users],
  });
  return (
    <>
      <Users
        users={users.rows.map(toRow)}
        status={users.status}
        onRetry={users.retry}
        paging={users.paging}
        onView={setViewing}
        onToggleVerified={(id) => {
          const profile = users.rows.find((row) => row.id === id);
          if (profile) verify.mutate({ id, isVerified: !isShownVerified(profile) });
        }}
        updatingId={verify.isPending ? (verify.variables?.id ?? null) : null}
      />
      <UserDetailsDialog
        isOpen={viewing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setViewing(null);
        }}
        status={viewing ? details.status : 'loading'}
        details={viewing && details.data ? toDetails(details.data) : null}
        onRetry={details.retry}
      />
    </>
  );
}
