import { isUsStateCode, isZipCodeFormat, type NumberOfLocations, type UsStateCode } from '@injury-assist/domain';

/** Step 2 of the provider registration wizard (spec provider-and-admin §2.2, §3, §5). */

export type LocationForm = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: UsStateCode | '';
  zipCode: string;
  googleMyBusinessLink: string;
};
export type LocationField = keyof LocationForm;
export type LocationErrors = Partial<Record<LocationField, string>>;

export type LocationsForm = {
  businessName: string;
  numberOfLocations: NumberOfLocations;
  locations: LocationForm[];
};

export type LocationsErrors = {
  businessName?: string;
  /** One entry per location form, in order; `{}` for a location without errors. */
  locations: LocationErrors[];
};

/** spec §5 "Locations step", verbatim, and our message for the optional link (the spec gives none). */
export const locationMessages = {
  businessNameRequired: 'Business name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'ZIP code is required',
  zipInvalid: 'Invalid ZIP code format',
  linkInvalid: 'Enter the full link, starting with https://',
} as const;

export const emptyLocation: LocationForm = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  googleMyBusinessLink: '',
};

/** A link people can open: http or https, a host with a dot, then any path. */
const webLink = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(:\d+)?([/?#]\S*)?$/i;

export function isWebLink(value: string): boolean {
  return webLink.test(value.trim());
}

export function validateLocation(location: LocationForm): LocationErrors {
  const errors: LocationErrors = {};
  if (!location.addressLine1.trim()) errors.addressLine1 = locationMessages.addressRequired;
  if (!location.city.trim()) errors.city = locationMessages.cityRequired;
  if (!isUsStateCode(location.state)) errors.state = locationMessages.stateRequired;
  if (!location.zipCode.trim()) errors.zipCode = locationMessages.zipRequired;
  else if (!isZipCodeFormat(location.zipCode)) errors.zipCode = locationMessages.zipInvalid;
  const link = location.googleMyBusinessLink.trim();
  if (link && !isWebLink(link)) errors.googleMyBusinessLink = locationMessages.linkInvalid;
  return errors;
}

export function validateLocations(form: LocationsForm): LocationsErrors {
  const errors: LocationsErrors = { locations: form.locations.map(validateLocation) };
  if (!form.businessName.trim()) errors.businessName = locationMessages.businessNameRequired;
  return errors;
}

export function hasLocationErrors(errors: LocationsErrors): boolean {
  return errors.businessName !== undefined || errors.locations.some((location) => Object.keys(location).length > 0);
}

/** spec §2.2: a remove button appears on a location only when there are two or more. */
export function canRemoveLocation(form: LocationsForm): boolean {
  return form.locations.length >= 2;
}

/** What step 2 sends: every text trimmed, the state chosen (the form was validated). */
export type LocationRequest = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: UsStateCode;
  zipCode: string;
  googleMyBusinessLink: string;
};
export type LocationsRequest = {
  businessName: string;
  numberOfLocations: NumberOfLocations;
  locations: LocationRequest[];
};

export function toLocationsRequest(form: LocationsForm): LocationsRequest {
  return {
    businessName: form.businessName.trim(),
    numberOfLocations: form.numberOfLocations,
    locations: form.locations.map((location) => {
      if (!isUsStateCode(location.state)) throw new Error('toLocationsRequest needs validated locations.');
      return {
        addressLine1: location.addressLine1.trim(),
        addressLine2: location.addressLine2.trim(),
        city: location.city.trim(),
        state: location.state,
        zipCode: location.zipCode.trim(),
        googleMyBusinessLink: location.googleMyBusinessLink.trim(),
      };
    }),
  };
}

/** A field the server refused (a ZIP code that does not exist, or is in another state). */
export type LocationFieldError = { index: number; field: LocationField; message: string };

/** Thrown by the app's saveLocations when the server refuses fields; the messages go under them. */
export class LocationsRefused extends Error {
  constructor(
    message: string,
    readonly fieldErrors: LocationFieldError[],
  ) {
    super(message);
    this.name = 'LocationsRefused';
  }
}

export function withServerErrors(count: number, fieldErrors: LocationFieldError[]): LocationsErrors {
  const locations: LocationErrors[] = Array.from({ length: count }, () => ({}));
  for (const { index, field, message } of fieldErrors) {
    const location = locations[index];
    if (location) location[field] = message;
  }
  return { locations };
}
