import type { CategoryRow } from './admin-data';

/** Categories as a tree in sort_order: each top-level category, then its subcategories. */
export function inTreeOrder(rows: readonly CategoryRow[]): CategoryRow[] {
  const bySort = [...rows].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const ids = new Set(rows.map((row) => row.id));
  const tree: CategoryRow[] = [];
  for (const parent of bySort.filter((row) => row.parent_id === null)) {
    tree.push(parent, ...bySort.filter((row) => row.parent_id === parent.id));
  }
  // A subcategory whose parent is not in the list still shows, last.
  return [...tree, ...bySort.filter((row) => row.parent_id !== null && !ids.has(row.parent_id))];
}

/** 'Medical › Specialists' for a subcategory, the name for a category. */
export function categoryLabel(row: Pick<CategoryRow, 'name' | 'parent_id'>, rows: readonly CategoryRow[]): string {
  const parent = row.parent_id === null ? undefined : rows.find((candidate) => candidate.id === row.parent_id);
  return parent ? `${parent.name} › ${row.name}` : row.name;
}

/** What a service can belong to: active subcategories under active categories (spec §7, "active service_categories"). */
export function serviceCategoryOptions(rows: readonly CategoryRow[]): { id: number; name: string }[] {
  const activeParents = new Set(rows.filter((row) => row.parent_id === null && row.is_active).map((row) => row.id));
  return inTreeOrder(rows)
    .filter((row) => row.parent_id !== null && row.is_active && activeParents.has(row.parent_id))
    .map((row) => ({ id: row.id, name: categoryLabel(row, rows) }));
}
