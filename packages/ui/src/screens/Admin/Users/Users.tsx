import type { ProviderVerificationStatus, UserType } from '@injury-assist/domain';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import type { TableColumn } from '../../../components/Table/Table';
import { TextField } from '../../../components/TextField/TextField';
import { AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';
import * as styles from './Users.css';

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
  /** The users to show, already filtered by the search. */
  users: readonly AdminUserRow[];
  status: LoadStatus;
  onRetry: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  onView: (id: string) => void;
  onToggleVerified: (id: string) => void;
  /** The user whose Verify/Unverify is on its way. */
  updatingId?: string | null;
};

const columns: readonly TableColumn[] = [
  { id: 'user', name: 'User', isRowHeader: true },
  { id: 'type', name: 'Type' },
  { id: 'status', name: 'Status' },
  { id: 'provider', name: 'Provider' },
  { id: 'actions', name: 'Actions', isActions: true },
];

export const userTypeTone: Record<UserType, BadgeTone> = { customer: 'neutral', provider: 'info', admin: 'brand' };

export const providerStatusTone: Record<ProviderVerificationStatus, BadgeTone> = {
  pending: 'caution',
  verified: 'positive',
  rejected: 'critical',
};

/** 'User Management': every user, searchable, with Verify/Unverify and View. */
export function Users({
  users,
  status,
  onRetry,
  search,
  onSearchChange,
  onView,
  onToggleVerified,
  updatingId = null,
}: UsersProps) {
  return (
    <AdminTablePage
      heading="User Management"
      subtitle="Verify accounts and look at what each user has done."
      toolbar={
        <div className={styles.search}>
          <TextField
            label="Search users"
            placeholder="Search users by name or email..."
            value={search}
            onChange={onSearchChange}
            name="search"
          />
        </div>
      }
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
