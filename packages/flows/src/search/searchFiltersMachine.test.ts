import type { FilterField, LookupOption } from '@injury-assist/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { foundProvider } from '../testing/foundProviders';
import type { FoundPage, FoundProvider } from './foundProvider';
import {
  type FindProvidersInput,
  type LoadLookupInput,
  type SearchFiltersEmitted,
  searchFiltersMachine,
} from './searchFiltersMachine';

type Pending = { input: LoadLookupInput; resolve: (options: LookupOption[]) => void; reject: (error: Error) => void };

/** A loader whose answers the test releases by hand, to exercise ordering and staleness. */
function manualLoader() {
  const pending: Pending[] = [];
  const loadLookup = fromPromise<LookupOption[], LoadLookupInput>(
    ({ input }) => new Promise((resolve, reject) => pending.push({ input, resolve, reject })),
  );
  const take = (list: string) => {
    const index = pending.findIndex((request) => request.input.list === list);
    if (index < 0) throw new Error(`no pending request for ${list}`);
    const [request] = pending.splice(index, 1);
    return request as Pending;
  };
  return { loadLookup, pending, take };
}

type SearchFiltersActor = ReturnType<typeof createActor<typeof searchFiltersMachine>>;

/** Waits until `field`'s list has been answered (or refused). */
const listLoaded = (actor: SearchFiltersActor, field: FilterField) =>
  waitFor(actor, (state) => !state.context.fields[field].isLoading);

/** Waits until the running search has answered. */
const searched = (actor: SearchFiltersActor) => waitFor(actor, (state) => state.context.searchStatus !== 'searching');

function start() {
  const loader = manualLoader();
  const actor = createActor(searchFiltersMachine.provide({ actors: { loadLookup: loader.loadLookup } })).start();
  return { actor, ...loader };
}

const categories = [
  { id: 1, name: 'Medical' },
  { id: 2, name: 'Legal' },
];
const subcategories = [{ id: 12, name: 'Specialists' }];

