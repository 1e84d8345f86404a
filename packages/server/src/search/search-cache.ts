import type { Db } from '../db/db';
import {
  type AnswerBody,
  assembledResponseBody,
  type RenderedLocationStore,
  searchResponseBody,
} from './search-answer';
import type { ProviderSearch, RenderedLocation } from './search-queries';

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
}

/** Bumped by invalidate(): nothing read under an older generation is served or kept again. */
let generation = 0;

/**
 * Forgets every search answer held in this process (every SearchCache), effective at once: a
 * search after the call reads the database, and a read already under way is neither kept nor
 * shared with later requests.
 *
 * Call it after any change that can alter a search answer: a provider's profile (names, picture,
 * logo, rating, review count, bio, contact details), a location (address, place, hours,
 * category, subcategory), the services a location offers or its slot times, and the lookups
 * searches name (categories, subcategories, services, states, cities). That is the provider
 * and admin edit paths; call it after their transaction commits, not inside it.
 *
 * Bookings need no call: a search answer does not depend on them (every slot in it is listed
 * with `available: true`; what is free on a date is asked per location).
 *
 * It only reaches this process. Several server processes over one database, or edits made
 * directly in the database, are bounded by SEARCH_CACHE_TTL_MS instead.
 */
export function invalidate(): void {
  generation++;
}

/** What the process's search caches did since it started (or since resetSearchCacheStats()). */
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
const stats: SearchCacheStats = { hits: 0, misses: 0, shared: 0, evictions: 0 };

export function searchCacheStats(): SearchCacheStats {
  return { ...stats };
}

export function resetSearchCacheStats(): void {
  Object.assign(stats, { hits: 0, misses: 0, shared: 0, evictions: 0 });
}

/**
 * The cache key of a search: the search as the query reads it, with a city name in lower case
 * (the query compares names case-insensitively). A city given as an id and the same city given
 * by name are two keys with the same answer.
 */
export function searchKey(search: ProviderSearch): string {
  return [
    search.categoryId,
    search.subcategoryId,
    search.serviceId,
    search.countryId ?? '',
    search.stateId ?? '',
    search.cityId ?? '',
    // Last, so whatever the name holds cannot run into another field.
    search.cityName === null ? '' : `"${search.cityName.toLowerCase()}`,
  ].join('|');
}

interface Kept<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

/**
 * Values by key, each until its expiry and while the generation it was read under is current;
 * at most `maxEntries` of them and `maxBytes` in all, the least recently used going first.
 */
class ExpiringLru<K, V> {
  /** Insertion order is recency order: a hit moves its entry to the end, eviction takes the first. */
  readonly #entries = new Map<K, Kept<V>>();
  #bytes = 0;
  /** The generation the entries were read under; after invalidate() they are all dropped. */
  #generation = generation;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
    readonly onEvict: () => void = () => undefined,
  ) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new Error(`A search cache must hold at least one entry, not ${maxEntries}.`);
    }
    if (!Number.isFinite(maxBytes) || maxBytes < 1) {
      throw new Error(`A search cache needs room for some bytes, not ${maxBytes}.`);
    }
  }

  get size(): number {
    this.#catchUp();
    return this.#entries.size;
  }

  get bytes(): number {
    this.#catchUp();
    return this.#bytes;
  }

  get(key: K, now: number): Kept<V> | undefined {
    this.#catchUp();
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (now >= entry.expiresAt) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps `value` if it was read under the current generation (and fits at all). */
  set(key: K, entry: Kept<V>, readUnder: number): void {
    this.#catchUp();
    if (readUnder !== generation) return;
    this.#remove(key);
    if (entry.bytes > this.maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
      this.onEvict();
    }
  }

  #remove(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #catchUp(): void {
    if (this.#generation === generation) return;
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation = generation;
  }
}

