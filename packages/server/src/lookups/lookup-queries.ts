import type { components } from '@injury-assist/contract';
import type { Db } from '../db/db';

/** One entry of a lookup list; ids are int4, which both drivers read as numbers. */
type LookupEntry = components['schemas']['LookupEntry'];

// The taxonomy (service_categories: a row without a parent is a category, one with a parent a
// subcategory; services belong to subcategories) keeps the admin's sort order and offers only
// active rows under active parents, so what an admin adds, renames, deactivates or deletes is what
// the next lookup shows. Countries keep the spec's order, their id order; states and cities are
// read alphabetically.

export const listCategories = (db: Db) =>
  db.query<LookupEntry>(
    'select id, name from service_categories where parent_id is null and is_active order by sort_order, id',
  );

export const listSubcategories = (db: Db, categoryId: number) =>
  db.query<LookupEntry>(
    `select sub.id, sub.name
       from service_categories sub join service_categories category on category.id = sub.parent_id
      where sub.parent_id = $1 and sub.is_active and category.is_active
      order by sub.sort_order, sub.id`,
    [categoryId],
  );

export const listServices = (db: Db, subcategoryId: number) =>
  db.query<LookupEntry>(
    `select s.id, s.name
       from services s
       join service_categories sub on sub.id = s.category_id
       join service_categories category on category.id = sub.parent_id
      where s.category_id = $1 and s.is_active and sub.is_active and category.is_active
      order by s.id`,
    [subcategoryId],
  );

export const listCountries = (db: Db) => db.query<LookupEntry>('select id, name from countries order by id');

export const listStates = (db: Db, countryId: number) =>
  db.query<LookupEntry>('select id, name from states where country_id = $1 order by name, id', [countryId]);

export const listCities = (db: Db, stateId: number) =>
  db.query<LookupEntry>('select id, name from cities where state_id = $1 order by name, id', [stateId]);
