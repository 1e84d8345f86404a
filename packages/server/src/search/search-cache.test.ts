import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { searchCacheTtlMs } from '../config';
import type { Db } from '../db/db';
import { silentLogger } from '../logger';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_CUSTOMER_ID, jsonHeaders } from '../testing/sign-in';
import { testAppConfig } from '../testing/test-app-config';
import { readSearchAnswer, SearchCache, searchKey } from './search-cache';
import type { ProviderSearch } from './search-queries';

// Medical → Specialists → Orthopedics (seed ids) in the United States, Florida, Miami.
const ORTHOPEDICS = { categoryId: 1, subcategoryId: 5, serviceId: 6, countryId: 1, cityName: null };
const FLORIDA = 9;
const MIAMI = 31;
const IN_MIAMI: ProviderSearch = { ...ORTHOPEDICS, stateId: FLORIDA, cityId: MIAMI };
const IN_FLORIDA: ProviderSearch = { ...ORTHOPEDICS, stateId: FLORIDA, cityId: null };
const IN_NEW_YORK: ProviderSearch = { ...ORTHOPEDICS, stateId: 32, cityId: null };

/**
 * The database, counting the search statements run on it (those that read provider_locations),
 * and among them those that read locations to render them (the only ones that read slots).
 */
function counting(db: Db): { db: Db; statements: () => number; renders: () => number } {
  let statements = 0;
  let renders = 0;
  return {
    statements: () => statements,
    renders: () => renders,
    db: {
      driver: db.driver,
      query: (sql, params) => {
        if (sql.includes('provider_locations l')) statements++;
        if (sql.includes('location_slots')) renders++;
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
      transaction: (fn) => db.transaction(fn),
      listen: (channel, onNotify, options) => db.listen(channel, onNotify, options),
      close: () => db.close(),
    },
  };
}

const text = (body: Uint8Array) => Buffer.from(body).toString('utf8');

/** A clock tests move by hand, in ms. */
function fakeClock() {
  let now = 1_000_000;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('searchKey', () => {
  it('reads a city name in any case as one search, and keeps ids and names apart', () => {
    const byName = { ...ORTHOPEDICS, stateId: FLORIDA, cityId: null };
    expect(searchKey({ ...byName, cityName: 'Miami' })).toBe(searchKey({ ...byName, cityName: 'MIAMI' }));
    expect(searchKey({ ...byName, cityName: 'Miami' })).not.toBe(searchKey(IN_MIAMI));
    expect(searchKey(IN_FLORIDA)).not.toBe(searchKey({ ...IN_FLORIDA, countryId: null }));
    expect(searchKey(IN_FLORIDA)).not.toBe(searchKey({ ...IN_FLORIDA, serviceId: 7 }));
  });
});

describeEachDriver('search cache', (t) => {
  it('answers a repeated search from memory, byte for byte what the database gives', async () => {
    const { db, statements } = counting(t.db);
    const cache = new SearchCache({ ttlMs: 60_000, now: fakeClock().now });
    const first = await cache.answer(db, IN_MIAMI);
    const read = statements();
    expect(read).toBeGreaterThan(0);
    const second = await cache.answer(db, IN_MIAMI);
    expect(statements()).toBe(read);
    expect(cache.stats()).toEqual({ hits: 1, misses: 1, shared: 0, evictions: 0 });
    expect(text(second)).toBe(text(first));
    expect(text(first)).toBe(text(await readSearchAnswer(t.db, IN_MIAMI)));
    expect(JSON.parse(text(first)).data.length).toBeGreaterThan(0);
  });

  it('keeps its answers and its counts to itself', async () => {
    const { db, statements } = counting(t.db);
    const one = new SearchCache({ ttlMs: 60_000 });
    const other = new SearchCache({ ttlMs: 60_000 });
    await one.answer(db, IN_MIAMI);
    const read = statements();
    await other.answer(db, IN_MIAMI);
    expect(statements()).toBeGreaterThan(read);
    one.invalidate();
    await other.answer(db, IN_MIAMI);
    expect(one.stats()).toEqual({ hits: 0, misses: 1, shared: 0, evictions: 0 });
    expect(other.stats()).toEqual({ hits: 1, misses: 1, shared: 0, evictions: 0 });
  });

  it('reuses rendered locations: a new search whose locations are at hand renders none', async () => {
    const { db, statements, renders } = counting(t.db);
    const cache = new SearchCache({ ttlMs: 60_000 });
    await cache.answer(db, { ...IN_MIAMI, countryId: null, stateId: null, cityId: null });
    expect(cache.locations).toBeGreaterThan(0);
    const [read, rendered] = [statements(), renders()];
    const miami = await cache.answer(db, { ...IN_MIAMI, countryId: null });
    expect(statements()).toBeGreaterThan(read);
    expect(renders()).toBe(rendered);
    expect(text(miami)).toBe(text(await readSearchAnswer(t.db, { ...IN_MIAMI, countryId: null })));
  });

  it('reads the database again once the TTL has passed', async () => {
    const { db, statements } = counting(t.db);
    const clock = fakeClock();
    const cache = new SearchCache({ ttlMs: 1000, now: clock.now });
    const first = text(await cache.answer(db, IN_MIAMI));
    const read = statements();
    clock.advance(1000);
    await cache.answer(db, IN_MIAMI);
    expect(statements()).toBe(read);
    clock.advance(1);
    expect(text(await cache.answer(db, IN_MIAMI))).toBe(first);
    expect(statements()).toBeGreaterThan(read);
  });

  it('ages an answer from its oldest rendered location', async () => {
    const { db, statements } = counting(t.db);
    const clock = fakeClock();
    const cache = new SearchCache({ ttlMs: 1000, now: clock.now });
    await cache.answer(db, IN_FLORIDA);
    clock.advance(600);
    // Miami's locations were rendered for Florida 600 ms ago, so its answer has 400 ms left.
    await cache.answer(db, IN_MIAMI);
    clock.advance(401);
    const read = statements();
    await cache.answer(db, IN_MIAMI);
    expect(statements()).toBeGreaterThan(read);
  });

  it('forgets everything on invalidate(), even a read under way', async () => {
    const { db, statements } = counting(t.db);
    const cache = new SearchCache({ ttlMs: 60_000, now: fakeClock().now });
    await cache.answer(db, IN_MIAMI);
    let read = statements();
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(cache.locations).toBe(0);
    await cache.answer(db, IN_MIAMI);
    expect(statements()).toBeGreaterThan(read);
    read = statements();
    await cache.answer(db, IN_MIAMI);
    expect(statements()).toBe(read);

    // A search that started before invalidate() is answered, but neither kept nor shared.
    const underWay = cache.answer(db, IN_FLORIDA);
    cache.invalidate();
    const after = cache.answer(db, IN_FLORIDA);
    expect(after).not.toBe(underWay);
    await Promise.all([underWay, after]);
    read = statements();
    await cache.answer(db, IN_FLORIDA);
    expect(statements()).toBe(read);
  });

  it('serves nothing from memory until it can hear of changes, and nothing ever if it cannot', async () => {
    const { db, statements } = counting(t.db);
    let listening: () => void = () => undefined;
    const held = new SearchCache({ ttlMs: 60_000 });
    held.holdUntil(new Promise<void>((resolve) => (listening = resolve)));
    await held.answer(db, IN_MIAMI);
    let read = statements();
    await held.answer(db, IN_MIAMI);
    expect(statements()).toBeGreaterThan(read);
    listening();
    expect(await held.serving()).toBe(true);
    await held.answer(db, IN_MIAMI);
    read = statements();
    await held.answer(db, IN_MIAMI);
    expect(statements()).toBe(read);

    const deaf = new SearchCache({ ttlMs: 60_000 });
    deaf.holdUntil(Promise.reject(new Error('no listener')));
    expect(await deaf.serving()).toBe(false);
    await deaf.answer(db, IN_MIAMI);
    read = statements();
    await deaf.answer(db, IN_MIAMI);
    expect(statements()).toBeGreaterThan(read);
    expect(deaf.size).toBe(0);
  });

  it('is off with a TTL of 0: every search reads and renders its page', async () => {
    const { db, statements, renders } = counting(t.db);
    const cache = new SearchCache({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    const first = text(await cache.answer(db, IN_MIAMI));
    const once = statements();
    const second = text(await cache.answer(db, IN_MIAMI));
    expect(statements()).toBe(2 * once);
    expect(renders()).toBe(2);
    expect(second).toBe(first);
    expect(first).toBe(text(await readSearchAnswer(t.db, IN_MIAMI)));
    expect(cache.size).toBe(0);
    expect(cache.locations).toBe(0);
  });

  it('keeps at most maxEntries answers and maxBytes of them, least recently used out first', async () => {
    const { db, statements } = counting(t.db);
    const cache = new SearchCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.answer(db, IN_MIAMI);
    await cache.answer(db, IN_FLORIDA);
    await cache.answer(db, IN_MIAMI); // Miami is now the most recently used.
    await cache.answer(db, IN_NEW_YORK); // Florida goes.
    expect(cache.size).toBe(2);
    expect(cache.stats().evictions).toBe(1);
    let read = statements();
    await cache.answer(db, IN_MIAMI);
    await cache.answer(db, IN_NEW_YORK);
    expect(statements()).toBe(read);
    await cache.answer(db, IN_FLORIDA);
    expect(statements()).toBeGreaterThan(read);
    expect(cache.size).toBe(2);

    // Room for either answer but not both.
    const miami = (await readSearchAnswer(t.db, IN_MIAMI)).byteLength;
    const newYork = (await readSearchAnswer(t.db, IN_NEW_YORK)).byteLength;
    const small = new SearchCache({ ttlMs: 60_000, maxBytes: miami + newYork - 1 });
    await small.answer(db, IN_MIAMI);
    await small.answer(db, IN_NEW_YORK);
    expect(small.size).toBe(1);
    expect(small.bytes).toBe(newYork);
    read = statements();
    await small.answer(db, IN_MIAMI);
    expect(statements()).toBeGreaterThan(read);
    // An answer larger than the whole cache is not kept at all.
    const tiny = new SearchCache({ ttlMs: 60_000, maxBytes: 10 });
    await tiny.answer(db, IN_MIAMI);
    expect(tiny.size).toBe(0);
  });

  it('runs one read for concurrent identical searches, and does not keep a failure', async () => {
    const alone = counting(t.db);
    await new SearchCache({ ttlMs: 60_000 }).answer(alone.db, IN_FLORIDA);
    const { db, statements } = counting(t.db);
    const cache = new SearchCache({ ttlMs: 60_000 });
    const bodies = await Promise.all(Array.from({ length: 5 }, () => cache.answer(db, IN_FLORIDA)));
    expect(new Set(bodies.map(text)).size).toBe(1);
    // The statements of one read, for all five.
    expect(statements()).toBe(alone.statements());
    expect(cache.stats()).toMatchObject({ misses: 1, shared: 4 });

    let failures = 1;
    const flaky: Db = {
      ...db,
      query: (sql, params) => (failures-- > 0 ? Promise.reject(new Error('connection lost')) : db.query(sql, params)),
    };
    const failed = await Promise.allSettled([cache.answer(flaky, IN_MIAMI), cache.answer(flaky, IN_MIAMI)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(text(await cache.answer(flaky, IN_MIAMI))).toBe(text(await readSearchAnswer(t.db, IN_MIAMI)));
  });

  // The app's cache takes its TTL from SEARCH_CACHE_TTL_MS.
  it.skipIf(searchCacheTtlMs() === 0)(
    'serves POST /find_service_api from the cache as application/json, unchanged',
    async () => {
      const { db, statements } = counting(t.db);
      const searchCache = new SearchCache({ ttlMs: searchCacheTtlMs() });
      // The impressions a search records after answering are writes of their own, left out here:
      // this counts what answering reads.
      const afterResponse = { run: () => undefined, idle: async () => undefined };
      const app = createApp({ db, config: testAppConfig(), logger: silentLogger, searchCache, afterResponse });
      expect(await searchCache.serving()).toBe(true);
      const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
      const search = () =>
        app.request('/api/v1/find_service_api', {
          method: 'POST',
          headers: jsonHeaders(token),
          body: JSON.stringify({
            category_id: 1,
            speciality_group_id: 5,
            speciality_id: 6,
            country_id: 1,
            state_id: FLORIDA,
            city: 'Miami',
          }),
        });
      const expected = text(await readSearchAnswer(t.db, { ...IN_MIAMI, cityId: null, cityName: 'Miami' }));
      const first = await search();
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('application/json');
      expect(await first.text()).toBe(expected);
      const read = statements();
      const second = await search();
      expect(second.headers.get('content-type')).toBe('application/json');
      expect(await second.text()).toBe(expected);
      expect(statements()).toBe(read);
    },
  );
});
