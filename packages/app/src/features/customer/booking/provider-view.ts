import { weekdayNames } from '@injury-assist/domain';
import {
  distanceLabel,
  type FoundProvider,
  type KeyedLocation,
  type LatLon,
  providerLocations,
  todayHours,
} from '@injury-assist/flows';
import type { ProviderCardData, ProviderProfileData } from '@injury-assist/ui';

/** A search result location: each address of a provider gets its own card (its own distance and hours). */
export type ResultLocation = { id: string; provider: FoundProvider; location: KeyedLocation };

export const resultId = (providerId: number, locationKey: string) => `${providerId}:${locationKey}`;

export function resultLocations(providers: readonly FoundProvider[]): ResultLocation[] {
  return providers.flatMap((provider) =>
    providerLocations(provider).map((location) => ({
      id: resultId(provider.business_provider_id, location.key),
      provider,
      location,
    })),
  );
}

export function toProviderCard({ id, provider, location }: ResultLocation, origin: LatLon | null, now: Date) {
  return {
    id,
    name: provider.name,
    businessName: provider.business_name,
    pictureUrl: provider.picture,
    address: location.address,
    rating: provider.rating,
    // spec §2: the review count defaults to 0.
    reviewCount: provider.review_count ?? 0,
    distance: distanceLabel(origin, location),
    todayHours: todayHours(location, now),
    services: location.services,
    isVerified: provider.verified,
  } satisfies ProviderCardData;
}

export function toProviderProfile({ provider, location }: ResultLocation): ProviderProfileData {
  return {
    name: provider.name,
    businessName: provider.business_name,
    pictureUrl: provider.picture,
    rating: provider.rating,
    reviewCount: provider.review_count ?? 0,
    phone: provider.phone,
    email: provider.email,
    website: provider.website,
    address: location.address,
    experience: provider.experience,
    education: provider.education,
    bio: provider.bio,
    hours: weekdayNames.map((day) => ({ day, label: location.hours[day] ?? 'Closed' })),
    coordinates: { lat: location.lat, long: location.long },
  };
}
