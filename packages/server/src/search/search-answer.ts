import type { Db } from '../db/db';
import {
  matchingLocations,
  type ProviderSearch,
  type RenderedLocation,
  renderLocations,
  searchProviders,
} from './search-queries';

/** A search's response body: `{ status: 200, data }` as JSON in UTF-8. */
export type AnswerBody = Uint8Array<ArrayBuffer>;

/** The search's response body straight from the database: one statement, then JSON.stringify. */
export async function searchResponseBody(db: Db, search: ProviderSearch): Promise<AnswerBody> {
  return Buffer.from(JSON.stringify({ status: 200, data: await searchProviders(db, search) }));
}

/** Rendered locations kept between searches, each until `expiresAt` (ms). */
export interface RenderedLocationStore {
  get(locationId: number): { location: RenderedLocation; expiresAt: number } | undefined;
  /** Called before reading locations; the function it returns keeps what was read. */
  reading(): (locations: RenderedLocation[]) => { location: RenderedLocation; expiresAt: number }[];
}

/**
 * The same bytes as searchResponseBody, from the JSON of each matching location: a small
 * statement finds which locations match, in order, and only those not in `store` are read and
 * rendered. A search in a city shares most of its locations with the searches for the other
 * services of the subcategory and for the whole state, so most are at hand.
 * `expiresAt` is when the oldest location used expires: an answer is no staler than its parts.
 * The two statements are not one snapshot: a location removed in between is left out.
 */
export async function assembledResponseBody(
  db: Db,
  search: ProviderSearch,
  store: RenderedLocationStore,
): Promise<{ body: AnswerBody; expiresAt: number }> {
  const matches = await matchingLocations(db, search);
  const found = new Map<number, RenderedLocation>();
  const missing: number[] = [];
  let expiresAt = Number.POSITIVE_INFINITY;
  for (const match of matches) {
    const kept = store.get(match.location_id);
    if (kept) {
      found.set(match.location_id, kept.location);
      expiresAt = Math.min(expiresAt, kept.expiresAt);
    } else missing.push(match.location_id);
  }
  if (missing.length > 0) {
    const keep = store.reading();
    for (const added of keep(await renderLocations(db, missing))) {
      found.set(added.location.locationId, added.location);
      expiresAt = Math.min(expiresAt, added.expiresAt);
    }
  }

  const parts = ['{"status":200,"data":['];
  let providerId: number | undefined;
  let position = 0;
  for (const match of matches) {
    const location = found.get(match.location_id);
    if (!location) continue;
    if (providerId !== match.provider_id) {
      if (providerId !== undefined) parts.push('}},');
      providerId = match.provider_id;
      position = 0;
      parts.push(location.providerBefore, JSON.stringify(location.zipcode), location.providerAfter);
    } else parts.push(',');
    parts.push(`"location${++position}":`, location.json);
  }
  if (providerId !== undefined) parts.push('}}');
  parts.push(']}');
  return { body: Buffer.from(parts.join('')), expiresAt };
}
