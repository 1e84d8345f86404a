import { type FilterField, searchFiltersMachine } from '@injury-assist/flows';
import { SearchFilters } from '@injury-assist/ui';
import { useActor } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import { loadLookup } from './load-lookup';

const machine = searchFiltersMachine.provide({ actors: { loadLookup: fromPromise(loadLookup) } });

/** Connects the cascading lookup machine to the presentational filter panel. */
export function SearchFiltersPanel() {
  const [snapshot, send] = useActor(machine);
  const onSelect = useCallback(
    (field: FilterField, id: number | null) => send({ type: 'filter.select', field, id }),
    [send],
  );
  return <SearchFilters fields={snapshot.context.fields} onSelect={onSelect} />;
}
