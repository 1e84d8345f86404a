import { requireUser } from '../auth/request-user';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/api-router';
import { searchProviders } from './search-queries';

interface SearchBody {
  category_id: number;
  speciality_group_id: number;
  speciality_id: number;
  country_id: number;
  state_id?: number | null;
  city?: number | string | null;
}

/**
 * `city` is what the app's City dropdown holds: decision, a city id (a number, or digits as
 * text) or a city's name (any case). Empty or absent means anywhere in the state or country.
 */
function readCity(city: SearchBody['city']): { cityId: number | null; cityName: string | null } {
  if (typeof city === 'number') return { cityId: city, cityName: null };
  const text = city?.trim() ?? '';
  if (!text) return { cityId: null, cityName: null };
  if (/^\d{1,9}$/.test(text)) return { cityId: Number(text), cityName: null };
  return { cityId: null, cityName: text };
}

export function searchHandlers({ db }: { db: Db }): OperationHandlers {
  return {
    findServices: async (c, input) => {
      await requireUser(c);
      const body = input.body as SearchBody;
      const data = await searchProviders(db, {
        categoryId: body.category_id,
        subcategoryId: body.speciality_group_id,
        serviceId: body.speciality_id,
        countryId: body.country_id,
        stateId: body.state_id ?? null,
        ...readCity(body.city),
      });
      return c.json({ status: 200, data }, 200);
    },
  };
}
