import type { components } from '@injury-assist/contract';
import { type JsonBytes, vouchedJsonBytes } from '../http/json-bytes';
import type { MatchPage } from './search-pages';
import { type FoundLocation, sponsorship } from './search-queries';

export type SearchAnswer = components['schemas']['ProviderSearchResponse'];

/**
 * A location as the answer's JSON text, in parts: its provider's fields before `zipcode_show`
 * and after it up to `service_provided`'s opening brace, and the location itself.
 */
export interface RenderedLocation {
  providerId: number;
  zipcode: string;
  providerBefore: string;
  providerAfter: string;
  json: string;
}

// Why splice JSON text rather than stringify objects: a search answer is its providers'
// locations, and most locations appear in many answers (a city's search shares them with the
// other services of the subcategory and with the whole state's search). Keeping each location's
// JSON once lets a cache miss read only which locations match (a small statement) and write
// the answer from text at hand, instead of reading and stringifying every location again;
// scripts/bench-search.mjs measures the difference. The price is this module: it must give the
// very bytes JSON.stringify gives, which answer-splicing.test.ts checks for every kind of search.

/** A found location's JSON parts. */
export function renderLocation({ provider, location }: FoundLocation): RenderedLocation {
  const {
    business_provider_id,
    business_name,
    name,
    picture,
    logoUrl,
    zipcode_show,
    service_provided,
    sponsored,
    ...after
  } = provider;
  const before = JSON.stringify({ business_provider_id, business_name, name, picture, logoUrl });
  return {
    providerId: business_provider_id,
    zipcode: zipcode_show,
    providerBefore: `${before.slice(0, -1)},"zipcode_show":`,
    providerAfter: `,${JSON.stringify(after).slice(1, -1)},"service_provided":{`,
    json: JSON.stringify(location),
  };
}

/**
 * The answer to a search as JSON.stringify(pageAnswer(page, found)) would write it, from the
 * page's matching locations in the answer's order and their rendered parts. A provider is written
 * as `before + JSON(zipcode of its first location) + after + "location1":…}}`. A match without
 * its rendering (the location was removed meanwhile) is left out.
 */
export function spliceAnswer(
  page: MatchPage,
  rendered: ReadonlyMap<number, RenderedLocation>,
): JsonBytes<SearchAnswer> {
  const { matches } = page;
  const parts = ['{"status":200,"data":['];
  let providerId: number | undefined;
  let sponsored: SearchAnswer['data'][number]['sponsored'] = null;
  let position = 0;
  // A provider ends with `service_provided`'s closing brace, then `sponsored` (its first boosted location's).
  const closeProvider = () => parts.push(`},"sponsored":${JSON.stringify(sponsored)}}`);
  for (const match of matches) {
    const location = rendered.get(match.location_id);
    if (!location) continue;
    if (providerId !== match.provider_id) {
      if (providerId !== undefined) {
        closeProvider();
        parts.push(',');
      }
      providerId = match.provider_id;
      sponsored = null;
      position = 0;
      parts.push(location.providerBefore, JSON.stringify(location.zipcode), location.providerAfter);
    } else parts.push(',');
    sponsored ??= sponsorship(match);
    parts.push(`"location${++position}":`, location.json);
  }
  if (providerId !== undefined) closeProvider();
  parts.push(
    `],"next_cursor":${JSON.stringify(page.nextCursor)},"total":${JSON.stringify(page.total)},"origin":${JSON.stringify(page.origin)}}`,
  );
  // Vouched for rather than made by JSON.stringify: see above, and answer-splicing.test.ts.
  return vouchedJsonBytes<SearchAnswer>(parts.join(''));
}

/**
 * The same answer built as objects, from the page and its found locations: what the search
 * answers with its cache off, and what spliceAnswer must equal byte for byte.
 */
export function pageAnswer(page: MatchPage, found: readonly FoundLocation[]): SearchAnswer {
  const byId = new Map(found.map((each) => [each.locationId, each]));
  const data: SearchAnswer['data'] = [];
  let current: SearchAnswer['data'][number] | undefined;
  let position = 0;
  for (const match of page.matches) {
    const each = byId.get(match.location_id);
    if (!each) continue;
    // The matches come grouped by provider, so a provider's locations are consecutive.
    if (!current || current.business_provider_id !== match.provider_id) {
      current = { ...each.provider, service_provided: {} };
      data.push(current);
      position = 0;
    }
    current.service_provided[`location${++position}`] = each.location;
    current.sponsored ??= sponsorship(match);
  }
  return { status: 200, data, next_cursor: page.nextCursor, total: page.total, origin: page.origin };
}
