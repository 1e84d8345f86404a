import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { flushMicrotasks } from '../testing/manualActor';
import type { LookupOption } from './lookups';
import { type LoadLookupInput, searchFiltersMachine } from './searchFiltersMachine';

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
    await flushMicrotasks();
    expect(actor.getSnapshot().context.fields.category).toEqual({
      options: categories,
      selectedId: null,
      isLoading: false,
    });
  });

  it('choosing a category loads its subcategories', async () => {
    const { actor, take } = start();
    take('categories').resolve(categories);
    await flushMicrotasks();
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
    await flushMicrotasks();
    actor.send({ type: 'filter.select', field: 'subcategory', id: 12 });
    take('services').resolve([{ id: 120, name: 'Orthopedics' }]);
    await flushMicrotasks();
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
    await flushMicrotasks();
    actor.send({ type: 'filter.select', field: 'country', id: 22 });
    take('states').resolve([]);
    await flushMicrotasks();
    const { fields } = actor.getSnapshot().context;
    expect(fields.state).toEqual({ options: [], selectedId: null, isLoading: false });
    expect(fields.city).toEqual({ options: [], selectedId: null, isLoading: false });
  });

  it('clearing a selection empties the dependants without loading', async () => {
    const { actor, take, pending } = start();
    take('countries').resolve([{ id: 1, name: 'United States' }]);
    await flushMicrotasks();
    actor.send({ type: 'filter.select', field: 'country', id: 1 });
    take('states').resolve([{ id: 10, name: 'Florida' }]);
    await flushMicrotasks();
    actor.send({ type: 'filter.select', field: 'country', id: null });
    expect(actor.getSnapshot().context.fields.state).toEqual({ options: [], selectedId: null, isLoading: false });
    expect(pending.map((request) => request.input.list)).toEqual(['categories']);
  });

  it('drops an answer for a parent that is no longer selected', async () => {
    const { actor, take } = start();
    take('categories').resolve(categories);
    await flushMicrotasks();
    actor.send({ type: 'filter.select', field: 'category', id: 1 });
    const stale = take('subcategories');
    actor.send({ type: 'filter.select', field: 'category', id: 2 });
    const current = take('subcategories');
    current.resolve([{ id: 21, name: 'Personal Injury' }]);
    stale.resolve(subcategories);
    await flushMicrotasks();
    expect(actor.getSnapshot().context.fields.subcategory.options).toEqual([{ id: 21, name: 'Personal Injury' }]);
  });

  it('a failed lookup ends loading with an empty list', async () => {
    const { actor, take } = start();
    take('categories').reject(new Error('offline'));
    await flushMicrotasks();
    expect(actor.getSnapshot().context.fields.category).toEqual({ options: [], selectedId: null, isLoading: false });
  });
});