describe('searchFiltersMachine', () => {
  it('loads categories and countries at start and shows them loading', async () => {
    const { actor, pending, take } = start();
    expect(pending.map((request) => request.input)).toEqual([
      { field: 'category', list: 'categories', parentId: null },
      { field: 'country', list: 'countries', parentId: null },
    ]);
    expect(actor.getSnapshot().context.fields.category.isLoading).toBe(true);
    take('categories').resolve(categories);
    await listLoaded(actor, 'category');
    expect(actor.getSnapshot().context.fields.category).toEqual({
      options: categories,
      selectedId: null,
      isLoading: false,
    });
  });

  it('a refresh brings a category an admin added and keeps the choices still offered', async () => {
    const { actor, take, pending } = start();
    take('categories').resolve(categories);
    take('countries').resolve([{ id: 1, name: 'United States' }]);
    actor.send({ type: 'filter.select', field: 'category', id: 1 });
    take('subcategories').resolve(subcategories);
    await listLoaded(actor, 'subcategory');
    actor.send({ type: 'filter.select', field: 'subcategory', id: 12 });
    take('services').resolve([{ id: 6, name: 'Orthopedics' }]);
    await listLoaded(actor, 'service');

    actor.send({ type: 'lookups.refresh' });
    // Every shown list, none whose parent is unchosen (states waits for a country).
    expect(pending.map((request) => request.input.list).sort()).toEqual([
      'categories',
      'countries',
      'services',
      'subcategories',
    ]);
    const withPhysio = [...categories, { id: 3, name: 'Physiotherapy' }];
    take('categories').resolve(withPhysio);
    take('countries').resolve([{ id: 1, name: 'United States' }]);
    take('subcategories').resolve(subcategories);
    take('services').resolve([{ id: 6, name: 'Orthopedics' }]);
    await waitFor(actor, (state) => state.context.fields.category.options.length === 3);
    await waitFor(actor, () => pending.length === 0);
    const { fields } = actor.getSnapshot().context;
    expect(fields.category).toEqual({ options: withPhysio, selectedId: 1, isLoading: false });
    expect(fields.subcategory.selectedId).toBe(12);
    expect(fields.service.options).toEqual([{ id: 6, name: 'Orthopedics' }]);
  });

  it('a refresh that finds the chosen category gone clears it and its dependants; a failed one keeps the list', async () => {
    const { actor, take } = start();
    take('categories').resolve(categories);
    take('countries').resolve([]);
    actor.send({ type: 'filter.select', field: 'category', id: 2 });
    take('subcategories').resolve(subcategories);
    await listLoaded(actor, 'subcategory');

    actor.send({ type: 'lookups.refresh' });
    take('categories').resolve([{ id: 1, name: 'Medical' }]);
    await waitFor(actor, (state) => state.context.fields.category.selectedId === null);
    expect(actor.getSnapshot().context.fields.subcategory).toEqual({ options: [], selectedId: null, isLoading: false });

    actor.send({ type: 'lookups.refresh' });
    take('categories').reject(new Error('offline'));
    // The failure is handled a few microtasks after the rejection; nothing changes, so nothing to wait for.
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
    expect(actor.getSnapshot().context.fields.category.options).toEqual([{ id: 1, name: 'Medical' }]);
  });

  it('choosing a category loads its subcategories', async () => {
    const { actor, take } = start();
    take('categories').resolve(categories);
    await listLoaded(actor, 'category');
    actor.send({ type: 'filter.select', field: 'category', id: 1 });
    expect(actor.getSnapshot().context.fields.subcategory.isLoading).toBe(true);
    const request = take('subcategories');
    expect(request.input.parentId).toBe(1);
    request.resolve(subcategories);
    await waitFor(actor, (s) => !s.context.fields.subcategory.isLoading);
    expect(actor.getSnapshot().context.fields.subcategory.options).toEqual(subcategories);
  });

  it('changing a parent resets every dependant and reloads only the next list', async () => {
    const { actor, take, pending } = start();
    take('categories').resolve(categories);
    actor.send({ type: 'filter.select', field: 'category', id: 1 });
    take('subcategories').resolve(subcategories);
    await listLoaded(actor, 'subcategory');
    actor.send({ type: 'filter.select', field: 'subcategory', id: 12 });
    take('services').resolve([{ id: 120, name: 'Orthopedics' }]);
    await listLoaded(actor, 'service');
    actor.send({ type: 'filter.select', field: 'service', id: 120 });

    actor.send({ type: 'filter.select', field: 'category', id: 2 });
    const { fields } = actor.getSnapshot().context;
    expect(fields.category.selectedId).toBe(2);
    expect(fields.subcategory).toEqual({ options: [], selectedId: null, isLoading: true });
    expect(fields.service).toEqual({ options: [], selectedId: null, isLoading: false });
    expect(pending.map((request) => request.input.list)).toEqual(['countries', 'subcategories']);
  });

  it('an empty lookup list leaves the dependants empty', async () => {
    const { actor, take } = start();
    take('countries').resolve([{ id: 22, name: 'Other' }]);
    await listLoaded(actor, 'country');
    actor.send({ type: 'filter.select', field: 'country', id: 22 });
    take('states').resolve([]);
    await listLoaded(actor, 'state');
    const { fields } = actor.getSnapshot().context;
    expect(fields.state).toEqual({ options: [], selectedId: null, isLoading: false });
    expect(fields.city).toEqual({ options: [], selectedId: null, isLoading: false });
  });

  it('clearing a selection empties the dependants without loading', async () => {
    const { actor, take, pending } = start();
    take('countries').resolve([{ id: 1, name: 'United States' }]);
    await listLoaded(actor, 'country');
    actor.send({ type: 'filter.select', field: 'country', id: 1 });
    take('states').resolve([{ id: 10, name: 'Florida' }]);
    await listLoaded(actor, 'state');
    actor.send({ type: 'filter.select', field: 'country', id: null });
    expect(actor.getSnapshot().context.fields.state).toEqual({ options: [], selectedId: null, isLoading: false });
    expect(pending.map((request) => request.input.list)).toEqual(['categories']);
  });

  it('drops an answer for a parent that is no longer selected', async () => {
    const { actor, take } = start();
    take('categories').resolve(categories);
    await listLoaded(actor, 'category');
    actor.send({ type: 'filter.select', field: 'category', id: 1 });
    const stale = take('subcategories');
    actor.send({ type: 'filter.select', field: 'category', id: 2 });
    const current = take('subcategories');
    // The stale answer comes first: were it taken, the list would stop loading with it.
    stale.resolve(subcategories);
    current.resolve([{ id: 21, name: 'Personal Injury' }]);
    await listLoaded(actor, 'subcategory');
    expect(actor.getSnapshot().context.fields.subcategory.options).toEqual([{ id: 21, name: 'Personal Injury' }]);
  });

  it('a failed lookup ends loading with an empty list', async () => {
    const { actor, take } = start();
    take('categories').reject(new Error('offline'));
    await listLoaded(actor, 'category');
    expect(actor.getSnapshot().context.fields.category).toEqual({ options: [], selectedId: null, isLoading: false });
  });
});

