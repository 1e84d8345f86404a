import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { silentLogger } from '../logger';
import { type RunningServer, startServer } from '../server';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_CUSTOMER_ID, jsonHeaders } from '../testing/sign-in';
import { TEST_JWT_SECRET, testAppConfig } from '../testing/test-app-config';
import { SearchCache } from './search-cache';

// Medical → Specialists → Orthopedics in Miami (seed ids); provider 1 has a location there.
const IN_MIAMI = { category_id: 1, speciality_group_id: 5, speciality_id: 6, country_id: 1, state_id: 9, city: 31 };
const PROVIDER = 1;

interface Answer {
  data: {
    business_provider_id: number;
    business_name: string;
    service_provided: Record<string, { address: string; city: string; services: string[]; slots: unknown[] }>;
  }[];
}

/** Provider 1's Miami result in an answer. */
function providerIn(answer: Answer) {
  const found = answer.data.find((provider) => provider.business_provider_id === PROVIDER);
  const location = found?.service_provided.location1;
  if (!found || !location) throw new Error('Provider 1 is not in the Miami answer.');
  return { ...found, location };
}

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describeEachDriver('search answers after changes', (t) => {
  /** An app whose cache serves from memory, and a signed-in search through it. */
  async function searchingApp() {
    const cache = new SearchCache({ ttlMs: 60_000 });
    const app = createApp({ db: t.db, config: testAppConfig(), logger: silentLogger, searchCache: cache });
    expect(await cache.serving()).toBe(true);
    const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    const answer = async () => {
      const response = await app.request('/api/v1/find_service_api', {
        method: 'POST',
        headers: jsonHeaders(token),
        body: JSON.stringify(IN_MIAMI),
      });
      return (await response.json()) as Answer;
    };
    const search = async () => providerIn(await answer());
    const providerIds = async () => (await answer()).data.map((provider) => provider.business_provider_id);
    return { cache, search, providerIds };
  }

  it('watches every table a search answer reads', async () => {
    const watched = await t.db.query<{ table: string }>(
      `select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where g.tgname = 'search_answers_changed' order by c.relname`,
    );
    expect(watched.map((row) => row.table)).toEqual([
      'boosts',
      'cities',
      'countries',
      'location_services',
      'location_slots',
      'provider_locations',
      'service_categories',
      'service_providers',
      'services',
      'states',
    ]);
  });

  // Plain SQL stands in for the write paths (API, /rest/v1, jobs): the database announces the
  // change, whoever made it.
  it.each<[string, (db: Db) => Promise<unknown>, (result: ReturnType<typeof providerIn>) => unknown]>([
    [
      'a provider renamed',
      (db) =>
        db.query('update service_providers set business_name = $2 where id = $1', [PROVIDER, 'Biscayne Bone & Joint']),
      (found) => found.business_name,
    ],
    [
      'a location moved, in a transaction',
      (db) =>
        db.transaction((tx) =>
          tx.query(
            "update provider_locations set address = '1300 Biscayne Blvd, Miami, FL 33101' where provider_id = $1 and city_id = 31",
            [PROVIDER],
          ),
        ),
      (found) => found.location.address,
    ],
    [
      'a service renamed',
      (db) => db.query("update services set name = 'Orthopaedics' where id = 6"),
      (found) => found.location.services,
    ],
    [
      'a slot removed',
      (db) =>
        db.query(
          `delete from location_slots where start_time = '09:00' and location_id in
             (select id from provider_locations where provider_id = $1 and city_id = 31)`,
          [PROVIDER],
        ),
      (found) => found.location.slots.length,
    ],
    [
      'a city renamed',
      (db) => db.query("update cities set name = 'Miami City' where id = 31"),
      (found) => found.location.city,
    ],
  ])('is in the next search at once: %s', async (_change, change, shown) => {
    const { cache, search } = await searchingApp();
    const before = shown(await search());
    expect(shown(await search())).toEqual(before);
    expect(cache.stats().hits).toBe(1);
    await change(t.db);
    expect(shown(await search())).not.toEqual(before);
  });

  it('drops a business that is unlisted (its subscription ended) and shows it again once listed, at once', async () => {
    const { cache, providerIds } = await searchingApp();
    expect(await providerIds()).toContain(PROVIDER);
    await t.db.query('update service_providers set listed = false where id = $1', [PROVIDER]);
    expect(await providerIds()).not.toContain(PROVIDER);
    await t.db.query('update service_providers set listed = true where id = $1', [PROVIDER]);
    expect(await providerIds()).toContain(PROVIDER);
    expect(cache.stats().hits).toBe(0);
  });

  it('keeps answers across statements that change no row: a WHERE matching nothing, values written unchanged', async () => {
    const { cache, search } = await searchingApp();
    await search();
    await t.db.query('update service_providers set business_name = $2 where id = $1', [-1, 'Nobody']);
    await t.db.query('update service_providers set business_name = business_name where id = $1', [PROVIDER]);
    await t.db.query('delete from location_slots where location_id = $1', [-1]);
    await search();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
  });

  it('forgets answers when a watched table is truncated', async () => {
    const { cache, search } = await searchingApp();
    await search();
    await t.db.transaction(async (tx) => {
      await tx.query('create temporary table scratch_cities (like cities) on commit drop');
      await tx.query('truncate scratch_cities');
      await tx.query("select private.watch_search_answer_table('scratch_cities'::regclass)");
      await tx.query('truncate scratch_cities');
    });
    await search();
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 2 });
  });

  it('keeps answers across bookings, which no answer shows', async () => {
    const { cache, search } = await searchingApp();
    await search();
    const [changed] = await t.db.query<{ id: number }>(
      'update bookings set booking_status = booking_status where id = (select min(id) from bookings) returning id',
    );
    expect(changed).toBeDefined();
    await search();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
  });

  it.runIf(t.driver === 'postgres')('reaches another server process on the same database within a second', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ia-search-servers-'));
    dataDirs.push(dataDir);
    const options = {
      port: 0,
      dataDir,
      databaseUrl: t.url,
      appDist: join(dataDir, 'no-app'),
      jwtSecret: TEST_JWT_SECRET,
      searchCacheTtlMs: 60_000,
      logger: silentLogger,
    };
    const servers: RunningServer[] = [];
    try {
      servers.push(await startServer(options));
      servers.push(await startServer(options));
      const [one, other] = servers as [RunningServer, RunningServer];
      const token = await accessTokenFor(one.db, DEMO_CUSTOMER_ID);
      const nameAt = async (server: RunningServer) => {
        const response = await fetch(`${server.url}/api/v1/find_service_api`, {
          method: 'POST',
          headers: jsonHeaders(token),
          body: JSON.stringify(IN_MIAMI),
        });
        return providerIn((await response.json()) as Answer).business_name;
      };
      const before = await nameAt(other);
      expect(await nameAt(other)).toBe(before);
      expect(other.searchCacheStats().hits).toBe(1);

      await one.db.query('update service_providers set business_name = $2 where id = $1', [
        PROVIDER,
        'Across Processes',
      ]);
      expect(await nameAt(one)).toBe('Across Processes');
      await vi.waitFor(async () => expect(await nameAt(other)).toBe('Across Processes'), {
        timeout: 1000,
        interval: 20,
      });
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});
