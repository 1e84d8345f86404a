import type { ProviderVerificationStatus } from '@injury-assist/domain';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import type { TableColumn } from '../../../components/Table/Table';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';
import { providerStatusTone } from '../Users/Users';

export type AdminBusinessRow = {
  id: number;
  name: string;
  /** The owner's account e-mail; null when the business has no account yet. */
  ownerEmail: string | null;
  email: string | null;
  phone: string | null;
  verificationStatus: ProviderVerificationStatus;
  /** Out of the customer search because an administrator unlisted it, with the reason. */
  unlistedReason: string | null;
  isUnlisted: boolean;
};

export type BusinessesProps = {
  businesses: readonly AdminBusinessRow[];
  status: LoadStatus;
  onRetry: () => void;
  paging: AdminListPaging;
  selected: ReadonlySet<string | number>;
  onSelectionChange: (selected: Set<string | number>) => void;
  onEdit: (id: number) => void;
  onVerify: (ids: number[]) => void;
  /** Opens the reason dialog for unlisting (listed false) or relisting these businesses. */
  onSetListed: (ids: number[], listed: boolean) => void;
  /** The business whose row action is on its way. */
  updatingId?: number | null;
  isBulkUpdating?: boolean;
};

const columns: readonly TableColumn[] = [
  { id: 'business', name: 'Business', isRowHeader: true, allowsSorting: true },
  { id: 'contact', name: 'Contact' },
  { id: 'verification', name: 'Verification', allowsSorting: true },
  { id: 'listing', name: 'Listing', allowsSorting: true },
  { id: 'actions', name: 'Actions', isActions: true },
];

/** 'Businesses': every business in the directory, owned or not yet; edit, verify, unlist and relist. */
export function Businesses({
  businesses,
  status,
  onRetry,
  paging,
  selected,
  onSelectionChange,
  onEdit,
  onVerify,
  onSetListed,
  updatingId = null,
  isBulkUpdating = false,
}: BusinessesProps) {
  const ticked = businesses.filter((row) => selected.has(row.id)).map((row) => row.id);
  return (
    <AdminTablePage
      heading="Businesses"
      subtitle="Every business in the directory: check its listing, verify it, or take it out of the search."
      paging={{ ...paging, searchLabel: 'Search businesses', searchPlaceholder: 'Search by business name or email...' }}
      tableLabel="Businesses"
      columns={columns}
      rows={businesses}
      status={status}
      onRetry={onRetry}
      loadingText="Loading businesses..."
      emptyText="No businesses found"
      failedTitle="We could not load the businesses."
      selection={{
        selected,
        onSelectionChange,
        rowLabel: (row) => `Select ${row.name}`,
        bulkActions: (
          <>
            <Button size="small" variant="secondary" onPress={() => onVerify(ticked)} loading={isBulkUpdating}>
              Verify selected
            </Button>
            <Button size="small" variant="destructive" onPress={() => onSetListed(ticked, false)}>
              Unlist selected
            </Button>
          </>
        ),
      }}
      renderCell={(business, column) => {
        switch (column) {
          case 'business':
            return (
              <div>
                <div className={shared.cellTitle}>{business.name}</div>
                <div className={shared.mutedText}>
                  {business.ownerEmail ? `Owner: ${business.ownerEmail}` : 'No account yet'}
                </div>
              </div>
            );
          case 'contact':
            return (
              <div>
                <div className={shared.mutedText}>{business.email ?? '—'}</div>
                <div className={shared.mutedText}>{business.phone ?? '—'}</div>
              </div>
            );
          case 'verification':
            return <Badge tone={providerStatusTone[business.verificationStatus]}>{business.verificationStatus}</Badge>;
          case 'listing':
            return business.isUnlisted ? (
              <div>
                <Badge tone="critical">Unlisted</Badge>
                {business.unlistedReason ? <div className={shared.mutedText}>{business.unlistedReason}</div> : null}
              </div>
            ) : (
              <Badge tone="positive">Listed</Badge>
            );
          case 'actions':
            return (
              <div className={shared.rowActions}>
                <RowAction
                  icon="edit"
                  label="Edit"
                  aria-label={`Edit ${business.name}`}
                  onPress={() => onEdit(business.id)}
                />
                {business.verificationStatus === 'verified' ? null : (
                  <RowAction
                    icon="verified"
                    label="Verify"
                    aria-label={`Verify ${business.name}`}
                    variant="ghost"
                    onPress={() => onVerify([business.id])}
                    loading={updatingId === business.id}
                  />
                )}
                <RowAction
                  icon={business.isUnlisted ? 'eye' : 'close'}
                  label={business.isUnlisted ? 'Relist' : 'Unlist'}
                  aria-label={`${business.isUnlisted ? 'Relist' : 'Unlist'} ${business.name}`}
                  variant={business.isUnlisted ? 'secondary' : 'destructive'}
                  onPress={() => onSetListed([business.id], business.isUnlisted)}
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
