import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { searchCacheTtlMs } from '../config';
import type { Db } from '../db/db';
import { silentLogger } from '../logger';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_CUSTOMER_ID, jsonHeaders } from '../testing/sign-in';
import { testAppConfig } from '../testing/test-app-config';
import { searchResponseBody } from './search-answer';
import { invalidate, SearchCache, searchCacheStats, searchKey } from './search-cache';
import type { ProviderSearch } from './search-queries';

// Medical → Specialists → Orthopedics (seed ids) in the United States, Florida, Miami.
const ORTHOPEDICS = { categoryId: 1, subcategoryId: 5, serviceId: 6, countryId: 1, cityName: null };
const FLORIDA = 9;
const MIAMI = 31;
const IN_MIAMI: ProviderSearch = { ...ORTHOPEDICS, stateId: FLORIDA, cityId: MIAMI };
const IN_FLORIDA: ProviderSearch = { ...ORTHOPEDICS, stateId: FLORIDA, cityId: null };
const IN_NEW_YORK: ProviderSearch = { ...ORTHOPEDICS, stateId: 32, cityId: null };

/** The database, counting the search statements run on it (those that read provider_locations). */
function counting(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  return {
    statements: () => statements,
    db: {
      driver: db.driver,
      query: (sql, params) => {
        if (sql.includes('provider_locations l')) statements++;
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
      transaction: (fn) => db.transaction(fn),
      listen: (channel, onNotify) => db.listen(channel, onNotify),
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
    const before = searchCacheStats();
    const second = await cache.answer(db, IN_MIAMI);
    expect(statements()).toBe(read);
    expect(searchCacheStats().hits).toBe(before.hits + 1);
    expect(text(second)).toBe(text(first));
    expect(text(first)).toBe(text(await searchResponseBody(t.db, IN_MIAMI)));
    expect(JSON.parse(text(first)).data.length).toBeGreaterThan(0);
  });

  it('assembles the same bytes as the full statement for any search, reusing rendered locations', async () => {
    const { db, statements } = counting(t.db);
    const cache = new SearchCache({ ttlMs: 60_000 });
    // Specialists' services in a city (by id and by name), a state, the country and anywhere.
    const searches: ProviderSearch[] = [4, 5, 6, 7, 8].flatMap((serviceId) => [
      { ...ORTHOPEDICS, serviceId, countryId: null, stateId: null, cityId: null },
      { ...ORTHOPEDICS, serviceId, stateId: null, cityId: null },
      { ...ORTHOPEDICS, serviceId, stateId: FLORIDA, cityId: null },
      { ...ORTHOPEDICS, serviceId, stateId: FLORIDA, cityId: MIAMI },
      { ...ORTHOPEDICS, serviceId, stateId: FLORIDA, cityId: null, cityName: 'mIAMI' },
      { ...ORTHOPEDICS, serviceId, stateId: FLORIDA, cityId: null, cityName: 'Atlantis' },
    ]);
    for (const search of searches) {
      expect(text(await cache.answer(db, search)), JSON.stringify(search)).toBe(
        text(await searchResponseBody(t.db, search)),
      );
    }
    expect(cache.locations).toBeGreaterThan(0);
    // Every location of a Miami search was rendered for the country-wide one: a new search in
    // Miami needs only the statement that finds which locations match.
    const read = statements();
    await cache.answer(db, { ...IN_MIAMI, countryId: null });
    expect(statements()).toBe(read + 1);
  });

  it('reads the database again once the TTL has passed', async () => {
    const { db, statements } = counting(t.db);
    const clock = fakeClock();
    const cache = new SearchCache({ ttlMs: 1000, now: clock.now });
    const first = text(await cache.answer(db, IN_MIAMI));
    const read = statements();
    clock.advance(999);
    await cache.answer(db, IN_MIAMI);
    expect(statements()).toBe(read);
    clock.advance(1);
    expect(text(await cache.answer(db, IN_MIAMI))).toBe(first);
    expect(statements()).toBeGreaterThan(read);
  });

  it('forgets everything on invalidate(), even a read under way', async () => {
    const { db, statements } = counting(t.db);
    const cache = new SearchCache({ ttlMs: 60_000, now: fakeClock().now });
    await cache.answer(db, IN_MIAMI);
    let read = statements();
    invalidate();
    expect(cache.size).toBe(0);
    expect(cache.locations).toBe(0);
    await cache.answer(db, IN_MIAMI);
    expect(statements()).toBeGreaterThan(read);
    read = statements();
    await cache.answer(db, IN_MIAMI);
    expect(statements()).toBe(read);

    // A search that started before invalidate() is answered, but neither kept nor shared.
    const underWay = cache.answer(db, IN_FLORIDA);
    invalidate();
    const after = cache.answer(db, IN_FLORIDA);
    expect(after).not.toBe(underWay);
    await Promise.all([underWay, after]);
    read = statements();
    await cache.answer(db, IN_FLORIDA);
    expect(statements()).toBe(read);
  });

  it('is off with a TTL of 0: every search runs the full statement', async () => {
    const { db, statements } = counting(t.db);
    const cache = new SearchCache({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    const first = text(await cache.answer(db, IN_MIAMI));
    const second = text(await cache.answer(db, IN_MIAMI));
    expect(statements()).toBe(2);
    expect(second).toBe(first);
    expect(first).toBe(text(await searchResponseBody(t.db, IN_MIAMI)));
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
    let read = statements();
    await cache.answer(db, IN_MIAMI);
    await cache.answer(db, IN_NEW_YORK);
    expect(statements()).toBe(read);
    await cache.answer(db, IN_FLORIDA);
    expect(statements()).toBe(read + 1);
    expect(cache.size).toBe(2);

    // Room for either answer but not both.
    const miami = (await searchResponseBody(t.db, IN_MIAMI)).byteLength;
    const newYork = (await searchResponseBody(t.db, IN_NEW_YORK)).byteLength;
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
    const { db, statements } = counting(t.db);
    const cache = new SearchCache({ ttlMs: 60_000 });
    const before = searchCacheStats();
    const bodies = await Promise.all(Array.from({ length: 5 }, () => cache.answer(db, IN_FLORIDA)));
    expect(new Set(bodies.map(text)).size).toBe(1);
    // One statement for which locations match, one to render them: for all five.
    expect(statements()).toBe(2);
    const after = searchCacheStats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.shared - before.shared).toBe(4);

    let failures = 1;
    const flaky: Db = {
      ...db,
      query: (sql, params) => (failures-- > 0 ? Promise.reject(new Error('connection lost')) : db.query(sql, params)),
    };
    const failed = await Promise.allSettled([cache.answer(flaky, IN_MIAMI), cache.answer(flaky, IN_MIAMI)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(text(await cache.answer(flaky, IN_MIAMI))).toBe(text(await searchResponseBody(t.db, IN_MIAMI)));
  });

  // The app's cache takes its TTL from SEARCH_CACHE_TTL_MS.
  it.skipIf(searchCacheTtlMs() === 0)(
    'serves POST /find_service_api from the cache as application/json, unchanged',
    async () => {
      const { db, statements } = counting(t.db);
      const app = createApp({ db, config: testAppConfig(), logger: silentLogger });
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
      const expected = text(await searchResponseBody(t.db, { ...IN_MIAMI, cityId: null, cityName: 'Miami' }));
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
