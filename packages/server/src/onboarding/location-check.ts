import type { GeocodedLocation, LocationInput } from './registration-drafts';
import { duplicateAddress } from './registration-messages';
import { geocodeZip } from './zip-geocoder';

/** The street as the directory's address starts: 'Line 1, Line 2' (line 2 when given). */
export const streetOf = (location: Pick<LocationInput, 'addressLine1' | 'addressLine2'>): string =>
  [location.addressLine1, location.addressLine2]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');

/** What makes two addresses the same: the street and the ZIP code, without case or extra spaces. */
export function addressKey(location: Pick<LocationInput, 'addressLine1' | 'addressLine2' | 'zipCode'>): string {
  return [streetOf(location), location.zipCode].map((part) => part.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');
}

export type LocationCheck =
  | { ok: true; location: GeocodedLocation }
  | { ok: false; field: 'addressLine1' | 'zipCode'; message: string };

/**
 * The one check of a location, in the wizard's step 2 and in the Business Profile: its ZIP code is
 * geocoded offline (it must exist and lie in the state), and it may not repeat one of `others`
 * (their addressKey, in order: the message names the first such as 'location n').
 */
export function checkLocation(location: LocationInput, others: readonly string[]): LocationCheck {
  const found = geocodeZip(location.zipCode, location.state);
  if (!found.ok) return { ok: false, field: 'zipCode', message: found.message };
  const first = others.indexOf(addressKey(location));
  if (first !== -1) return { ok: false, field: 'addressLine1', message: duplicateAddress(first + 1) };
  const { lat, long, timeZone, city: zipCity } = found.place;
  return { ok: true, location: { ...location, lat, long, timeZone, zipCity } };
}
