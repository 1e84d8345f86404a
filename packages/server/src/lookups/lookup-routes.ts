import type { Context } from 'hono';
import type { Db } from '../db/db';
import { integerParam, type OperationHandlers } from '../http/api-router';
import * as queries from './lookup-queries';

// An unknown parent answers an empty list, not 404: the app reads an empty lookup list as
// "reset the dependent dropdowns" (spec: customer-and-access.md section 5).
const list = (c: Context, data: queries.LookupEntry[]) => c.json({ status: 200, data }, 200);

export function lookupHandlers(db: Db): OperationHandlers {
  return {
    listCategories: async (c) => list(c, await queries.listCategories(db)),
    listSubcategories: async (c, input) => list(c, await queries.listSubcategories(db, integerParam(input, 'id'))),
    listServices: async (c, input) => list(c, await queries.listServices(db, integerParam(input, 'id'))),
    listCountries: async (c) => list(c, await queries.listCountries(db)),
    listStates: async (c, input) => list(c, await queries.listStates(db, integerParam(input, 'countryId'))),
    listCities: async (c, input) => list(c, await queries.listCities(db, integerParam(input, 'stateId'))),
  };
}
