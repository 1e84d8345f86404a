import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import type { TableColumn } from '../../../components/Table/Table';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';
import * as styles from './Categories.css';

export type AdminCategoryRow = {
  id: number;
  name: string;
  description: string | null;
  /** '#RRGGBB'. */
  color: string;
  isActive: boolean;
  /** The category a subcategory sits under; null for a top-level category. */
  parentName: string | null;
};

export type CategoriesProps = {
  /** Given, the list is searched and paged on the server. */
  paging?: AdminListPaging;
  /** In tree order: each category followed by its subcategories. */
  categories: readonly AdminCategoryRow[];
  status: LoadStatus;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
};

const columns: readonly TableColumn[] = [
  { id: 'category', name: 'Category', isRowHeader: true },
  { id: 'level', name: 'Level' },
  { id: 'status', name: 'Status' },
  { id: 'actions', name: 'Actions', isActions: true },
];

/** 'Category Management': the categories and subcategories of the search, with their colours. */
export function Categories({ categories, status, onRetry, onAdd, onEdit, onDelete, paging }: CategoriesProps) {
  return (
    <AdminTablePage
      heading="Category Management"
      subtitle="Categories and their subcategories, as customers pick them in the search."
      action={
        <Button icon={<Icon name="add" size={16} />} onPress={onAdd}>
          Add Category
        </Button>
      }
      paging={
        paging && { ...paging, searchLabel: 'Search categories', searchPlaceholder: 'Search categories by name...' }
      }
      tableLabel="Categories"
      columns={columns}
      rows={categories}
      status={status}
      onRetry={onRetry}
      loadingText="Loading categories..."
      emptyText="No categories found"
      failedTitle="We could not load the categories."
      renderCell={(category, column) => {
        switch (column) {
          case 'category':
            return (
              <div className={styles.nameCell({ nested: category.parentName !== null })}>
                <span className={styles.swatch} style={{ background: category.color }} aria-hidden="true" />
                <div>
                  <div className={shared.cellTitle}>{category.name}</div>
                  {category.description ? <div className={shared.clamp}>{category.description}</div> : null}
                </div>
              </div>
            );
          case 'level':
            return (
              <span className={shared.mutedText}>
                {category.parentName ? `Subcategory of ${category.parentName}` : 'Category'}
              </span>
            );
          case 'status':
            return category.isActive ? <Badge tone="positive">Active</Badge> : <Badge tone="neutral">Inactive</Badge>;
          case 'actions':
            return (
              <div className={shared.rowActions}>
                <RowAction
                  icon="edit"
                  label="Edit"
                  aria-label={`Edit ${category.name}`}
                  onPress={() => onEdit(category.id)}
                />
                <RowAction
                  icon="trash"
                  label="Delete"
                  aria-label={`Delete ${category.name}`}
                  variant="ghost"
                  onPress={() => onDelete(category.id)}
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
