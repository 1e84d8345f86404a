import { csvFileName, type ListPage, type ListQuery, type ListSort, localCalendarDate } from '@injury-assist/domain';
import { clampPage, pagerView } from '@injury-assist/flows/paging';
import type { AdminListPaging, LoadStatus } from '@injury-assist/ui';
import { showToast } from '@injury-assist/ui';
import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useClock } from '../../lib/clock/clock-context';
import { downloadFile } from '../../lib/download-file';
import type { AdminData, AdminListName } from './admin-data';
import { useAdminData } from './admin-data-context';

/** Every admin read's cache key; a write refreshes the keys of what it changed. */
export const adminKeys = {
  all: ['admin'],
  counts: ['admin', 'counts'],
  notifications: ['admin', 'notifications'],
  users: ['admin', 'users'],
  userDetails: (id: string) => ['admin', 'users', id],
  services: ['admin', 'services'],
  categories: ['admin', 'categories'],
  blogs: ['admin', 'blogs'],
  pages: ['admin', 'pages'],
  events: ['admin', 'events'],
  seo: ['admin', 'seo'],
  published: ['admin', 'published'],
  businesses: ['admin', 'businesses'],
  bookings: ['admin', 'bookings'],
  booking: (id: string) => ['admin', 'bookings', id],
  concerns: ['admin', 'concerns'],
  // Not under 'concerns': refreshing the list must not read the open concern again (each read is audited).
  concern: (id: number) => ['admin', 'concern', id],
  payments: ['admin', 'payments'],
  audit: ['admin', 'audit'],
} as const;

/** A read as the screens show it: what has loaded stays shown while it is read again. */
export function loadStatusOf(query: { data: unknown; isError: boolean; isFetching: boolean }): LoadStatus {
  if (query.data !== undefined) return 'loaded';
  return query.isError && !query.isFetching ? 'failed' : 'loading';
}

/**
 * One admin read through the query cache. A failure shows the spec's destructive toast (title, and
 * the server's message as description) once, and the page shows it with 'Try again'.
 */
