import type { components } from '@injury-assist/contract';
import type { Db } from '../db/db';

/** One entry of a lookup list; ids are int4, which both drivers read as numbers. */
type LookupEntry = components['schemas']['LookupEntry'];

// The taxonomy and the countries keep the spec's order, which is their id order;
// states and cities are read alphabetically.

export const listCategories = (db: Db) => db.query<LookupEntry>('select id, name from categories order by id');

export const listSubcategories = (db: Db, categoryId: number) =>
  db.query<LookupEntry>('select id, name from subcategories where category_id = $1 order by id', [categoryId]);

export const listServices = (db: Db, subcategoryId: number) =>
  db.query<LookupEntry>('select id, name from services where subcategory_id = $1 order by id', [subcategoryId]);

export const listCountries = (db: Db) => db.query<LookupEntry>('select id, name from countries order by id');

export const listStates = (db: Db, countryId: number) =>
  db.query<LookupEntry>('select id, name from states where country_id = $1 order by name, id', [countryId]);

export const listCities = (db: Db, stateId: number) =>
  db.query<LookupEntry>('select id, name from cities where state_id = $1 order by name, id', [stateId]);