describe('searchFiltersMachine: searching', () => {
  type SearchCall = {
    input: FindProvidersInput;
    answer: Promise<FoundPage>;
    /** Answers the page with these providers, and a cursor when there is a next page. */
    resolve: (providers: FoundProvider[], nextCursor?: string) => void;
    reject: (error: unknown) => void;
  };

  const origin = { lat: 25.77, lng: -80.19 };

  function startSearch() {
    const loader = manualLoader();
    const calls: SearchCall[] = [];
    const findProviders = fromPromise<FoundPage, FindProvidersInput>(({ input }) => {
      let settle: Pick<SearchCall, 'resolve' | 'reject'> = { resolve: () => undefined, reject: () => undefined };
      const answer = new Promise<FoundPage>((resolve, reject) => {
        settle = {
          resolve: (providers, nextCursor) =>
            resolve({ providers, nextCursor: nextCursor ?? null, total: { count: 42, exact: true }, origin }),
          reject,
        };
      });
      calls.push({ input, answer, ...settle });
      return answer;
    });
    const actor = createActor(
      searchFiltersMachine.provide({ actors: { loadLookup: loader.loadLookup, findProviders } }),
    );
    const emitted: SearchFiltersEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, calls, emitted, ...loader };
  }

  /** Answers every lookup with one option and selects it, down both chains. */
  async function selectAll({ actor, take }: ReturnType<typeof startSearch>) {
    const chain = [
      ['category', 'categories', 1],
      ['subcategory', 'subcategories', 2],
      ['service', 'services', 6],
      ['country', 'countries', 1],
      ['state', 'states', 9],
      ['city', 'cities', 31],
    ] as const;
    for (const [field, list, id] of chain) {
      take(list).resolve([{ id, name: field === 'city' ? 'Miami' : `${field} ${id}` }]);
      await listLoaded(actor, field);
      actor.send({ type: 'filter.select', field, id });
    }
  }

  const payload = {
    category_id: 1,
    speciality_group_id: 2,
    speciality_id: 6,
    country_id: 1,
    state_id: 9,
    city: 'Miami',
  };
  const toast = { type: 'toast', tone: 'critical', message: 'Select all fields for search!!' };

  it('starts idle with no results and no errors', () => {
    const { actor } = startSearch();
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, results: null, searchStatus: 'idle' });
  });

  it("an incomplete search sets the errors, toasts 'Select all fields for search!!' and calls nothing", () => {
    const { actor, calls, emitted } = startSearch();
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      errors: {
        category: 'Category is required',
        subcategory: 'Subcategory is required',
        service: 'Service is required',
      },
      searchStatus: 'idle',
    });
    expect(emitted).toEqual([toast]);
    expect(calls).toEqual([]);
  });

  it("a field's error clears when that field changes, the others stay", async () => {
    const { actor, take } = startSearch();
    actor.send({ type: 'search.submit' });
    take('categories').resolve(categories);
    await listLoaded(actor, 'category');
    actor.send({ type: 'filter.select', field: 'category', id: 1 });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['subcategory', 'service']);
  });

  it('a complete search sends the payload with the city by name, then shows the results', async () => {
    const started = startSearch();
    const { actor, calls, emitted } = started;
    await selectAll(started);
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().context.searchStatus).toBe('searching');
    expect(calls.map((call) => call.input)).toEqual([{ payload, sort: 'best_rated', cursor: null }]);
    const providers = [foundProvider()];
    calls[0]?.resolve(providers);
    await searched(actor);
    expect(actor.getSnapshot().context).toMatchObject({ results: providers, searchStatus: 'done', errors: {} });
    expect(emitted).toEqual([]);
  });

  it('a new search while one runs replaces it; the older answer is dropped', async () => {
    const started = startSearch();
    const { actor, calls } = started;
    await selectAll(started);
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.submit' });
    expect(calls).toHaveLength(2);
    const newer = [foundProvider({ business_provider_id: 2 })];
    // The older answer comes first: were it taken, the search would end with it.
    calls[0]?.resolve([foundProvider({ business_provider_id: 1 })]);
    calls[1]?.resolve(newer);
    await searched(actor);
    expect(actor.getSnapshot().context.results).toEqual(newer);
  });

  it('a failed search goes back to idle with no results', async () => {
    const started = startSearch();
    const { actor, calls } = started;
    await selectAll(started);
    actor.send({ type: 'search.submit' });
    calls[0]?.reject({ status: 500, message: 'Server error' });
    await searched(actor);
    expect(actor.getSnapshot().context).toMatchObject({ results: null, searchStatus: 'idle' });
  });

  it("'filters.reset' clears selections, errors and results, keeps the top lists and drops a running search", async () => {
    const started = startSearch();
    const { actor, calls } = started;
    await selectAll(started);
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'filters.reset' });
    calls[0]?.resolve([foundProvider()]);
    // The machine hears of an answer before anyone awaiting the same promise does.
    await calls[0]?.answer;
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ errors: {}, results: null, searchStatus: 'idle' });
    expect(context.fields.category).toEqual({
      options: [{ id: 1, name: 'category 1' }],
      selectedId: null,
      isLoading: false,
    });
    expect(context.fields.subcategory).toEqual({ options: [], selectedId: null, isLoading: false });
    expect(context.fields.city).toEqual({ options: [], selectedId: null, isLoading: false });
  });

  it("'Show more' appends the next page of the search shown, and stops on the last", async () => {
    const started = startSearch();
    const { actor, calls } = started;
    await selectAll(started);
    actor.send({ type: 'search.submit' });
    const first = [foundProvider({ business_provider_id: 1 }), foundProvider({ business_provider_id: 2 })];
    calls[0]?.resolve(first, 'page-2');
    await searched(actor);
    expect(actor.getSnapshot().context.page).toEqual({
      nextCursor: 'page-2',
      total: { count: 42, exact: true },
      origin,
    });

    // A dropdown changed meanwhile does not change what 'Show more' asks for.
    actor.send({ type: 'filter.select', field: 'city', id: null });
    actor.send({ type: 'search.more' });
    actor.send({ type: 'search.more' });
    expect(actor.getSnapshot().context.moreStatus).toBe('loading');
    expect(calls.map((call) => call.input)).toEqual([
      { payload, sort: 'best_rated', cursor: null },
      { payload, sort: 'best_rated', cursor: 'page-2' },
    ]);
    const second = [foundProvider({ business_provider_id: 3 })];
    calls[1]?.resolve(second);
    await waitFor(actor, (state) => state.context.moreStatus === 'idle');
    expect(actor.getSnapshot().context).toMatchObject({ results: [...first, ...second], searchStatus: 'done' });
    expect(actor.getSnapshot().context.page?.nextCursor).toBeNull();
    actor.send({ type: 'search.more' });
    expect(calls).toHaveLength(2);
  });

  it("a failed 'Show more' keeps the pages shown and may be tried again", async () => {
    const started = startSearch();
    const { actor, calls } = started;
    await selectAll(started);
    actor.send({ type: 'search.submit' });
    const first = [foundProvider({ business_provider_id: 1 })];
    calls[0]?.resolve(first, 'page-2');
    await searched(actor);
    actor.send({ type: 'search.more' });
    calls[1]?.reject({ status: 500, message: 'Server error' });
    await waitFor(actor, (state) => state.context.moreStatus === 'idle');
    expect(actor.getSnapshot().context.results).toEqual(first);
    actor.send({ type: 'search.more' });
    expect(calls.at(-1)?.input.cursor).toBe('page-2');
  });

  it("'Sort by' asks the first page again in the new order, and only once a search was made", async () => {
    const started = startSearch();
    const { actor, calls } = started;
    actor.send({ type: 'sort.change', sort: 'nearest' });
    expect(calls).toEqual([]);
    await selectAll(started);
    actor.send({ type: 'search.submit' });
    expect(calls.at(-1)?.input).toEqual({ payload, sort: 'nearest', cursor: null });
    calls[0]?.resolve([foundProvider({ business_provider_id: 1 })], 'page-2');
    await searched(actor);
    actor.send({ type: 'search.more' });
    // A new order replaces the 'Show more' under way, whose answer is dropped.
    actor.send({ type: 'sort.change', sort: 'best_rated' });
    expect(actor.getSnapshot().context).toMatchObject({ sort: 'best_rated', searchStatus: 'searching' });
    expect(calls.at(-1)?.input).toEqual({ payload, sort: 'best_rated', cursor: null });
    calls[1]?.resolve([foundProvider({ business_provider_id: 7 })]);
    const reordered = [foundProvider({ business_provider_id: 2 }), foundProvider({ business_provider_id: 1 })];
    calls[2]?.resolve(reordered);
    await searched(actor);
    expect(actor.getSnapshot().context).toMatchObject({ results: reordered, moreStatus: 'idle' });
  });
});
