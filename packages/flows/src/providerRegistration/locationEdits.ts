import type { ProviderRegistrationContext } from './registrationTypes';
import {
  emptyLocation,
  type LocationField,
  type LocationForm,
  type LocationsErrors,
  type LocationsForm,
} from './validateLocations';

/** Step 2's edits: each returns the locations and their errors after it. */

type LocationsState = { locations: LocationForm[]; locationErrors: LocationsErrors };

/** The form of step 2 as validated and sent: the business name is step 1's, edited in either step. */
export function locationsFormOf(context: ProviderRegistrationContext): LocationsForm {
  return {
    businessName: context.basicInfo.businessName,
    numberOfLocations: context.numberOfLocations,
    locations: context.locations,
  };
}

export const noLocationErrors = (count: number): LocationsErrors => ({
  locations: Array.from({ length: count }, () => ({})),
});

export function addLocation({ locations, locationErrors }: LocationsState): LocationsState {
  return {
    locations: [...locations, emptyLocation],
    locationErrors: { ...locationErrors, locations: [...locationErrors.locations, {}] },
  };
}

export function removeLocation({ locations, locationErrors }: LocationsState, removed: number): LocationsState {
  return {
    locations: locations.filter((_, index) => index !== removed),
    locationErrors: { ...locationErrors, locations: locationErrors.locations.filter((_, index) => index !== removed) },
  };
}

/**
 * The fields whose message an edit of `field` makes stale. The server judges the ZIP code with
 * the state ('ZIP code 33101 is in FL, not GA.'), so a new state clears the ZIP code's message too.
 */
const staleAfter = (field: LocationField): LocationField[] => (field === 'state' ? ['state', 'zipCode'] : [field]);

export function changeLocation(
  { locations, locationErrors }: LocationsState,
  changed: number,
  field: LocationField,
  value: string,
): LocationsState {
  return {
    locations: locations.map((location, index) => (index === changed ? { ...location, [field]: value } : location)),
    locationErrors: {
      ...locationErrors,
      locations: locationErrors.locations.map((errors, index) => {
        if (index !== changed) return errors;
        const kept = { ...errors };
        for (const stale of staleAfter(field)) delete kept[stale];
        return kept;
      }),
    },
  };
}
