import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import type { TableColumn } from '../../../components/Table/Table';
import * as shared from '../shared.css';
import { type AdminListPaging, AdminTablePage } from './AdminTablePage';
import { RowAction, RowLink } from './RowAction';

export type ContentRow = {
  id: string;
  title: string;
  /** The line under the title: a post's excerpt, a page's '/slug'. */
  detail: string;
  isPublished: boolean;
  /** Already formatted, e.g. '2026/11/02'. */
  createdAt: string;
  /** Where readers see it once published (opened in a new tab by View); null for a draft. */
  publicHref: string | null;
};

export type ContentListProps = {
  /** Given, the list is searched and paged on the server. */
  paging?: AdminListPaging;
  rows: readonly ContentRow[];
  status: LoadStatus;
  onRetry: () => void;
  onAdd: () => void;
  /** View of a draft, which has no public page yet: the editor's preview. */
  onView: (id: string) => void;
  onEdit: (id: string) => void;
  onTogglePublished: (id: string) => void;
  onDelete: (id: string) => void;
  /** The row whose Publish/Unpublish is on its way. */
  updatingId?: string | null;
};

type ContentListText = {
  heading: string;
  subtitle: string;
  addLabel: string;
  tableLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  itemColumn: string;
  loadingText: string;
  emptyText: string;
  failedTitle: string;
};

/** The list of blog posts or CMS pages: Published or Draft, created date, View, Edit, Publish/Unpublish, Delete. */
export function ContentList({
  rows,
  status,
  onRetry,
  onAdd,
  onView,
  onEdit,
  onTogglePublished,
  onDelete,
  updatingId = null,
  paging,
  text,
}: ContentListProps & { text: ContentListText }) {
  const columns: readonly TableColumn[] = [
    { id: 'item', name: text.itemColumn, isRowHeader: true, allowsSorting: true },
    { id: 'status', name: 'Status', allowsSorting: true },
    { id: 'created', name: 'Created', allowsSorting: true },
    { id: 'actions', name: 'Actions', isActions: true },
  ];
  return (
    <AdminTablePage
      heading={text.heading}
      subtitle={text.subtitle}
      action={
        <Button icon={<Icon name="add" size={16} />} onPress={onAdd}>
          {text.addLabel}
        </Button>
      }
      paging={paging && { ...paging, searchLabel: text.searchLabel, searchPlaceholder: text.searchPlaceholder }}
      tableLabel={text.tableLabel}
      columns={columns}
      rows={rows}
      status={status}
      onRetry={onRetry}
      loadingText={text.loadingText}
      emptyText={text.emptyText}
      failedTitle={text.failedTitle}
      renderCell={(row, column) => {
        switch (column) {
          case 'item':
            return (
              <div>
                <div className={shared.cellTitle}>{row.title}</div>
                <div className={shared.clamp}>{row.detail}</div>
              </div>
            );
          case 'status':
            return row.isPublished ? <Badge tone="positive">Published</Badge> : <Badge tone="neutral">Draft</Badge>;
          case 'created':
            return <span className={shared.nowrap}>{row.createdAt}</span>;
          case 'actions':
            return (
              <div className={shared.rowActions}>
                {row.publicHref ? (
                  <RowLink icon="eye" label="View" aria-label={`View ${row.title}`} href={row.publicHref} />
                ) : (
                  <RowAction icon="eye" label="View" aria-label={`View ${row.title}`} onPress={() => onView(row.id)} />
                )}
                <RowAction icon="edit" label="Edit" aria-label={`Edit ${row.title}`} onPress={() => onEdit(row.id)} />
                <RowAction
                  icon={row.isPublished ? 'close' : 'check'}
                  label={row.isPublished ? 'Unpublish' : 'Publish'}
                  aria-label={`${row.isPublished ? 'Unpublish' : 'Publish'} ${row.title}`}
                  onPress={() => onTogglePublished(row.id)}
                  loading={updatingId === row.id}
                />
                <RowAction
                  icon="trash"
                  label="Delete"
                  aria-label={`Delete ${row.title}`}
                  variant="ghost"
                  onPress={() => onDelete(row.id)}
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
