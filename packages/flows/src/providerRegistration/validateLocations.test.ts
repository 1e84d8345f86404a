import { describe, expect, it } from 'vitest';
import {
  canRemoveLocation,
  emptyLocation,
  isWebLink,
  type LocationForm,
  type LocationsForm,
  toLocationsRequest,
  validateLocation,
  validateLocations,
  withServerErrors,
} from './validateLocations';

const miami: LocationForm = {
  addressLine1: '1200 Biscayne Blvd',
  addressLine2: '',
  city: 'Miami',
  state: 'FL',
  zipCode: '33101',
  googleMyBusinessLink: '',
};

const form = (locations: LocationForm[], businessName = 'Reyes Physio'): LocationsForm => ({
  businessName,
  numberOfLocations: '1',
  locations,
});

describe('locations validation (spec §5, messages verbatim)', () => {
  it('accepts a complete location with the optional fields empty', () => {
    expect(validateLocation(miami)).toEqual({});
  });

  it('gives a message under every required field of an empty location', () => {
    expect(validateLocation(emptyLocation)).toEqual({
      addressLine1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
    });
  });

  it.each([
    ['33101', undefined],
    ['33101-1234', undefined],
    ['  ', 'ZIP code is required'],
    ['3310', 'Invalid ZIP code format'],
    ['33101-', 'Invalid ZIP code format'],
    ['331O1', 'Invalid ZIP code format'],
  ])('ZIP %j → %s', (zipCode, message) => {
    expect(validateLocation({ ...miami, zipCode }).zipCode).toBe(message);
  });

  it.each([
    ['https://g.page/reyes-physio', true],
    ['http://maps.google.com/?cid=123', true],
    ['g.page/reyes-physio', false],
    ['https://localhost', false],
    ['javascript:alert(1)', false],
  ])('the Google My Business link %j is a link: %s', (link, ok) => {
    expect(isWebLink(link)).toBe(ok);
    expect(validateLocation({ ...miami, googleMyBusinessLink: link }).googleMyBusinessLink).toBe(
      ok ? undefined : 'Enter the full link, starting with https://',
    );
  });

  it('needs the business name, and reports each location apart', () => {
    expect(validateLocations(form([miami, { ...miami, city: '' }], ' '))).toEqual({
      businessName: 'Business name is required',
      locations: [{}, { city: 'City is required' }],
    });
  });

  it('sends the text trimmed', () => {
    expect(toLocationsRequest(form([{ ...miami, addressLine1: ' 1200 Biscayne Blvd ' }])).locations[0]).toEqual(miami);
  });
});

describe('adding and removing locations (spec §2.2)', () => {
  it('offers remove only when there are two or more', () => {
    expect(canRemoveLocation(form([miami]))).toBe(false);
    expect(canRemoveLocation(form([miami, miami]))).toBe(true);
  });

  it('places server refusals under their fields', () => {
    expect(withServerErrors(2, [{ index: 1, field: 'zipCode', message: 'ZIP code 33101 is in FL, not GA.' }])).toEqual({
      locations: [{}, { zipCode: 'ZIP code 33101 is in FL, not GA.' }],
    });
  });
});