export function useAdminRead<T>(
  key: QueryKey,
  read: (data: AdminData) => Promise<T>,
  errorTitle: string | null,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const data = useAdminData();
  const query = useQuery({
    queryKey: key,
    queryFn: () => read(data),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  // A failed retry is a new Error, so each failure toasts once.
  const { error } = query;
  useEffect(() => {
    if (error && errorTitle) showToast({ title: errorTitle, description: error.message, tone: 'critical' });
  }, [error, errorTitle]);
  return { ...query, status: loadStatusOf(query), retry: () => void query.refetch() };
}

/** A list's CSV export: the file's name (the list's, e.g. 'users') and the read of every matching row. */
export type AdminListExport = {
  name: string;
  read: (data: AdminData, query: ListQuery) => Promise<string>;
};

/** The CSV export of one of the admin lists the data offers. */
export const csvExport = (list: AdminListName): AdminListExport => ({
  name: list,
  read: (data, query) => data.exportCsv(list, query),
});

/**
 * One admin list, paged, searched and ordered on the server: the page, search and order the admin
 * chose (a new search or order starts at the first page), that page's rows, the props of the list's
 * search box, sortable headings, export button and pager, and the ticked rows. While another page
 * of the same search loads, the rows shown stay until it arrives; a new search shows the loading
 * state, so no row the search has left out can be pressed meanwhile. Ticks are cleared whenever
 * the rows shown change, so a bulk action only ever acts on rows the admin can see ticked.
 */
export function useAdminList<Row extends { id: string | number }>(
  key: QueryKey,
  read: (data: AdminData, query: ListQuery) => Promise<ListPage<Row>>,
  errorTitle: string,
  { exportCsv, filters = null }: { exportCsv?: AdminListExport; filters?: unknown } = {},
) {
  const data = useAdminData();
  const clock = useClock();
  const [query, setQuery] = useState<ListQuery>({ page: 0, search: '', sort: null });
  // Ticks belong to the rows they were made on: another page, search, order or filter has none.
  const [ticks, setTicks] = useState<{ shown: string; ids: ReadonlySet<string | number> }>({
    shown: '',
    ids: new Set(),
  });
  const [isExporting, setExporting] = useState(false);
  // A filter outside the query (e.g. a status select) starts the list again at its first page.
  const filterKey = JSON.stringify(filters);
  const shownFilters = useRef(filterKey);
  if (shownFilters.current !== filterKey) {
    shownFilters.current = filterKey;
    if (query.page !== 0) setQuery((current) => ({ ...current, page: 0 }));
  }
  const shownKey = JSON.stringify([query, filterKey]);
  const selected = ticks.shown === shownKey ? ticks.ids : new Set<string | number>();
  const setSelected = (ids: ReadonlySet<string | number>) => setTicks({ shown: shownKey, ids });
  const list = useAdminRead([...key, query, filterKey], (source) => read(source, query), errorTitle, {
    keepPrevious: true,
  });
  const answer = list.isPlaceholderData ? undefined : list.data;
  // Rows kept from another search would be rows this search may leave out: those show as loading.
  const answeredSearch = useRef(query.search);
  if (answer) answeredSearch.current = query.search;
  const shown = list.isPlaceholderData && answeredSearch.current !== query.search ? undefined : list.data;
  // A delete or another admin's change can leave the page shown past the last row.
  useEffect(() => {
    if (answer && answer.rows.length === 0 && query.page > 0) {
      setQuery((current) => ({ ...current, page: clampPage(current.page, answer.total) }));
    }
  }, [answer, query.page]);
  const { summary, hasPrevious, hasNext } = pagerView(query.page, shown?.total ?? 0);
  const exportRows = exportCsv
    ? async () => {
        setExporting(true);
        try {
          const text = await exportCsv.read(data, { ...query, page: 0 });
          downloadFile(csvFileName(exportCsv.name, localCalendarDate(clock.now())), text, 'text/csv');
        } catch (error) {
          showToast({
            title: 'Error exporting the list',
            description: error instanceof Error ? error.message : String(error),
            tone: 'critical',
          });
        } finally {
          setExporting(false);
        }
      }
    : undefined;
  const paging: AdminListPaging = {
    search: query.search,
    onSearchChange: (search) => setQuery((current) => ({ ...current, page: 0, search })),
    sort: query.sort ?? null,
    onSortChange: (sort: ListSort) => setQuery((current) => ({ ...current, page: 0, sort })),
    ...(exportRows ? { onExport: () => void exportRows(), isExporting } : {}),
    pager: {
      summary,
      hasPrevious,
      hasNext,
      onPrevious: () => setQuery((current) => ({ ...current, page: Math.max(0, current.page - 1) })),
      onNext: () => setQuery((current) => ({ ...current, page: current.page + 1 })),
    },
  };
  return {
    ...list,
    status: shown ? list.status : loadStatusOf({ ...list, data: undefined }),
    rows: shown?.rows ?? [],
    paging,
    selection: { selected, onSelectionChange: setSelected },
    /** The ticked rows among those shown. */
    selectedRows: (shown?.rows ?? []).filter((row) => selected.has(row.id)),
    clearSelection: () => setSelected(new Set()),
  };
}

export type AdminActionOptions<Input> = {
  run: (data: AdminData, input: Input) => Promise<void>;
  /** spec §8's success toast, e.g. 'Service saved successfully'; none for the silent mark-read. */
  success?: (input: Input) => { title: string; description?: string };
  /** spec §8's failure title, e.g. 'Error saving service'; null ignores failures (mark-read). */
  errorTitle: string | null;
  /** What the write changed. */
  refresh: readonly QueryKey[];
  onDone?: (input: Input) => void;
};

/** One admin write: the success toast and a refresh of what it changed, or the destructive toast. */
export function useAdminAction<Input>({ run, success, errorTitle, refresh, onDone }: AdminActionOptions<Input>) {
  const data = useAdminData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(data, input),
    onSuccess: async (_result, input) => {
      const toast = success?.(input);
      if (toast) showToast({ ...toast, tone: 'success' });
      onDone?.(input);
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: async (error) => {
      if (errorTitle) showToast({ title: errorTitle, description: error.message, tone: 'critical' });
      else await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
