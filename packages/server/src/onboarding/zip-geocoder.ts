import { createRequire } from 'node:module';
import { zip5 } from '@injury-assist/domain';
import tzLookup from '@photostructure/tz-lookup';

/** Where a ZIP code is: its main city and state, its centre, and the IANA time zone there. */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  lat: number;
  long: number;
  timeZone: string;
}

export type ZipLookup = { ok: true; place: ZipPlace } | { ok: false; message: string };

/** One record of the `zipcodes` package (it ships no types). */
interface ZipcodesRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

type ZipcodesLookup = (zip: string) => ZipcodesRecord | undefined;

let lookupZip: ZipcodesLookup | undefined;

/**
 * The `zipcodes` data (about 42,000 US ZIP codes with their centres, 5 MB of JavaScript) is read
 * on the first lookup, not at start-up: most processes never register a business.
 */
function zipcodes(): ZipcodesLookup {
  if (!lookupZip) {
    // The package is CommonJS without types; its `lookup` answers a record or undefined.
    const loaded = createRequire(import.meta.url)('zipcodes') as { lookup: ZipcodesLookup };
    lookupZip = loaded.lookup;
  }
  return lookupZip;
}

const zipDoesNotExist = (zip: string) => `ZIP code ${zip} does not exist.`;

function usZip(zip: string): ZipcodesRecord | undefined {
  // Digits only: `zipcodes` reads a code starting with a letter as a Canadian postal code.
  const record = /^\d{5}$/.test(zip) ? zipcodes()(zip) : undefined;
  return record?.country === 'US' ? record : undefined;
}

/** The sentence refusing a US ZIP code (its first five digits) that does not exist, or undefined when it does. */
export function unknownZipMessage(zipCode: string): string | undefined {
  const zip = zip5(zipCode);
  return usZip(zip) ? undefined : zipDoesNotExist(zip);
}

/**
 * Geocodes a US ZIP code offline: `zipcodes` gives the ZIP's city, state and centre, and
 * `@photostructure/tz-lookup` the IANA time zone at that centre (README, "Geocoding"). A ZIP that
 * does not exist, or lies in another state than `state`, is refused with a sentence for the form.
 * ZIP+4 codes are looked up by their first five digits.
 */
export function geocodeZip(zipCode: string, state: string): ZipLookup {
  const zip = zip5(zipCode);
  const record = usZip(zip);
  if (!record) return { ok: false, message: zipDoesNotExist(zip) };
  if (record.state !== state) {
    return { ok: false, message: `ZIP code ${zip} is in ${record.state}, not ${state}.` };
  }
  return {
    ok: true,
    place: {
      zip,
      city: record.city,
      state: record.state,
      lat: record.latitude,
      long: record.longitude,
      timeZone: tzLookup(record.latitude, record.longitude),
    },
  };
}
