import type { ProviderVerificationStatus, UserType } from '@injury-assist/domain';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import type { TableColumn } from '../../../components/Table/Table';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';

export type AdminUserRow = {
  id: string;
  /** null shows 'No name'. */
  name: string | null;
  email: string;
  userType: UserType;
  isVerified: boolean;
  /** The linked provider's verification_status, when the user manages one. */
  providerStatus: ProviderVerificationStatus | null;
};

export type UsersProps = {
  /** The page of users to show, found by the search on the server. */
  users: readonly AdminUserRow[];
  status: LoadStatus;
  onRetry: () => void;
  paging: AdminListPaging;
  onView: (id: string) => void;
  onToggleVerified: (id: string) => void;
  /** The user whose Verify/Unverify is on its way. */
  updatingId?: string | null;
};

const columns: readonly TableColumn[] = [
  { id: 'user', name: 'User', isRowHeader: true, allowsSorting: true },
  { id: 'type', name: 'Type', allowsSorting: true },
  { id: 'status', name: 'Status', allowsSorting: true },
  { id: 'provider', name: 'Provider' },
  { id: 'actions', name: 'Actions', isActions: true },
];

export const userTypeTone: Record<UserType, BadgeTone> = { customer: 'neutral', provider: 'info', admin: 'brand' };

export const providerStatusTone: Record<ProviderVerificationStatus, BadgeTone> = {
  pending: 'caution',
  verified: 'positive',
  rejected: 'critical',
};

/** 'User Management': every user, a page at a time, searchable, with Verify/Unverify and View. */
export function Users({ users, status, onRetry, paging, onView, onToggleVerified, updatingId = null }: UsersProps) {
  return (
    <AdminTablePage
      heading="User Management"
      subtitle="Verify accounts and look at what each user has done."
      paging={{ ...paging, searchLabel: 'Search users', searchPlaceholder: 'Search users by name or email...' }}
      tableLabel="Users"
      columns={columns}
      rows={users}
      status={status}
      onRetry={onRetry}
      loadingText="Loading users..."
      emptyText="No users found"
      failedTitle="We could not load the users."
      renderCell={(user, column) => {
        const name = user.name?.trim() ? user.name : 'No name';
        switch (column) {
          case 'user':
            return (
              <div>
                <div className={shared.cellTitle}>{name}</div>
                <div className={shared.mutedText}>{user.email}</div>
              </div>
            );
          case 'type':
            return <Badge tone={userTypeTone[user.userType]}>{user.userType}</Badge>;
          case 'status':
            return user.isVerified ? <Badge tone="positive">Verified</Badge> : <Badge tone="neutral">Unverified</Badge>;
          case 'provider':
            return user.providerStatus ? (
              <Badge tone={providerStatusTone[user.providerStatus]}>{user.providerStatus}</Badge>
            ) : (
              <span className={shared.mutedText}>—</span>
            );
          case 'actions':
            return (
              <div className={shared.rowActions}>
                <RowAction icon="eye" label="View" aria-label={`View ${name}`} onPress={() => onView(user.id)} />
                <RowAction
                  icon="verified"
                  label={user.isVerified ? 'Unverify' : 'Verify'}
                  aria-label={`${user.isVerified ? 'Unverify' : 'Verify'} ${name}`}
                  variant={user.isVerified ? 'secondary' : 'ghost'}
                  onPress={() => onToggleVerified(user.id)}
                  loading={updatingId === user.id}
                />
              </div>
            );
          default:
            return null;
        }
      }}
    />
  );
}
