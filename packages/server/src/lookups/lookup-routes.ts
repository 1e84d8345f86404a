import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import * as queries from './lookup-queries';

type LookupOperation =
  | 'listCategories'
  | 'listSubcategories'
  | 'listServices'
  | 'listCountries'
  | 'listStates'
  | 'listCities';

// An unknown parent answers an empty list, not 404: the app reads an empty lookup list as
// "reset the dependent dropdowns" (spec: customer-and-access.md section 5).
export function lookupHandlers(db: Db): OperationHandlers<LookupOperation> {
  return {
    listCategories: async (_c, _input, reply) => reply(200, { status: 200, data: await queries.listCategories(db) }),
    listSubcategories: async (_c, { params }, reply) =>
      reply(200, { status: 200, data: await queries.listSubcategories(db, params.id) }),
    listServices: async (_c, { params }, reply) =>
      reply(200, { status: 200, data: await queries.listServices(db, params.id) }),
    listCountries: async (_c, _input, reply) => reply(200, { status: 200, data: await queries.listCountries(db) }),
    listStates: async (_c, { params }, reply) =>
      reply(200, { status: 200, data: await queries.listStates(db, params.countryId) }),
    listCities: async (_c, { params }, reply) =>
      reply(200, { status: 200, data: await queries.listCities(db, params.stateId) }),
  };
}
