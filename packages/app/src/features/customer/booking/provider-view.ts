import { weekdayNames } from '@injury-assist/domain';
import {
  distanceLabel,
  type KeyedLocation,
  type LatLon,
  providerLocations,
  todayHours,
} from '@injury-assist/flows/booking';
import type { FoundProvider } from '@injury-assist/flows/search';
import type { ProviderCardData, ProviderProfileData } from '@injury-assist/ui';
import { paths } from '../../../config/paths';

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

/** The business's logo is its picture for customers; the provider's photo stands in without one. */
const customerPicture = (provider: FoundProvider): string | null => provider.logoUrl ?? provider.picture;

export function toProviderCard({ id, provider, location }: ResultLocation, origin: LatLon | null, now: Date) {
  return {
    id,
    name: provider.name,
    businessName: provider.business_name,
    pictureUrl: customerPicture(provider),
    address: location.address,
    rating: provider.rating,
    // spec §2: the review count defaults to 0.
    reviewCount: provider.review_count ?? 0,
    distance: distanceLabel(origin, location),
    todayHours: todayHours(location, now),
    services: location.services,
    sponsored: sponsoredNotice(provider, location.zipcode_show),
    isVerified: provider.verified,
  } satisfies ProviderCardData;
}

/**
 * The Sponsored label on the card of the boosted ZIP code: paid placement, no endorsement; for
 * legal providers it says the placement is a paid advertisement for the ZIP code, as
 * lawyer-advertising rules require.
 */
function sponsoredNotice(provider: FoundProvider, zipcode: string): ProviderCardData['sponsored'] {
  const boost = provider.sponsored;
  if (!boost || zipcode.slice(0, 5) !== boost.zipCode) return null;
  return {
    infoHref: paths.sponsoredListings,
    note:
      boost.boostType === 'legal'
        ? `Advertisement: this firm paid to be listed first in ZIP code ${boost.zipCode}, a placement shared with at most one other firm. It is not a recommendation.`
        : `This provider paid to be listed first in ZIP code ${boost.zipCode}. It is not a recommendation.`,
  };
}

export function toProviderProfile({ provider, location }: ResultLocation): ProviderProfileData {
  return {
    name: provider.name,
    businessName: provider.business_name,
    pictureUrl: customerPicture(provider),
    videoUrl: provider.videoUrl,
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
