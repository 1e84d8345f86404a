import { expect, it } from 'vitest';
import type { Db } from '../db/db';
import { describeEachDriver } from '../testing/describe-each-driver';
import { type RenderedLocation, renderLocation, spliceAnswer } from './answer-splicing';
import { readSearchAnswer } from './search-cache';
import { SearchCursors } from './search-cursor';
import { selectPage } from './search-pages';
import { type ProviderSearch, readLocations } from './search-queries';

const text = (body: Uint8Array) => Buffer.from(body).toString('utf8');

const cursors = new SearchCursors('answer-splicing test');

/** The answer as the cache writes it on a miss: the page's locations, then their spliced JSON. */
async function splicedAnswer(db: Db, search: ProviderSearch) {
  const page = await selectPage(db, search, cursors);
  const found = await readLocations(
    db,
    page.matches.map((match) => match.location_id),
  );
  const rendered = new Map<number, RenderedLocation>(found.map((each) => [each.locationId, renderLocation(each)]));
  return { page, rendered, body: spliceAnswer(page, rendered) };
}

describeEachDriver('search answers spliced from rendered locations', (t) => {
  it('are byte for byte what JSON.stringify writes, for every kind of search', async () => {
    // Medical → Specialists (seed ids): its services in a city (by id and by name), a state,
    // the country and anywhere, and a city with no providers.
    const base = { categoryId: 1, subcategoryId: 5, countryId: 1, cityName: null };
    // Each also by distance and in pages of two, so cursors, totals and origins are spliced too.
    const searches: ProviderSearch[] = [4, 5, 6, 7, 8].flatMap((serviceId) =>
      [
        { ...base, serviceId, countryId: null, stateId: null, cityId: null },
        { ...base, serviceId, stateId: null, cityId: null },
        { ...base, serviceId, stateId: 9, cityId: null },
        { ...base, serviceId, stateId: 9, cityId: 31 },
        { ...base, serviceId, stateId: 9, cityId: null, cityName: 'mIAMI' },
        { ...base, serviceId, stateId: 9, cityId: null, cityName: 'Atlantis' },
      ].flatMap((search) => [
        search,
        { ...search, limit: 2, sort: 'nearest' as const, position: { lat: 25.77, lng: -80.19 } },
      ]),
    );
    let providers = 0;
    // A cursor names the database snapshot it was made in, which any write anywhere in the cluster
    // (another test's database included) moves on; the rest of the answer must match byte for byte.
    const withoutSnapshot = (body: string) => body.replace(/"next_cursor":"[^"]+"/, '"next_cursor":"…"');
    for (const search of searches) {
      const expected = text(await readSearchAnswer(t.db, search, cursors));
      const spliced = text((await splicedAnswer(t.db, search)).body);
      expect(withoutSnapshot(spliced), JSON.stringify(search)).toBe(withoutSnapshot(expected));
      providers += (JSON.parse(expected) as { data: unknown[] }).data.length;
    }
    expect(providers).toBeGreaterThan(searches.length);
  });

  it('leave out a location that is gone, and its provider with it when it was the only one', async () => {
    const search: ProviderSearch = {
      categoryId: 1,
      subcategoryId: 5,
      serviceId: 6,
      countryId: 1,
      stateId: 9,
      cityId: 31,
      cityName: null,
    };
    const { page, rendered } = await splicedAnswer(t.db, search);
    const [first, ...rest] = page.matches;
    if (!first) throw new Error('The seed has orthopedists in Miami.');
    const without = new Map(rendered);
    without.delete(first.location_id);
    const answer = JSON.parse(text(spliceAnswer(page, without))) as {
      data: { business_provider_id: number }[];
    };
    const full = JSON.parse(text(spliceAnswer(page, rendered))) as { data: { business_provider_id: number }[] };
    const providerStays = rest.some((match) => match.provider_id === first.provider_id);
    expect(answer.data.length).toBe(full.data.length - (providerStays ? 0 : 1));
  });
});
