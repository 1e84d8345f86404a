import { type FilterField, filterFields } from '@injury-assist/domain';

/** The cascading lookup lists of the search filters (spec customer-and-access §3, §7). */

/** Which list feeds each dropdown, and which selection it depends on. */
export const lookupSources = {
  category: { list: 'categories', parent: null },
  subcategory: { list: 'subcategories', parent: 'category' },
  service: { list: 'services', parent: 'subcategory' },
  country: { list: 'countries', parent: null },
  state: { list: 'states', parent: 'country' },
  city: { list: 'cities', parent: 'state' },
} as const satisfies Record<FilterField, { list: string; parent: FilterField | null }>;

export type LookupList = (typeof lookupSources)[FilterField]['list'];

export function childOf(field: FilterField): FilterField | null {
  return filterFields.find((candidate) => lookupSources[candidate].parent === field) ?? null;
}

/** The fields below `field` in its chain, nearest first. */
export function dependantsOf(field: FilterField): FilterField[] {
  const dependants: FilterField[] = [];
  for (let next = childOf(field); next; next = childOf(next)) dependants.push(next);
  return dependants;
}
