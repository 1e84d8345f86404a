import { Badge } from '../../../components/Badge/Badge';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import type { TableColumn } from '../../../components/Table/Table';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';

export type DeletedItemRow = {
  id: number;
  /** What it was: 'Category', 'Service', 'Blog post' or 'Page'. */
  kind: string;
  /** Its name or title. */
  label: string;
  /** Already formatted: 'November 20, 2026 by admin@demo.test'. */
  deleted: string;
  /** Already formatted: the last day it can be restored. */
  restorableUntil: string;
};

export type DeletedItemsProps = {
  items: readonly DeletedItemRow[];
  status: LoadStatus;
  onRetry: () => void;
  paging: AdminListPaging;
  onRestore: (id: number) => void;
  /** The item whose Restore is on its way. */
  restoringId?: number | null;
};

const columns: readonly TableColumn[] = [
  { id: 'item', name: 'Item', isRowHeader: true },
  { id: 'kind', name: 'Type' },
  { id: 'deleted', name: 'Deleted' },
  { id: 'until', name: 'Restorable until' },
  { id: 'actions', name: 'Actions', isActions: true },
];

/**
 * 'Deleted items' (issue 26): the categories, services, blog posts and pages deleted in the last 30
 * days, newest first; Restore puts one back as it was.
 */
export function DeletedItems({ items, status, onRetry, paging, onRestore, restoringId = null }: DeletedItemsProps) {
  return (
    <AdminTablePage
      heading="Deleted items"
      subtitle="Categories, services, blog posts and pages deleted in the last 30 days. Restore puts one back as it was; after 30 days it is gone for good."
      paging={{ ...paging, searchLabel: 'Search deleted items', searchPlaceholder: 'Search by name or title...' }}
      tableLabel="Deleted items"
      columns={columns}
      rows={items}
      status={status}
      onRetry={onRetry}
      loadingText="Loading deleted items..."
      emptyText="Nothing was deleted in the last 30 days"
      failedTitle="We could not load the deleted items."
      renderCell={(item, column) => {
        switch (column) {
          case 'item':
            return <span className={shared.cellTitle}>{item.label}</span>;
          case 'kind':
            return <Badge tone="neutral">{item.kind}</Badge>;
          case 'deleted':
            return <span className={shared.mutedText}>{item.deleted}</span>;
          case 'until':
            return <span className={shared.nowrap}>{item.restorableUntil}</span>;
          case 'actions':
            return (
              <div className={shared.rowActions}>
                <RowAction
                  icon="history"
                  label="Restore"
                  aria-label={`Restore ${item.label}`}
                  onPress={() => onRestore(item.id)}
                  loading={restoringId === item.id}
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
