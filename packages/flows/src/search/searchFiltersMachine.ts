import { assign, type DoneActorEvent, type ErrorActorEvent, enqueueActions, fromPromise, setup } from 'xstate';
import {
  dependantsOf,
  type FilterField,
  filterFields,
  type LookupList,
  type LookupOption,
  lookupSources,
} from './lookups';

export type LookupFieldState = { options: LookupOption[]; selectedId: number | null; isLoading: boolean };
export type SearchFiltersContext = { fields: Record<FilterField, LookupFieldState> };

export type LoadLookupInput = { field: FilterField; list: LookupList; parentId: number | null };

export type SearchFiltersEvent = { type: 'filter.select'; field: FilterField; id: number | null };

const emptyField: LookupFieldState = { options: [], selectedId: null, isLoading: false };
const loaderPrefix = 'lookup.';
const loaderId = (field: FilterField) => `${loaderPrefix}${field}`;

function fieldOfLoader(actorId: string): FilterField | null {
  const field = actorId.slice(loaderPrefix.length);
  return (filterFields as readonly string[]).includes(field) ? (field as FilterField) : null;
}

function loadInput(field: FilterField, parentId: number | null): LoadLookupInput {
  return { field, list: lookupSources[field].list, parentId };
}

function withField(context: SearchFiltersContext, field: FilterField, state: LookupFieldState) {
  return { fields: { ...context.fields, [field]: state } };
}

/**
 * The Category → Sub Category → Services and Country → State → City dropdowns.
 * Choosing a value reloads the next list and resets every dependant; an empty list
 * leaves its dependants empty (spec customer-and-access §5).
 */
export const searchFiltersMachine = setup({
  types: {
    context: {} as SearchFiltersContext,
    events: {} as SearchFiltersEvent | DoneActorEvent<LookupOption[], string> | ErrorActorEvent<unknown, string>,
  },
  actors: {
    loadLookup: fromPromise<LookupOption[], LoadLookupInput>(async () => {
      throw new Error('loadLookup is provided by the app');
    }),
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
    return { fields };
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
        enqueue.assign({ fields });
      }),
    },
    'xstate.done.actor.*': {
      actions: assign(({ context, event }) => {
        const field = fieldOfLoader(event.actorId);
        if (!field) return {};
        return withField(context, field, {
          options: event.output as LookupOption[],
          selectedId: null,
          isLoading: false,
        });
      }),
    },
    // spec §8: read-only lookups fail quietly; the list stays empty so its dependants stay disabled.
    'xstate.error.actor.*': {
      actions: assign(({ context, event }) => {
        const field = fieldOfLoader(event.actorId);
        return field ? withField(context, field, emptyField) : {};
      }),
    },
  },
});
