import type { LookupOption } from '@injury-assist/domain';
import type { LoadLookupInput } from '@injury-assist/flows';
import { api } from '../../../lib/api/client';

function requireParent(input: LoadLookupInput): number {
  if (input.parentId === null) throw new Error(`${input.list} needs a parent selection`);
  return input.parentId;
}

async function request(input: LoadLookupInput) {
  switch (input.list) {
    case 'categories':
      return api.GET('/categories_list');
    case 'subcategories':
      return api.GET('/subcategories/{id}', { params: { path: { id: requireParent(input) } } });
    case 'services':
      return api.GET('/get_ic_services_by_id/{id}', { params: { path: { id: requireParent(input) } } });
    case 'countries':
      return api.GET('/countries');
    case 'states':
      return api.GET('/states/{countryId}', { params: { path: { countryId: requireParent(input) } } });
    case 'cities':
      return api.GET('/cities/{stateId}', { params: { path: { stateId: requireParent(input) } } });
    default: {
      const unknownList: never = input.list;
      throw new Error(`Unknown lookup ${String(unknownList)}`);
    }
  }
}

/** Fetches one dropdown's list; a failure rejects so the machine can reset that field. */
export async function loadLookup({ input }: { input: LoadLookupInput }): Promise<LookupOption[]> {
  const { data, error } = await request(input);
  if (!data) {
    // spec §8: read-only lookups write errors to the console and show nothing visible.
    console.warn(`Could not load ${input.list}`, error);
    throw new Error(`Could not load ${input.list}`);
  }
  return data.data;
}
