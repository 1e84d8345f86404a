// Admin lists are paged and searched on the server (issue 22): the page size, the rows a page
// asks for and the search filter, shared by the app's gateway calls and the server's tests.

/** Rows on one page of an admin list. */
export const ADMIN_PAGE_SIZE = 25;

/** Which page of a list to show (zero-based) and what its search box holds. */
export type ListQuery = { page: number; search: string };

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
