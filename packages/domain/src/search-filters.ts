/** The cascading lookup lists of the customer search (spec customer-and-access §3, §7). */
export type LookupOption = { id: number; name: string };

export const filterFields = ['category', 'subcategory', 'service', 'country', 'state', 'city'] as const;
export type FilterField = (typeof filterFields)[number];

export function isFilterField(value: string): value is FilterField {
  return filterFields.some((field) => field === value);
}

/** One dropdown: its loaded options, the chosen id, and whether its list is on its way. */
export type LookupFieldState = { options: LookupOption[]; selectedId: number | null; isLoading: boolean };

/**
 * The orders the customer search offers ('Sort by'): the spec's, best rated first (the default),
 * or nearest first. The API names them so; the labels are the control's.
 */
export const searchSorts = ['best_rated', 'nearest'] as const;
export type SearchSort = (typeof searchSorts)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'best_rated';
export const searchSortLabels: Record<SearchSort, string> = { best_rated: 'Best rated', nearest: 'Nearest' };
