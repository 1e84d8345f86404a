import type { LookupFieldState } from '@injury-assist/domain';
import { describe, expect, it } from 'vitest';
import {
  type ProviderSearchPayload,
  SEARCH_INCOMPLETE_MESSAGE,
  searchMessages,
  toSearchPayload,
  validateSearch,
} from './validateSearch';

const complete: ProviderSearchPayload = {
  category_id: 1,
  speciality_group_id: 2,
  speciality_id: 6,
  country_id: 1,
  state_id: 9,
  city: 'Miami',
};

describe('Search needs category, subcategory and service.', () => {
  it('quotes the spec', () => {
    expect(searchMessages).toEqual({
      categoryRequired: 'Category is required',
      subcategoryRequired: 'Subcategory is required',
      serviceRequired: 'Service is required',
      categoryNotNumber: 'Category ID must be a number',
      subcategoryNotNumber: 'Subcategory ID must be a number',
      serviceNotNumber: 'Service ID must be a number',
      stateRequired: 'State is required when Country is selected',
      cityNotText: 'City must be a text value',
    });
    expect(SEARCH_INCOMPLETE_MESSAGE).toBe('Select all fields for search!!');
  });

  it.each<[string, Partial<ProviderSearchPayload>, ReturnType<typeof validateSearch>]>([
    ['a complete search', {}, {}],
    ['no city (the whole state)', { city: null }, {}],
    ['no category', { category_id: null }, { category: 'Category is required' }],
    ['no subcategory', { speciality_group_id: null }, { subcategory: 'Subcategory is required' }],
    ['no service', { speciality_id: null }, { service: 'Service is required' }],
    ['a category that is not a number', { category_id: Number.NaN }, { category: 'Category ID must be a number' }],
    [
      'a subcategory given as text',
      { speciality_group_id: '2' as unknown as number },
      { subcategory: 'Subcategory ID must be a number' },
    ],
    ['a fractional service', { speciality_id: 6.5 }, { service: 'Service ID must be a number' }],
    ['a country without a state', { state_id: null }, { state: 'State is required when Country is selected' }],
    // decision: without a country the search covers every country.
    ['no country (anywhere)', { country_id: null, state_id: null, city: null }, {}],
    ['a city given as an id', { city: 31 as unknown as string }, { city: 'City must be a text value' }],
  ])('%s', (_name, change, errors) => {
    expect(validateSearch({ ...complete, ...change })).toEqual(errors);
  });

  it('an empty search reports every required dropdown', () => {
    expect(
      validateSearch({
        category_id: null,
        speciality_group_id: null,
        speciality_id: null,
        country_id: null,
        state_id: null,
        city: null,
      }),
    ).toEqual({
      category: 'Category is required',
      subcategory: 'Subcategory is required',
      service: 'Service is required',
    });
  });
});

describe('toSearchPayload', () => {
  const field = (selectedId: number | null, options = [{ id: 31, name: 'Miami' }]): LookupFieldState => ({
    options,
    selectedId,
    isLoading: false,
  });

  it('maps the dropdowns to the payload, sending the city by name', () => {
    expect(
      toSearchPayload({
        category: field(1),
        subcategory: field(2),
        service: field(6),
        country: field(1),
        state: field(9),
        city: field(31),
      }),
    ).toEqual(complete);
  });

  it.each([
    ['no city chosen', null],
    ['a city id missing from its list', 99],
  ])('%s sends city null', (_name, cityId) => {
    const payload = toSearchPayload({
      category: field(null),
      subcategory: field(null),
      service: field(null),
      country: field(null),
      state: field(null),
      city: field(cityId),
    });
    expect(payload).toEqual({
      category_id: null,
      speciality_group_id: null,
      speciality_id: null,
      country_id: null,
      state_id: null,
      city: null,
    });
  });
});
