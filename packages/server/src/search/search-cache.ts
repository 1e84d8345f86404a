import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db';
import { type JsonBytes, jsonBytes } from '../http/json-bytes';
import { type ShownProvider, shownProviders } from '../leads/search-impressions';
import { pageAnswer, type RenderedLocation, renderLocation, type SearchAnswer, spliceAnswer } from './answer-splicing';
import { SearchCursors } from './search-cursor';
import { type MatchPage, selectPage } from './search-pages';
import { type ProviderSearch, readLocations } from './search-queries';

/** The most answers a cache keeps. */
export const DEFAULT_SEARCH_CACHE_ENTRIES = 2000;
/**
 * The most bytes of answers a cache keeps. A search in one city answers some 30–50 KB, but a
 * whole state can take 100 KB and a whole country over 1 MB (10,000 providers), so the entry
 * count alone would not bound the memory.
 */
export const DEFAULT_SEARCH_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * The most rendered locations a cache keeps, and their bytes (counted as two per character, an
 * upper bound): about 3 KB each, so the 13,500 locations of 10,000 providers take some 45 MB.
 */
export const DEFAULT_RENDERED_LOCATIONS = 20_000;
export const DEFAULT_RENDERED_LOCATION_BYTES = 64 * 1024 * 1024;

export type SearchAnswerBytes = JsonBytes<SearchAnswer>;

export interface SearchCacheOptions {
  /**
   * How long an answer is served from memory, in ms, counted from when the database was read
   * for it (the oldest of its parts); 0 turns the cache off.
   */
  ttlMs: number;
  /** The most answers kept, and their bytes; past either the least recently used ones go. */
  maxEntries?: number;
  maxBytes?: number;
  /** Likewise for the rendered locations answers are assembled from. */
  maxLocations?: number;
  maxLocationBytes?: number;
  /** The clock in ms (Date.now by default); tests pass one they move by hand. */
  now?: () => number;
  /** Signs and reads the answers' page cursors (a random key by default: cursors of this cache only). */
  cursors?: SearchCursors;
}

/** What one cache did since it was made. */
export interface SearchCacheStats {
  /** Answered from memory. */
  hits: number;
  /** Answered by reading the database (every search when the cache is off). */
  misses: number;
  /** Answered by an identical read another request had already started (single-flight). */
  shared: number;
  /** Answers dropped to stay within maxEntries and maxBytes. */
  evictions: number;
}

/**
 * The cache key of a search: the search and page as the query reads them, with a city name in
 * lower case (the query compares names case-insensitively). A city given as an id and the same
 * city given by name are two keys with the same answer. JSON, so no text can run into another field.
 */
export function searchKey(search: ProviderSearch): string {
  return JSON.stringify([
    search.categoryId,
    search.subcategoryId,
    search.serviceId,
    search.countryId,
    search.stateId,
    search.cityId,
    search.cityName?.toLowerCase() ?? null,
    search.sort ?? 'best_rated',
    search.position ? [search.position.lat, search.position.lng] : null,
    search.limit ?? null,
    search.cursor ?? null,
  ]);
}

/** What each answer made here lists, kept beside its bytes so that nobody parses them back. */
const shownIn = new WeakMap<SearchAnswerBytes, ShownProvider[]>();

/** The providers `answer` lists, in its order, with the ZIP code each was shown for. */
export function answerShows(answer: SearchAnswerBytes): ShownProvider[] {
  let shown = shownIn.get(answer);
  if (!shown) {
    shown = shownProviders(JSON.parse(Buffer.from(answer).toString('utf8')));
    shownIn.set(answer, shown);
  }
  return shown;
}

