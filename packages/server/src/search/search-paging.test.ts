import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_CUSTOMER_ID, DEMO_PROVIDER_ID, jsonHeaders } from '../testing/sign-in';
import { EXACT_TOTAL_LIMIT, NEAREST_NEEDS_A_PLACE } from './search-pages';
import { POSITION_NEEDS_BOTH } from './search-routes';

interface Location {
  lat: number;
  long: number;
  zipcode_show: string;
}
interface Provider {
  business_provider_id: number;
  rating: number | null;
  review_count: number;
  service_provided: Record<string, Location>;
  sponsored: { zipCode: string } | null;
}
interface Page {
  status: number;
  data: Provider[];
  next_cursor: string | null;
  total: { count: number; exact: boolean };
  origin: { lat: number; lng: number } | null;
}

// Medical → Specialists → Orthopedics (seed ids) in Florida; Miami, and New York City for the big directory.
const ORTHOPEDICS = { category_id: 1, speciality_group_id: 5, speciality_id: 6, country_id: 1 };
const IN_MIAMI = { ...ORTHOPEDICS, state_id: 9, city: 31 };
const IN_FLORIDA = { ...ORTHOPEDICS, state_id: 9 };
const IN_NEW_YORK = { ...ORTHOPEDICS, state_id: 32, city: 120 };
/** Downtown Miami. */
const CUSTOMER = { lat: 25.7743, lng: -80.1937 };
const ADDED_MIAMI = 45;
const ADDED_NEW_YORK = EXACT_TOTAL_LIMIT + 20;

/**
 * Adds `count` orthopedists in a city, from id `firstId` on: ratings repeat (4.5, 4.0, none) and
 * review counts repeat too, so the order leans on its tie-breakers; locations scattered about
 * `centre`, every fifth with a second one.
 */
async function addOrthopedists(
  db: Db,
  firstId: number,
  count: number,
  city: number,
  state: number,
  centre: typeof CUSTOMER,
) {
  await db.query(
    `insert into service_providers (id, business_name, name, rating, review_count)
     select i, 'Paging Clinic ' || i, 'Dr. Page ' || i,
            (array[4.5, 4.0, null])[1 + i % 3]::numeric, (i * 7) % 4
       from generate_series($1::int, $1::int + $2::int - 1) as i`,
    [firstId, count],
  );
  await db.query(
    `insert into provider_locations (provider_id, address, lat, long, country_id, state_id, city_id, zipcode,
       category_id, subcategory_id, business_hours)
     select p.i, n || ' Paging Way ' || p.i, $3::float8 + ((p.i * 37 + n * 11) % 41 - 20) / 200.0,
            $4::float8 + ((p.i * 53 + n * 17) % 43 - 21) / 200.0, 1, $5::int, $6::int, '331' || lpad((p.i % 90)::text, 2, '0'),
            1, 5, '{}'::jsonb
       from generate_series($1::int, $1::int + $2::int - 1) as p(i)
       cross join generate_series(1, 2) as n
      where n = 1 or p.i % 5 = 0`,
    [firstId, count, centre.lat, centre.lng, state, city],
  );
  await db.query(
    `insert into location_services (location_id, service_id)
     select id, 6 from provider_locations where provider_id between $1::int and $1::int + $2::int - 1`,
    [firstId, count],
  );
}

