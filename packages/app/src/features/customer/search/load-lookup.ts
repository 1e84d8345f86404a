import type { LookupOption } from '@injury-assist/domain';
import type { LoadLookupInput } from '@injury-assist/flows/search';
import { quietErrors } from '../../../lib/api/client';
import { $api, queryClient } from '../../../lib/api/queries';

/** The taxonomy and the places change rarely: the search page and the booking wizard share one copy. */
const LOOKUP_STALE_MS = 10 * 60_000;
const fresh = { staleTime: LOOKUP_STALE_MS };

const lookupPaths: ReadonlySet<unknown> = new Set([
  '/categories_list',
  '/subcategories/{id}',
  '/get_ic_services_by_id/{id}',
  '/countries',
  '/states/{countryId}',
  '/cities/{stateId}',
]);

/**
 * Marks every copied list stale, so the next read of each asks the server again: the customer is
 * back on the page, and an admin may have changed the taxonomy meanwhile.
 */
export function markLookupsStale(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'get' && lookupPaths.has(queryKey[1]),
    refetchType: 'none',
  });
}

function requireParent(input: LoadLookupInput): number {
  if (input.parentId === null) throw new Error(`${input.list} needs a parent selection`);
  return input.parentId;
}

async function fetchLookup(input: LoadLookupInput): Promise<{ data: LookupOption[] }> {
  switch (input.list) {
    case 'categories':
      return queryClient.fetchQuery($api.queryOptions('get', '/categories_list', quietErrors, fresh));
    case 'subcategories':
      return queryClient.fetchQuery(
        $api.queryOptions(
          'get',
          '/subcategories/{id}',
          { params: { path: { id: requireParent(input) } }, ...quietErrors },
          fresh,
        ),
      );
    case 'services':
      return queryClient.fetchQuery(
        $api.queryOptions(
          'get',
          '/get_ic_services_by_id/{id}',
          { params: { path: { id: requireParent(input) } }, ...quietErrors },
          fresh,
        ),
      );
    case 'countries':
      return queryClient.fetchQuery($api.queryOptions('get', '/countries', quietErrors, fresh));
    case 'states':
      return queryClient.fetchQuery(
        $api.queryOptions(
          'get',
          '/states/{countryId}',
          { params: { path: { countryId: requireParent(input) } }, ...quietErrors },
          fresh,
        ),
      );
    case 'cities':
      return queryClient.fetchQuery(
        $api.queryOptions(
          'get',
          '/cities/{stateId}',
          { params: { path: { stateId: requireParent(input) } }, ...quietErrors },
          fresh,
        ),
      );
    default: {
      const unknownList: never = input.list;
      throw new Error(`Unknown lookup ${String(unknownList)}`);
    }
  }
}

/**
 * One dropdown's list, through the query cache; a failure rejects so the machine can reset that
 * field. spec §8: read-only lookups write errors to the console and show nothing visible, so the
 * shared error toasts stay out of them.
 */
export async function loadLookup(input: LoadLookupInput): Promise<LookupOption[]> {
  try {
    return (await fetchLookup(input)).data;
  } catch (error) {
    console.warn(`Could not load ${input.list}`, error);
    throw new Error(`Could not load ${input.list}`);
  }
}