/** What a spliced answer lists: each provider's first rendered location, or its first boosted ZIP code. */
function splicedShows(page: MatchPage, rendered: ReadonlyMap<number, RenderedLocation>): ShownProvider[] {
  const shown: ShownProvider[] = [];
  let current: (ShownProvider & { boosted: boolean }) | undefined;
  for (const match of page.matches) {
    const location = rendered.get(match.location_id);
    if (!location) continue;
    if (current?.providerId !== match.provider_id) {
      current = { providerId: match.provider_id, zipCode: location.zipcode.trim().slice(0, 5), boosted: false };
      shown.push(current);
    }
    if (!current.boosted && match.boosted_zip !== null) {
      current.zipCode = match.boosted_zip;
      current.boosted = true;
    }
  }
  return shown.map(({ providerId, zipCode }) => ({ providerId, zipCode }));
}

/** The answer straight from the database: the page, its locations, then JSON.stringify. */
export async function readSearchAnswer(
  db: Db,
  search: ProviderSearch,
  cursors = new SearchCursors(),
): Promise<SearchAnswerBytes> {
  // The page's locations come with it: one statement fewer than reading them after.
  const page = await selectPage(db, search, cursors, true);
  const answer = pageAnswer(page, page.found ?? []);
  const bytes = jsonBytes<SearchAnswer>(answer);
  shownIn.set(bytes, shownProviders(answer));
  return bytes;
}

/**
 * Search answers kept in memory, already serialised (the response body's bytes), so a hit costs
 * neither a query nor JSON.stringify; least recently used out first past `maxEntries` or
 * `maxBytes`, and expiring after `ttlMs`. Concurrent misses for one search share one read
 * (single-flight). A failed read is not kept: every request waiting on it gets the error, and
 * the next one tries again.
 *
 * A miss is cheap too: the cache also keeps each location's rendered JSON, so a miss runs the
 * small statements for which providers and locations make the page (search-pages.ts) and
 * renders only the locations it has not seen (answer-splicing.ts). With the cache off (ttlMs 0)
 * every search reads and renders its page's locations.
 *
 * `invalidate()` forgets everything at once; the app calls it on every change the database
 * announces (search-invalidation.ts). One cache belongs to one app: nothing, statistics included,
 * is shared between instances.
 */
export class SearchCache {
  readonly ttlMs: number;
  readonly cursors: SearchCursors;
  readonly #now: () => number;
  readonly #answers: LRUCache<string, SearchAnswerBytes>;
  readonly #locations: LRUCache<number, RenderedLocation>;
  readonly #flights = new Map<string, Promise<SearchAnswerBytes>>();
  /** Bumped by invalidate(): a read begun under an older generation is neither kept nor shared. */
  #generation = 0;
  /** False while the cache cannot yet hear of changes (holdUntil); every search reads then. */
  #current = true;
  #held: Promise<boolean> = Promise.resolve(true);
  readonly #stats: SearchCacheStats = { hits: 0, misses: 0, shared: 0, evictions: 0 };

