import type { components } from '@injury-assist/contract';
import { requireUser } from '../auth/request-user';
import type { Db } from '../db/db';
import type { AfterResponse } from '../http/after-response';
import type { OperationHandlers } from '../http/operation-handlers';
import { RecentImpressions, recordSearchImpressions } from '../leads/search-impressions';
import { answerShows, type SearchAnswerBytes, type SearchCache } from './search-cache';
import { BadCursorError } from './search-cursor';
import { BadSearchError } from './search-pages';
import type { LatLng, ProviderSearch } from './search-queries';

type SearchBody = components['schemas']['ProviderSearchRequest'];

/**
 * `city` is what the app's City dropdown holds: decision, a city id (a number, or digits as
 * text) or a city's name (any case). Empty or absent means anywhere in the state or country;
 * no country means anywhere.
 */
function readCity(city: SearchBody['city']): { cityId: number | null; cityName: string | null } {
  if (typeof city === 'number') return { cityId: city, cityName: null };
  const text = city?.trim() ?? '';
  if (!text) return { cityId: null, cityName: null };
  if (/^\d{1,9}$/.test(text)) return { cityId: Number(text), cityName: null };
  return { cityId: null, cityName: text };
}

export const POSITION_NEEDS_BOTH = 'Send both lat and lng for your position, or neither.';

function readPosition({ lat, lng }: SearchBody): LatLng | null {
  if (lat === undefined && lng === undefined) return null;
  if (lat === undefined || lng === undefined) throw new BadSearchError(POSITION_NEEDS_BOTH);
  return { lat, lng };
}

/** The search and the page asked for; BadSearchError when they cannot be read together. */
export function readSearch(body: SearchBody): ProviderSearch {
  return {
    categoryId: body.category_id,
    subcategoryId: body.speciality_group_id,
    serviceId: body.speciality_id,
    countryId: body.country_id ?? null,
    stateId: body.state_id ?? null,
    ...readCity(body.city),
    sort: body.sort ?? 'best_rated',
    ...(body.limit === undefined ? {} : { limit: body.limit }),
    cursor: body.cursor ?? null,
    position: readPosition(body),
  };
}

export interface SearchDeps {
  db: Db;
  /** The app's own answer cache (createApp makes it and keeps it current). */
  cache: SearchCache;
  /** Where the page's impressions are recorded, once the answer has left. */
  afterResponse: AfterResponse;
  now: () => Date;
}

/**
 * A customer's results page counts as an impression of each provider on it (issue 25), recorded
 * after the answer has left: the search never waits for it. Providers this viewer was already
 * counted for in the same quarter hour are left out, and a page of only those writes nothing.
 */
function countImpressions(
  deps: SearchDeps,
  recent: RecentImpressions,
  viewerId: string,
  answer: SearchAnswerBytes,
): void {
  const at = deps.now();
  const shown = recent.unseen(viewerId, at, answerShows(answer));
  if (shown.length === 0) return;
  deps.afterResponse.run('Recording search impressions', async () => {
    await recordSearchImpressions(deps.db, { viewerId, at, shown });
    recent.remember(viewerId, at, shown);
  });
}

export function searchHandlers(deps: SearchDeps): OperationHandlers<'findServices'> {
  const { db, cache } = deps;
  const recent = new RecentImpressions();
  return {
    findServices: async (c, { body }, reply) => {
      const { user } = await requireUser(c);
      try {
        // The answer is the same for every signed-in user, so it is cached after the check.
        const answer = await cache.answer(db, readSearch(body));
        // Impressions are what customers see, as leads are what they do.
        if (user.user_type === 'customer') countImpressions(deps, recent, user.id, answer);
        return reply.json(200, answer);
      } catch (error) {
        if (error instanceof BadCursorError || error instanceof BadSearchError) return reply.error(400, error.message);
        throw error;
      }
    },
  };
}
