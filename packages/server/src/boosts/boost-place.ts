import { type BoostType, boostTypeLabels } from '@injury-assist/domain';
import type { Db } from '../db/db';
import { unknownZipMessage } from '../onboarding/zip-geocoder';
import { BOOST_TYPE } from '../search/search-queries';

const listed = (codes: string[]) =>
  codes.length <= 1 ? (codes[0] ?? '') : `${codes.slice(0, -1).join(', ')} and ${codes.at(-1)}`;

/**
 * Why a provider cannot boost `type` in `zipCode`, or undefined when it can. A boost orders the
 * search results of the provider's locations in the boosted ZIP code (search-queries, boostedZip),
 * so it is sold only where it shows: the ZIP code must exist (the registration's offline
 * geocoder) and be the ZIP code of one of the provider's locations, and the type must be that
 * location's (Legal category: legal, others: medical). A Miami-only provider was charged $299 for
 * New York, where no search ever showed it.
 */
export async function boostPlaceRefusal(
  db: Db,
  { providerId, zipCode, type }: { providerId: number; zipCode: string; type: BoostType },
): Promise<string | undefined> {
  const unknown = unknownZipMessage(zipCode);
  if (unknown) return unknown;
  const locations = await db.query<{ zip_code: string; boost_type: BoostType }>(
    `select distinct left(l.zipcode, 5) as zip_code, ${BOOST_TYPE} as boost_type
       from provider_locations l where l.provider_id = $1 and l.zipcode ~ '^[0-9]{5}'
      order by 1, 2`,
    [providerId],
  );
  const here = locations.filter((location) => location.zip_code === zipCode);
  if (here.length === 0) {
    const codes = [...new Set(locations.map((location) => location.zip_code))];
    return codes.length === 0
      ? 'A boost runs in the ZIP code of one of your locations; add a location to your business profile first.'
      : `A boost runs in the ZIP code of one of your locations, and none is in ${zipCode}. Your locations are in ${listed(codes)}.`;
  }
  if (!here.some((location) => location.boost_type === type)) {
    const theirs = here[0]?.boost_type ?? type;
    return `Your location in ${zipCode} is listed as ${boostTypeLabels[theirs].toLowerCase()}, so a boost there is a ${boostTypeLabels[theirs]} boost.`;
  }
  return undefined;
}
