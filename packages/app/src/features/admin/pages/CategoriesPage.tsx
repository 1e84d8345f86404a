import { DEFAULT_CATEGORY_COLOR } from '@injury-assist/domain';
import { type CategoryForm, type CategoryPayload, validateCategory } from '@injury-assist/flows/admin';
import { AdminConfirmDialog, Categories, CategoryFormDialog } from '@injury-assist/ui';
import { useState } from 'react';
import type { CategoryRow } from '../admin-data';
import { adminKeys, csvExport, useAdminAction, useAdminList, useAdminRead } from '../admin-queries';
import { inTreeOrder } from '../category-tree';
import { useFormEditing } from '../form-editing';

const emptyForm: CategoryForm = {
  name: '',
  description: '',
  color: DEFAULT_CATEGORY_COLOR,
  isActive: true,
  parentId: null,
};

const formOf = (category: CategoryRow): CategoryForm => ({
  name: category.name,
  description: category.description ?? '',
  color: category.color,
  isActive: category.is_active,
  parentId: category.parent_id,
});

const taxonomy = [adminKeys.categories, adminKeys.services] as const;

/** /admin/categories: the tree with colours a page at a time, Add/Edit with a colour picker, Delete. */
export default function CategoriesPage() {
  const categories = useAdminList(
    [...adminKeys.categories, 'page'],
    (data, query) => data.categoryPage(query),
    'Error loading categories',
    { exportCsv: csvExport('categories') },
  );
  // The form's parent choices are every top-level category, not only this page's.
  const all = useAdminRead(adminKeys.categories, (data) => data.categories(), null);
  const editor = useFormEditing<number, CategoryForm, CategoryPayload>({ emptyForm, validate: validateCategory });
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);

  const save = useAdminAction<{ id: number | null; payload: CategoryPayload }>({
    run: (data, { id, payload }) => data.saveCategory(id, payload),
    success: ({ id }) => ({
      title: 'Category saved successfully',
      description: id === null ? 'Category created' : 'Category updated',
    }),
    errorTitle: 'Error saving category',
    refresh: taxonomy,
    onDone: editor.close,
  });
  const remove = useAdminAction<CategoryRow>({
    run: (data, category) => data.deleteCategory(category.id),
    success: (category) => ({ title: 'Category deleted successfully', description: `${category.name} was deleted` }),
    errorTitle: 'Error deleting category',
    refresh: taxonomy,
    onDone: () => setDeleting(null),
  });

  const rows = categories.rows;
  const find = (id: number) => rows.find((row) => row.id === id);
  return (
    <>
      <Categories
        categories={inTreeOrder(rows).map((row) => ({
          id: row.id,
          name: row.name,
          description: row.description,
          color: row.color,
          isActive: row.is_active,
          parentName: row.parent_id === null ? null : (find(row.parent_id)?.name ?? '—'),
        }))}
        status={categories.status}
        onRetry={categories.retry}
        paging={categories.paging}
        onAdd={() => editor.open(null, emptyForm)}
        onEdit={(id) => {
          const category = find(id);
          if (category) editor.open(id, formOf(category));
        }}
        onDelete={(id) => setDeleting(find(id) ?? null)}
      />
      <CategoryFormDialog
        {...editor.dialogProps(save.mutate)}
        parents={inTreeOrder(all.data ?? [])
          .filter((row) => row.parent_id === null && row.id !== editor.editingId)
          .map((row) => ({ id: row.id, name: row.name }))}
        isSaving={save.isPending}
      />
      <AdminConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title="Delete category?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
        isWorking={remove.isPending}
      >
        “{deleting?.name}” will be removed from the search. A category that still has subcategories, services or
        providers cannot be deleted; deactivate it instead. A deleted category can be restored from Deleted items for 30
        days.
      </AdminConfirmDialog>
    </>
  );
}
