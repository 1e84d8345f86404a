// Admin lists are paged and searched on the server (issue 22): the page size, the rows a page
// asks for and the search filter, shared by the app's gateway calls and the server's tests.

/** Rows on one page of an admin list. */
export const ADMIN_PAGE_SIZE = 25;

/** A list's order as its column headings set it: the column's id and which way. */
export type ListSort = { column: string; direction: 'ascending' | 'descending' };

/**
 * Which page of a list to show (zero-based), what its search box holds and, when the admin has
 * pressed a column heading, the order; without one the list keeps its own order.
 */
export type ListQuery = { page: number; search: string; sort?: ListSort | null };

/** One page of a list as the gateway answers it: the page's rows and how many match in all. */
export type ListPage<Row> = { rows: Row[]; total: number };

/** The first and last row of `page`, both included, as supabase-js `.range(from, to)` takes them. */
export function pageRange(page: number, size = ADMIN_PAGE_SIZE): { from: number; to: number } {
  const from = Math.max(0, page) * size;
  return { from, to: from + size - 1 };
}

/**
 * The PostgREST `or` filter (supabase-js `.or(…)`) that keeps rows where any of `columns`
 * contains the search, case-insensitive; null for an empty search (every row). The term is
 * matched literally: its `%`, `_` and `\` are escaped for LIKE, and the pattern is quoted so
 * commas, dots and parentheses in it do not end the condition.
 */
export function containsAnyFilter(columns: readonly string[], search: string): string | null {
  const term = search.trim();
  if (term === '' || columns.length === 0) return null;
  const pattern = `*${term.replace(/[\\%_]/g, '\\$&')}*`;
  const quoted = `"${pattern.replace(/[\\"]/g, '\\$&')}"`;
  return columns.map((column) => `${column}.ilike.${quoted}`).join(',');
}

/**
 * The file name an admin list's CSV export is saved under: the list's name and the day, e.g.
 * 'users-2026-11-27.csv', so several exports sort by date in a folder.
 */
export function csvFileName(list: string, day: string): string {
  return `${list
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${day}.csv`;
}
