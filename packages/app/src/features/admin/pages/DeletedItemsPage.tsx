import { deletedItemKinds, restorableUntil } from '@injury-assist/domain';
import { DeletedItems, type DeletedItemRow as DeletedItemView } from '@injury-assist/ui';
import type { DeletedItemRow } from '../admin-data';
import { listDate } from '../admin-format';
import { adminKeys, useAdminAction, useAdminList } from '../admin-queries';

const deletedKey = ['admin', 'deleted-items'] as const;

/** What a restore puts back, by table: its list and the counts and choices that show it. */
const refreshOf = {
  service_categories: [adminKeys.categories],
  services: [adminKeys.services, adminKeys.counts],
  blogs: [adminKeys.blogs, adminKeys.counts, adminKeys.published],
  cms_pages: [adminKeys.pages, adminKeys.published],
} as const;

const toView = (row: DeletedItemRow): DeletedItemView => ({
  id: row.id,
  kind: deletedItemKinds[row.table_name],
  label: row.label,
  deleted: row.deleted_by_email ? `${listDate(row.deleted_at)} by ${row.deleted_by_email}` : listDate(row.deleted_at),
  restorableUntil: listDate(restorableUntil(new Date(row.deleted_at)).toISOString()),
});

/**
 * /admin/deleted-items (issue 26): what was deleted in the last 30 days, newest first, searched by
 * name; Restore puts it back, or says in a sentence why it cannot (a name taken meanwhile).
 */
export default function DeletedItemsPage() {
  const items = useAdminList(deletedKey, (data, query) => data.deletedItems(query), 'Error loading deleted items');
  const restore = useAdminAction<DeletedItemRow>({
    run: (data, item) => data.restoreDeletedItem(item.id),
    success: (item) => ({
      title: `${deletedItemKinds[item.table_name]} restored`,
      description: `“${item.label}” is back where it was.`,
    }),
    errorTitle: 'Error restoring item',
    refresh: [deletedKey, ...Object.values(refreshOf).flat()],
  });
  return (
    <DeletedItems
      items={items.rows.map(toView)}
      status={items.status}
      onRetry={items.retry}
      paging={items.paging}
      onRestore={(id) => {
        const item = items.rows.find((row) => row.id === id);
        if (item) restore.mutate(item);
      }}
      restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
    />
  );
}
