import {
  DEFAULT_SEARCH_SORT,
  type FilterField,
  filterFields,
  isFilterField,
  type LookupFieldState,
  type LookupOption,
  type SearchSort,
} from '@injury-assist/domain';
import { assign, type DoneActorEvent, type ErrorActorEvent, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { DashboardToast } from '../concerns/dashboardToast';
import type { FoundPage, FoundProvider } from './foundProvider';
import { dependantsOf, type LookupList, lookupSources } from './lookups';
import {
  hasSearchErrors,
  type ProviderSearchPayload,
  SEARCH_INCOMPLETE_MESSAGE,
  type SearchErrors,
  toSearchPayload,
  validateSearch,
} from './validateSearch';

export type SearchStatus = 'idle' | 'searching' | 'done';
/** 'loading' while 'Show more' fetches the next page. */
export type MoreStatus = 'idle' | 'loading';
export type SearchFiltersContext = {
  fields: Record<FilterField, LookupFieldState>;
  /** Messages by dropdown from the last refused 'search.submit'; a field's own clears when it changes. */
  errors: SearchErrors;
  /** The last search's providers, every page shown so far; null before the first answer and after a failed search. */
  results: FoundProvider[] | null;
  searchStatus: SearchStatus;
  /** 'Sort by': the spec's order (best rated) until the customer picks another. */
  sort: SearchSort;
  /** The last page's cursor, total and origin; null while there is no answer. */
  page: Omit<FoundPage, 'providers'> | null;
  moreStatus: MoreStatus;
  /** The payload of the search shown, which 'Show more' and a new sort ask again. */
  searched: ProviderSearchPayload | null;
};

export type LoadLookupInput = { field: FilterField; list: LookupList; parentId: number | null };
/** One page of a search: the first (cursor null) or the one after `cursor`. */
export type FindProvidersInput = { payload: ProviderSearchPayload; sort: SearchSort; cursor: string | null };

export type SearchFiltersEvent =
  | { type: 'filter.select'; field: FilterField; id: number | null }
  | { type: 'search.submit' }
  /** 'Show more': appends the next page of the search shown. */
  | { type: 'search.more' }
  /** 'Sort by': searches again from the first page in the new order (once a search was made). */
  | { type: 'sort.change'; sort: SearchSort }
  /** Clears every selection, error and result, keeping the loaded Category and Country lists. */
  | { type: 'filters.reset' }
  /**
   * Loads every shown list again (the customer came back to the page: an admin may have changed
   * the taxonomy meanwhile). Selections still offered stay chosen; one that is gone is cleared
   * with its dependants.
   */
  | { type: 'lookups.refresh' };

export type SearchFiltersEmitted = DashboardToast;

const emptyField: LookupFieldState = { options: [], selectedId: null, isLoading: false };
const loaderPrefix = 'lookup.';
/** The id of the running find_service_api call; a new search stops the old one under this id. */
const SEARCH_CALL_ID = 'findProviders';
/** The id of the running 'Show more' call; a new search stops it too. */
const MORE_CALL_ID = 'findMoreProviders';
const loaderId = (field: FilterField) => `${loaderPrefix}${field}`;

function fieldOfLoader(actorId: string): FilterField | null {
  const field = actorId.slice(loaderPrefix.length);
  return isFilterField(field) ? field : null;
}

function loadInput(field: FilterField, parentId: number | null): LoadLookupInput {
  return { field, list: lookupSources[field].list, parentId };
}

function withField(context: SearchFiltersContext, field: FilterField, state: LookupFieldState) {
  return { fields: { ...context.fields, [field]: state } };
}

function withoutError(errors: SearchErrors, field: FilterField): SearchErrors {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

/**
 * The Category → Sub Category → Services and Country → State → City dropdowns and the Search
 * button. Choosing a value reloads the next list and resets every dependant; an empty list
 * leaves its dependants empty (spec customer-and-access §5).
 *
 * 'search.submit' checks the selections with `validateSearch`: when refused, `errors` holds the
 * messages and the machine emits the critical toast 'Select all fields for search!!'; when
 * accepted, `findProviders` (the app's find_service_api call) runs, `searchStatus` is 'searching',
 * then 'done' with `results`, the first page. 'search.more' appends the next page ('Show more')
 * and 'sort.change' asks the first page again in the new order. Decisions:
 * - A new search while one runs replaces it; the older answer is dropped, and so is a
 *   'Show more' under way.
 * - Changing a dropdown clears that dropdown's error only, and leaves the results shown;
 *   'Show more' and a new sort keep asking for the search shown, not the changed dropdowns.
 * - A failed search (the app's API middleware has toasted it) goes back to 'idle' with `results`
 *   null, so no stale or empty list is shown as if it were the answer. A failed 'Show more'
 *   keeps the pages shown and can be tried again.
 */
export const searchFiltersMachine = setup({
  types: {
    context: {} as SearchFiltersContext,
    events: {} as
      | SearchFiltersEvent
      | DoneActorEvent<LookupOption[] | FoundPage, string>
      | ErrorActorEvent<unknown, string>,
    emitted: {} as SearchFiltersEmitted,
  },
  actors: {
    loadLookup: fromPromise<LookupOption[], LoadLookupInput>(async () => {
      throw new Error('loadLookup is provided by the app');
    }),
    findProviders: fromPromise<FoundPage, FindProvidersInput>(async () => {
      throw new Error('findProviders is provided by the app');
    }),
  },
  actions: {
    searchIncomplete: emit({ type: 'toast' as const, tone: 'critical' as const, message: SEARCH_INCOMPLETE_MESSAGE }),
    /** Asks for a search's first page, in place of any search or 'Show more' under way. */
    searchFirstPage: enqueueActions(
      ({ enqueue }, { payload, sort }: { payload: ProviderSearchPayload; sort: SearchSort }) => {
        // A search already running is replaced: its answer must not land after this one's.
        enqueue.stopChild(SEARCH_CALL_ID);
        enqueue.stopChild(MORE_CALL_ID);
        const input: FindProvidersInput = { payload, sort, cursor: null };
        enqueue.spawnChild('findProviders', { id: SEARCH_CALL_ID, input });
        enqueue.assign({ searchStatus: 'searching', moreStatus: 'idle', searched: payload });
      },
    ),
  },
}).createMachine({
  id: 'searchFilters',
  context: () => {
    const fields = Object.fromEntries(filterFields.map((field) => [field, emptyField])) as Record<
      FilterField,
      LookupFieldState
    >;
    for (const field of filterFields) {
      if (lookupSources[field].parent === null) fields[field] = { ...emptyField, isLoading: true };
    }
    return {
      fields,
      errors: {},
      results: null,
      searchStatus: 'idle' as SearchStatus,
      sort: DEFAULT_SEARCH_SORT,
      page: null,
      moreStatus: 'idle' as MoreStatus,
      searched: null,
    };
  },
  entry: enqueueActions(({ enqueue }) => {
    for (const field of filterFields) {
      if (lookupSources[field].parent === null) {
        enqueue.spawnChild('loadLookup', { id: loaderId(field), input: loadInput(field, null) });
      }
    }
  }),
  on: {
    'filter.select': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const dependants = dependantsOf(event.field);
        const fields = { ...context.fields, [event.field]: { ...context.fields[event.field], selectedId: event.id } };
        for (const dependant of dependants) {
          // An answer for the old parent must not land in the new list.
          enqueue.stopChild(loaderId(dependant));
          fields[dependant] = emptyField;
        }
        const [child] = dependants;
        if (child && event.id !== null) {
          fields[child] = { ...emptyField, isLoading: true };
          enqueue.spawnChild('loadLookup', { id: loaderId(child), input: loadInput(child, event.id) });
        }
        enqueue.assign({ fields, errors: withoutError(context.errors, event.field) });
      }),
    },
    'search.submit': {
      actions: enqueueActions(({ context, enqueue }) => {
        const payload = toSearchPayload(context.fields);
        const errors = validateSearch(payload);
        enqueue.assign({ errors });
        if (hasSearchErrors(errors)) {
          enqueue('searchIncomplete');
          return;
        }
        enqueue({ type: 'searchFirstPage', params: { payload, sort: context.sort } });
      }),
    },
    'sort.change': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.assign({ sort: event.sort });
        if (context.searched !== null && event.sort !== context.sort) {
          enqueue({ type: 'searchFirstPage', params: { payload: context.searched, sort: event.sort } });
        }
      }),
    },
    'search.more': {
      guard: ({ context }) =>
        context.searchStatus === 'done' && context.moreStatus === 'idle' && !!context.page?.nextCursor,
      actions: enqueueActions(({ context, enqueue }) => {
        if (!context.searched || !context.page?.nextCursor) return;
        const input: FindProvidersInput = {
          payload: context.searched,
          sort: context.sort,
          cursor: context.page.nextCursor,
        };
        enqueue.spawnChild('findProviders', { id: MORE_CALL_ID, input });
        enqueue.assign({ moreStatus: 'loading' });
      }),
    },
    'filters.reset': {
      actions: enqueueActions(({ context, enqueue }) => {
        enqueue.stopChild(SEARCH_CALL_ID);
        enqueue.stopChild(MORE_CALL_ID);
        const fields = { ...context.fields };
        for (const field of filterFields) {
          if (lookupSources[field].parent === null) {
            fields[field] = { ...context.fields[field], selectedId: null };
          } else {
            enqueue.stopChild(loaderId(field));
            fields[field] = emptyField;
          }
        }
        enqueue.assign({
          fields,
          errors: {},
          results: null,
          searchStatus: 'idle',
          page: null,
          moreStatus: 'idle',
          searched: null,
        });
      }),
    },
    'lookups.refresh': {
      actions: enqueueActions(({ context, enqueue }) => {
        for (const field of filterFields) {
          const { parent } = lookupSources[field];
          const parentId = parent === null ? null : context.fields[parent].selectedId;
          // A list on its way is already fresh; one without its parent's choice shows nothing.
          if (context.fields[field].isLoading || (parent !== null && parentId === null)) continue;
          enqueue.spawnChild('loadLookup', { id: loaderId(field), input: loadInput(field, parentId) });
        }
      }),
    },
    'xstate.done.actor.*': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (event.actorId === SEARCH_CALL_ID || event.actorId === MORE_CALL_ID) {
          const { providers, ...page } = event.output as FoundPage;
          const results = event.actorId === MORE_CALL_ID ? [...(context.results ?? []), ...providers] : providers;
          enqueue.assign({ results, page, searchStatus: 'done' as const, moreStatus: 'idle' as const });
          return;
        }
        const field = fieldOfLoader(event.actorId);
        if (!field) return;
        const options = event.output as LookupOption[];
        const { selectedId } = context.fields[field];
        const kept = selectedId !== null && options.some((option) => option.id === selectedId);
        const fields = {
          ...context.fields,
          [field]: { options, selectedId: kept ? selectedId : null, isLoading: false },
        };
        if (selectedId !== null && !kept) {
          for (const dependant of dependantsOf(field)) {
            enqueue.stopChild(loaderId(dependant));
            fields[dependant] = emptyField;
          }
        }
        enqueue.assign({ fields });
      }),
    },
    // spec §8: read-only lookups fail quietly; the list stays empty so its dependants stay disabled.
    // A refresh that fails (the field was not loading) leaves the list shown as it was.
    'xstate.error.actor.*': {
      actions: assign(({ context, event }) => {
        if (event.actorId === SEARCH_CALL_ID) {
          return { results: null, page: null, searchStatus: 'idle' as const, searched: null };
        }
        if (event.actorId === MORE_CALL_ID) return { moreStatus: 'idle' as const };
        const field = fieldOfLoader(event.actorId);
        return field && context.fields[field].isLoading ? withField(context, field, emptyField) : {};
      }),
    },
  },
});