/**
 * Search answers kept in memory, already serialised (the response body's bytes), so a hit costs
 * neither a query nor JSON.stringify. Bounded (least recently used out first) and expiring after
 * `ttlMs`; concurrent misses for one key share one read (single-flight). A failed read is not
 * kept: every request waiting on it gets the error, and the next one tries again.
 *
 * A miss is cheap too: the cache also keeps each location's rendered JSON, so a miss runs a
 * small statement for which locations match and renders only those it has not seen
 * (assembledResponseBody). With the cache off (ttlMs 0) every search runs the one full
 * statement and JSON.stringify (searchResponseBody), as before there was a cache.
 */
export class SearchCache {
  readonly ttlMs: number;
  readonly #now: () => number;
  readonly #answers: ExpiringLru<string, AnswerBody>;
  readonly #locations: ExpiringLru<number, RenderedLocation>;
  readonly #flights = new Map<string, { body: Promise<AnswerBody>; generation: number }>();
  readonly #store: RenderedLocationStore;

  constructor({
    ttlMs,
    maxEntries = DEFAULT_SEARCH_CACHE_ENTRIES,
    maxBytes = DEFAULT_SEARCH_CACHE_BYTES,
    maxLocations = DEFAULT_RENDERED_LOCATIONS,
    maxLocationBytes = DEFAULT_RENDERED_LOCATION_BYTES,
    now = Date.now,
  }: SearchCacheOptions) {
    if (!Number.isFinite(ttlMs) || ttlMs < 0)
      throw new Error(`The search cache TTL must be 0 or more ms, not ${ttlMs}.`);
    this.ttlMs = ttlMs;
    this.#now = now;
    this.#answers = new ExpiringLru(maxEntries, maxBytes, () => stats.evictions++);
    this.#locations = new ExpiringLru(maxLocations, maxLocationBytes);
    const locations = this.#locations;
    this.#store = {
      get: (locationId) => {
        const kept = locations.get(locationId, now());
        return kept && { location: kept.value, expiresAt: kept.expiresAt };
      },
      reading: () => {
        const readUnder = generation;
        const expiresAt = now() + ttlMs;
        return (rendered) =>
          rendered.map((location) => {
            const bytes = 2 * (location.json.length + location.providerBefore.length + location.providerAfter.length);
            locations.set(location.locationId, { value: location, bytes, expiresAt }, readUnder);
            return { location, expiresAt };
          });
      },
    };
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** How many answers are held, and their bytes (expired ones included until asked for or evicted). */
  get size(): number {
    return this.#answers.size;
  }

  get bytes(): number {
    return this.#answers.bytes;
  }

  /** How many rendered locations are held. */
  get locations(): number {
    return this.#locations.size;
  }

  /** The response body of `search`: from memory when fresh, else read (shared with concurrent callers). */
  answer(db: Db, search: ProviderSearch): Promise<AnswerBody> {
    if (!this.enabled) {
      stats.misses++;
      return searchResponseBody(db, search);
    }
    const key = searchKey(search);
    const kept = this.#answers.get(key, this.#now());
    if (kept) {
      stats.hits++;
      return Promise.resolve(kept.value);
    }
    const flight = this.#flights.get(key);
    if (flight && flight.generation === generation) {
      stats.shared++;
      return flight.body;
    }
    stats.misses++;
    return this.#read(key, db, search);
  }

  #read(key: string, db: Db, search: ProviderSearch): Promise<AnswerBody> {
    const readAt = this.#now();
    const readUnder = generation;
    const body = assembledResponseBody(db, search, this.#store).then(({ body, expiresAt }) => {
      const entry = { value: body, bytes: body.byteLength, expiresAt: Math.min(expiresAt, readAt + this.ttlMs) };
      this.#answers.set(key, entry, readUnder);
      return body;
    });
    const flight = { body, generation: readUnder };
    this.#flights.set(key, flight);
    const land = () => {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
    };
    body.then(land, land);
    return body;
  }
}
