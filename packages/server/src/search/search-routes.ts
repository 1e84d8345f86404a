import { requireUser } from '../auth/request-user';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/api-router';
import { SearchCache } from './search-cache';
import type { ProviderSearch } from './search-queries';

interface SearchBody {
  category_id: number;
  speciality_group_id: number;
  speciality_id: number;
  country_id?: number | null;
  state_id?: number | null;
  city?: number | string | null;
}

/**
 * `city` is what the app's City dropdown holds: decision, a city id (a number, or digits as
 * text) or a city's name (any case). Empty or absent means anywhere in the state or country;
 * no country means anywhere.
 */
function readCity(city: SearchBody['city']): { cityId: number | null; cityName: string | null } {
  if (typeof city === 'number') return { cityId: city, cityName: null };
  const text = city?.trim() ?? '';
  if (!text) return { cityId: null, cityName: null };
  if (/^\d{1,9}$/.test(text)) return { cityId: Number(text), cityName: null };
  return { cityId: null, cityName: text };
}

export function readSearch(body: SearchBody): ProviderSearch {
  return {
    categoryId: body.category_id,
    subcategoryId: body.speciality_group_id,
    serviceId: body.speciality_id,
    countryId: body.country_id ?? null,
    stateId: body.state_id ?? null,
    ...readCity(body.city),
  };
}

export interface SearchDeps {
  db: Db;
  /** Config.searchCacheTtlMs (SEARCH_CACHE_TTL_MS); 0 turns the answer cache off. */
  searchCacheTtlMs: number;
}

export function searchHandlers({ db, searchCacheTtlMs }: SearchDeps): OperationHandlers {
  const cache = new SearchCache({ ttlMs: searchCacheTtlMs });
  return {
    findServices: async (c, input) => {
      await requireUser(c);
      // The answer is the same for every signed-in user, so it is cached after the check.
      const search = readSearch(input.body as SearchBody);
      const body = await cache.answer(db, search);
      return c.body(body, 200, { 'content-type': 'application/json' });
    },
  };
}
