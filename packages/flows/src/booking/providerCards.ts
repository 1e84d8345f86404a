import { weekdayName, weekdayNames, zonedNow } from '@injury-assist/domain';
import type { FoundProvider, FoundProviderLocation } from '../search/foundProvider';
import { formatDistanceKm, haversineKm, type LatLon } from './haversineKm';
import type { BookingTarget } from './slotPickerMachine';

/** A location with the key it has in `service_provided` ('location1'), which `provider.choose` names. */
export type KeyedLocation = FoundProviderLocation & { key: string };

const locationNumber = (key: string) => {
  const match = /^location(\d+)$/.exec(key);
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
};

/**
 * A provider's locations in key order: location1, location2 … location10 by number (not as text);
 * any other key comes after them in the order the object holds it.
 */
export function providerLocations(provider: Pick<FoundProvider, 'service_provided'>): KeyedLocation[] {
  return Object.entries(provider.service_provided)
    .map(([key, location], index) => ({ key, location, index }))
    .sort((a, b) => locationNumber(a.key) - locationNumber(b.key) || a.index - b.index)
    .map(({ key, location }) => ({ ...location, key }));
}

/**
 * spec customer-and-access §2: a result card shows "today's hours (default 'Closed')". Today is the
 * weekday in the location's own time zone; a missing or blank entry reads 'Closed'.
 */
export function todayHours(location: Pick<FoundProviderLocation, 'hours' | 'time_zone'>, now: Date): string {
  const hours = location.hours[weekdayName(zonedNow(now, location.time_zone).weekday)];
  return hours?.trim() ? hours : 'Closed';
}

/**
 * The card's distance, '12.34 km' (spec §9), from the customer's position (IP geolocation, §7);
 * null when that position is unknown or the location has no usable coordinates.
 */
export function distanceLabel(
  origin: LatLon | null,
  location: Pick<FoundProviderLocation, 'lat' | 'long'>,
): string | null {
  if (!origin) return null;
  const { lat, long } = location;
  if (![origin.lat, origin.lon, lat, long].every(Number.isFinite)) return null;
  return formatDistanceKm(haversineKm(origin, { lat, lon: long }));
}

/** spec §5: "Wizard results list only providers with a non-empty zipcode_show" (blank counts as empty). */
export function wizardProviders<Provider extends Pick<FoundProvider, 'zipcode_show'>>(
  providers: readonly Provider[],
): Provider[] {
  return providers.filter((provider) => (provider.zipcode_show ?? '').trim() !== '');
}

/** What a booking at one of a provider's locations is for: the slot and booking calls name it so. */
export function bookingTarget(
  provider: Pick<FoundProvider, 'business_provider_id' | 'name'>,
  location: Pick<FoundProviderLocation, 'address' | 'time_zone' | 'hours'>,
): BookingTarget {
  return {
    providerId: provider.business_provider_id,
    providerName: provider.name,
    address: location.address,
    timeZone: location.time_zone,
    closedDays: weekdayNames.filter((day) => !location.hours[day]?.trim() || location.hours[day] === 'Closed'),
  };
}
