import type { FilterField, LookupFieldState } from '@injury-assist/domain';

/**
 * spec customer-and-access §5: "Search needs category, subcategory and service." The messages
 * quoted verbatim; 'On failure the toast says 'Select all fields for search!!''.
 *
 * Readings the spec leaves open, decided here:
 * - Country is optional: without one the search covers every country. With one, the spec's
 *   'State is required when Country is selected' applies.
 * - City stays optional; it is sent as the selected city's name, or null for the whole state.
 * - An id that is present but not a positive whole number gets the 'must be a number' message;
 *   the dropdowns never produce one, so this only guards payloads built elsewhere.
 */
export const searchMessages = {
  categoryRequired: 'Category is required',
  subcategoryRequired: 'Subcategory is required',
  serviceRequired: 'Service is required',
  categoryNotNumber: 'Category ID must be a number',
  subcategoryNotNumber: 'Subcategory ID must be a number',
  serviceNotNumber: 'Service ID must be a number',
  stateRequired: 'State is required when Country is selected',
  cityNotText: 'City must be a text value',
} as const;

export const SEARCH_INCOMPLETE_MESSAGE = 'Select all fields for search!!';

/**
 * The find_service_api payload (spec §3). Ids are null while nothing is chosen; `findProviders`
 * only ever receives a payload that `validateSearch` accepted, so its four required ids are numbers.
 */
export type ProviderSearchPayload = {
  category_id: number | null;
  speciality_group_id: number | null;
  speciality_id: number | null;
  country_id: number | null;
  state_id: number | null;
  /** The selected city's name, or null for anywhere in the state. */
  city: string | null;
};

export type SearchErrors = Partial<Record<FilterField, string>>;

const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

function requiredId(value: unknown, required: string, notNumber: string): string | null {
  if (value === null || value === undefined) return required;
  return isId(value) ? null : notNumber;
}

/** The errors of a search payload by dropdown; empty when the search can be sent. */
export function validateSearch(payload: ProviderSearchPayload): SearchErrors {
  const checks: [FilterField, string | null][] = [
    ['category', requiredId(payload.category_id, searchMessages.categoryRequired, searchMessages.categoryNotNumber)],
    [
      'subcategory',
      requiredId(payload.speciality_group_id, searchMessages.subcategoryRequired, searchMessages.subcategoryNotNumber),
    ],
    ['service', requiredId(payload.speciality_id, searchMessages.serviceRequired, searchMessages.serviceNotNumber)],
    ['state', payload.country_id !== null && !isId(payload.state_id) ? searchMessages.stateRequired : null],
    ['city', payload.city === null || typeof payload.city === 'string' ? null : searchMessages.cityNotText],
  ];
  const errors: SearchErrors = {};
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

export function hasSearchErrors(errors: SearchErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The payload for the dropdowns' current selections; `city` is the chosen city's name. */
export function toSearchPayload(fields: Record<FilterField, Pick<LookupFieldState, 'options' | 'selectedId'>>) {
  const cityId = fields.city.selectedId;
  const city = cityId === null ? null : (fields.city.options.find((option) => option.id === cityId)?.name ?? null);
  return {
    category_id: fields.category.selectedId,
    speciality_group_id: fields.subcategory.selectedId,
    speciality_id: fields.service.selectedId,
    country_id: fields.country.selectedId,
    state_id: fields.state.selectedId,
    city,
  } satisfies ProviderSearchPayload as ProviderSearchPayload;
}