/** Great-circle km with the spec's radius, as the cards show it. */
function km(a: { lat: number; lng: number }, b: { lat: number; long: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.long - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const nearestKm = (origin: { lat: number; lng: number }, provider: Provider) =>
  Math.min(...Object.values(provider.service_provided).map((location) => km(origin, location)));

const ids = (providers: Provider[]) => providers.map((provider) => provider.business_provider_id);

describeEachDriver('paged search', (t) => {
  let token = '';
  const search = async (body: object) => {
    const response = await t.app().request('/api/v1/find_service_api', {
      method: 'POST',
      headers: jsonHeaders(token),
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Page & { message?: string } };
  };
  /** Every page of a search, following the cursors; `between` runs after the first page. */
  const allPages = async (body: object, between?: () => Promise<void>) => {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const { status, body: page } = await search(cursor ? { ...body, cursor } : body);
      expect(status, JSON.stringify(page)).toBe(200);
      expectContractResponse('findServices', 200, page);
      pages.push(page);
      cursor = page.next_cursor;
      if (pages.length === 1) await between?.();
    } while (cursor && pages.length < 100);
    return pages;
  };

  beforeAll(async () => {
    token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    await addOrthopedists(t.db, 70_001, ADDED_MIAMI, 31, 9, CUSTOMER);
    await addOrthopedists(t.db, 80_001, ADDED_NEW_YORK, 120, 32, { lat: 40.7128, lng: -74.006 });
  });

  it('answers 20 providers a page by default with the total, and refuses more than 50 a page', async () => {
    const { status, body } = await search(IN_MIAMI);
    expect(status).toBe(200);
    expectContractResponse('findServices', 200, body);
    expect(body.data).toHaveLength(20);
    expect(body.total).toEqual({ count: ADDED_MIAMI + 4, exact: true });
    expect(body.next_cursor).toEqual(expect.any(String));

    const tooMany = await search({ ...IN_MIAMI, limit: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('The field limit must be at most 50.');
    expect((await search({ ...IN_MIAMI, limit: 50 })).body.data).toHaveLength(ADDED_MIAMI + 4);
  });

  it('lists every provider once across pages while others are added and re-rated between them', async () => {
    const before = (await search({ ...IN_MIAMI, limit: 50 })).body.data;
    const pages = await allPages({ ...IN_MIAMI, limit: 7 }, async () => {
      const [shown] = (await search({ ...IN_MIAMI, limit: 7 })).body.data;
      const unseen = before.at(-1);
      if (!shown || !unseen) throw new Error('The directory has Miami orthopedists.');
      // One already shown falls to the bottom, one not yet shown rises to the top, and a new one
      // arrives at the top and one at the bottom: none of this may repeat or skip a provider.
      await t.db.query('update service_providers set rating = 0.5, review_count = 0 where id = $1', [
        shown.business_provider_id,
      ]);
      await t.db.query('update service_providers set rating = 5.0, review_count = 999 where id = $1', [
        unseen.business_provider_id,
      ]);
      await addOrthopedists(t.db, 79_001, 1, 31, 9, CUSTOMER);
      await t.db.query('update service_providers set rating = 5.0, review_count = 1000 where id = 79001');
    });
    try {
      const listed = pages.flatMap((page) => ids(page.data));
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed.filter((id) => id !== 79_001).sort()).toEqual(ids(before).sort());
      // The newcomer came with a lower rating and was re-rated after the first page: it is placed
      // by the rating it had then, after the cursor, and listed.
      expect(listed).toContain(79_001);
      expect(pages.slice(0, -1).every((page) => page.data.length === 7)).toBe(true);
      expect(pages.at(-1)?.next_cursor).toBeNull();
    } finally {
      await t.db.query('delete from service_providers where id = 79001');
    }
  });

  it('orders best rated, then most reviewed, across pages exactly as one long page does', async () => {
    const whole = (await search({ ...IN_MIAMI, limit: 50 })).body.data;
    const paged = (await allPages({ ...IN_MIAMI, limit: 4 })).flatMap((page) => page.data);
    expect(ids(paged)).toEqual(ids(whole));
    const keys = whole.map((provider) => [provider.rating ?? -1, provider.review_count] as const);
    for (let i = 1; i < keys.length; i++) {
      const [[rating, reviews], [prevRating, prevReviews]] = [keys[i] ?? [0, 0], keys[i - 1] ?? [0, 0]];
      expect(rating < prevRating || (rating === prevRating && reviews <= prevReviews)).toBe(true);
    }
  });

  it('sorts nearest first from the position sent, in a city and across a state, page after page', async () => {
    for (const where of [IN_MIAMI, IN_FLORIDA]) {
      const pages = await allPages({ ...where, sort: 'nearest', limit: 6, ...CUSTOMER });
      expect(pages[0]?.origin).toEqual(CUSTOMER);
      const providers = pages.flatMap((page) => page.data);
      const distances = providers.map((provider) => nearestKm(CUSTOMER, provider));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const all = (await allPages({ ...where, limit: 50 })).flatMap((page) => page.data);
      expect(ids(providers).sort()).toEqual(ids(all).sort());
    }
    // Far from Florida (Seattle), the box widens until it finds them.
    const seattle = { lat: 47.6, lng: -122.3 };
    const far = await search({ ...IN_FLORIDA, sort: 'nearest', limit: 3, ...seattle });
    expect(far.body.data).toHaveLength(3);
  });

  it("measures from the chosen city's centre without a position, and says why it cannot without either", async () => {
    const { body } = await search({ ...IN_MIAMI, sort: 'nearest', limit: 50 });
    expect(body.origin?.lat).toBeCloseTo(25.77, 0);
    expect(body.origin?.lng).toBeCloseTo(-80.2, 0);
    const distances = body.data.map((provider) => nearestKm(body.origin ?? CUSTOMER, provider));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    expect(await search({ ...IN_FLORIDA, sort: 'nearest' })).toEqual({
      status: 400,
      body: { status: 400, message: NEAREST_NEEDS_A_PLACE },
    });
    expect((await search({ ...IN_FLORIDA, lat: 25 })).body.message).toBe(POSITION_NEEDS_BOTH);
    expect((await search(IN_FLORIDA)).body.origin).toBeNull();
  });

  it('refuses a cursor altered or sent with another search, with a sentence', async () => {
    const { body } = await search({ ...IN_MIAMI, limit: 5 });
    const cursor = body.next_cursor ?? '';
    const [payload = '', mac = ''] = cursor.split('.');
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { after: number[] };
    state.after = state.after.map((value, index) => (index === state.after.length - 1 ? 1 : value));
    const forged = `${Buffer.from(JSON.stringify(state)).toString('base64url')}.${mac}`;
    const message = 'This page of results does not belong to this search. Please search again.';
    for (const body of [
      { ...IN_MIAMI, cursor: forged },
      { ...IN_MIAMI, cursor: `${cursor}x` },
      { ...IN_MIAMI, cursor: 'not a cursor' },
      { ...IN_MIAMI, sort: 'nearest', ...CUSTOMER, cursor },
      { ...IN_FLORIDA, cursor },
    ]) {
      expect(await search(body)).toEqual({ status: 400, body: { status: 400, message } });
    }
    expect((await search({ ...IN_MIAMI, limit: 5, cursor })).status).toBe(200);
  });

  it('counts the total exactly up to the limit, then estimates it and says so', async () => {
    const { body } = await search(IN_NEW_YORK);
    expect(body.data).toHaveLength(20);
    expect(body.total.exact).toBe(false);
    expect(body.total.count).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const second = await search({ ...IN_NEW_YORK, cursor: body.next_cursor });
    expect(ids(second.body.data).some((id) => ids(body.data).includes(id))).toBe(false);
  });

  it('puts a Sponsored provider first on the first page only, and lists it once', async () => {
    const pages = await allPages({ ...IN_MIAMI, limit: 10 });
    const lowest = pages.at(-1)?.data.at(-1);
    const zip = Object.values(lowest?.service_provided ?? {})[0]?.zipcode_show.slice(0, 5);
    if (!lowest || !zip) throw new Error('The directory has Miami orthopedists.');
    await t.db.query(
      `insert into boosts (provider_id, user_id, zip_code, boost_type, duration, price_cents, slot, period, status, created_at)
       values ($1, $2, $3, 'medical', 'weekly', 4900, 1, tstzrange(now() - interval '1 day', now() + interval '6 days'),
               'active', now())`,
      [lowest.business_provider_id, DEMO_PROVIDER_ID, zip],
    );
    try {
      const sponsoredPages = await allPages({ ...IN_MIAMI, limit: 10 });
      const [first] = sponsoredPages[0]?.data ?? [];
      expect(first?.business_provider_id).toBe(lowest.business_provider_id);
      expect(first?.sponsored).toMatchObject({ zipCode: zip });
      const listed = sponsoredPages.flatMap((page) => ids(page.data));
      expect(listed.filter((id) => id === lowest.business_provider_id)).toHaveLength(1);
      expect(listed.sort()).toEqual(pages.flatMap((page) => ids(page.data)).sort());
      // Sorted by distance too, the first page starts with it.
      const nearest = await search({ ...IN_MIAMI, limit: 10, sort: 'nearest', ...CUSTOMER });
      expect(nearest.body.data[0]?.business_provider_id).toBe(lowest.business_provider_id);
    } finally {
      await t.db.query('delete from boosts where provider_id = $1', [lowest.business_provider_id]);
    }
  });
});