  constructor({
    ttlMs,
    maxEntries = DEFAULT_SEARCH_CACHE_ENTRIES,
    maxBytes = DEFAULT_SEARCH_CACHE_BYTES,
    maxLocations = DEFAULT_RENDERED_LOCATIONS,
    maxLocationBytes = DEFAULT_RENDERED_LOCATION_BYTES,
    now,
    cursors = new SearchCursors(),
  }: SearchCacheOptions) {
    if (!Number.isFinite(ttlMs) || ttlMs < 0) {
      throw new Error(`The search cache TTL must be 0 or more ms, not ${ttlMs}.`);
    }
    this.ttlMs = ttlMs;
    this.cursors = cursors;
    // lru-cache's own clock (performance.now) unless a test brings one; expiry is read on every
    // get (ttlResolution 0), so a clock moved by hand takes effect at once.
    const clock = now ? { now } : performance;
    this.#now = () => clock.now();
    const timing = { ttl: ttlMs, ttlResolution: 0, perf: clock };
    this.#answers = new LRUCache({
      ...timing,
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (body) => body.byteLength,
      dispose: (_body, _key, reason) => {
        if (reason === 'evict') this.#stats.evictions++;
      },
    });
    this.#locations = new LRUCache({
      ...timing,
      max: maxLocations,
      maxSize: maxLocationBytes,
      sizeCalculation: (location) =>
        2 * (location.json.length + location.providerBefore.length + location.providerAfter.length),
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** How many answers are held, and their bytes (expired ones included until asked for or evicted). */
  get size(): number {
    return this.#answers.size;
  }

  get bytes(): number {
    return this.#answers.calculatedSize;
  }

  /** How many rendered locations are held. */
  get locations(): number {
    return this.#locations.size;
  }

  stats(): SearchCacheStats {
    return { ...this.#stats };
  }

  /**
   * Serves nothing from memory until `listening` resolves (the database will announce changes
   * from then on), and nothing ever if it rejects.
   */
  holdUntil(listening: Promise<unknown>): void {
    this.#current = false;
    this.#held = listening.then(
      () => {
        this.invalidate();
        this.#current = true;
        return true;
      },
      () => false,
    );
  }

  /** Resolves once the cache serves from memory (true), or when it is clear that it never will (false). */
  serving(): Promise<boolean> {
    return this.#held.then((current) => current && this.enabled);
  }

  /**
   * Forgets every answer and rendered location, effective at once: a search after the call reads
   * the database, and a read already under way is answered but neither kept nor shared.
   */
  invalidate(): void {
    this.#generation++;
    this.#answers.clear();
    this.#locations.clear();
    this.#flights.clear();
  }

  /** The response body of `search`: from memory when fresh, else read (shared with concurrent callers). */
  answer(db: Db, search: ProviderSearch): Promise<SearchAnswerBytes> {
    if (!this.enabled || !this.#current) {
      this.#stats.misses++;
      return readSearchAnswer(db, search, this.cursors);
    }
    const key = searchKey(search);
    const kept = this.#answers.get(key);
    if (kept) {
      this.#stats.hits++;
      return Promise.resolve(kept);
    }
    const flight = this.#flights.get(key);
    if (flight) {
      this.#stats.shared++;
      return flight;
    }
    this.#stats.misses++;
    const read = this.#read(db, search, key);
    this.#flights.set(key, read);
    const land = () => {
      if (this.#flights.get(key) === read) this.#flights.delete(key);
    };
    read.then(land, land);
    return read;
  }

  /**
   * Which locations match, then the JSON of those not at hand. An answer expires with the oldest
   * of its parts, so it is never older than the TTL, counted from when the database was read.
   */
  async #read(db: Db, search: ProviderSearch, key: string): Promise<SearchAnswerBytes> {
    const generation = this.#generation;
    let expiresAt = this.#now() + this.ttlMs;
    const page = await selectPage(db, search, this.cursors);
    const { matches } = page;
    const rendered = new Map<number, RenderedLocation>();
    const missing: number[] = [];
    for (const { location_id } of matches) {
      const location = this.#locations.get(location_id);
      if (location) {
        rendered.set(location_id, location);
        expiresAt = Math.min(expiresAt, this.#now() + this.#locations.getRemainingTTL(location_id));
      } else missing.push(location_id);
    }
    if (missing.length > 0) {
      const readAt = this.#now();
      const found = await readLocations(db, missing);
      const keep = generation === this.#generation;
      for (const each of found) {
        const location = renderLocation(each);
        rendered.set(each.locationId, location);
        const ttl = readAt + this.ttlMs - this.#now();
        if (keep && ttl > 0) this.#locations.set(each.locationId, location, { ttl });
      }
      expiresAt = Math.min(expiresAt, readAt + this.ttlMs);
    }
    const body = spliceAnswer(page, rendered);
    shownIn.set(body, splicedShows(page, rendered));
    const ttl = expiresAt - this.#now();
    if (generation === this.#generation && ttl > 0) this.#answers.set(key, body, { ttl });
    return body;
  }
}
