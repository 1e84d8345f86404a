import { expect, it } from 'vitest';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_CUSTOMER_ID, jsonHeaders } from '../testing/sign-in';

interface Location {
  address: string;
  zipcode_show: string;
  state: string;
  city: string;
  category: { category_id: number; category_name: string; subcategories: { id: number; name: string }[] };
  services: string[];
  hours: Record<string, string>;
  businessHours: Record<string, { open: string; close: string; isClosed: boolean }>;
  slots: { startTime: string; endTime: string; available: boolean }[];
  time_zone: string;
}
interface Provider {
  business_provider_id: number;
  business_name: string;
  picture: string | null;
  zipcode_show: string;
  rating: number | null;
  review_count: number;
  verified: boolean;
  service_provided: Record<string, Location>;
}

// Medical → Specialists → Orthopedics in the United States (seed ids).
const ORTHOPEDICS = { category_id: 1, speciality_group_id: 5, speciality_id: 6, country_id: 1 };
const FLORIDA = 9;
const MIAMI = 31;

describeEachDriver('provider search', (t) => {
  const search = async (body: unknown, token?: string) => {
    const response = await t
      .app()
      .request('/api/v1/find_service_api', { method: 'POST', headers: jsonHeaders(token), body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { status: number; data: Provider[] } };
  };

  it("finds the spec's Miami orthopedists in the result shape, best rated first", async () => {
    const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    const { status, body } = await search({ ...ORTHOPEDICS, state_id: FLORIDA, city: MIAMI }, token);
    expect(status).toBe(200);
    expectContractResponse('findServices', 200, body);
    expect(body.data.map((provider) => provider.zipcode_show).sort()).toEqual(['33101', '33125', '33130', '33133']);
    const ratings = body.data.map((provider) => provider.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const biscayne = body.data.find((provider) => provider.business_provider_id === 1);
    // Only the matching (Miami) location of provider 1; its Coral Gables office is elsewhere.
    expect(Object.keys(biscayne?.service_provided ?? {})).toEqual(['location1']);
    const location = biscayne?.service_provided.location1;
    expect(location).toMatchObject({
      address: '1200 Biscayne Blvd, Miami, FL 33101',
      state: 'FL',
      city: 'Miami',
      zipcode_show: '33101',
      category: { category_id: 1, category_name: 'Medical', subcategories: [{ id: 5, name: 'Specialists' }] },
      services: ['Orthopedics', 'Physical Therapy'],
      time_zone: 'America/New_York',
    });
    expect(location?.hours.Monday).toBe('09:00 AM - 05:00 PM');
    expect(location?.businessHours.monday).toEqual({ open: '09:00', close: '17:00', isClosed: false });
    expect(location?.slots).toHaveLength(8);
    expect(location?.slots[0]).toEqual({ startTime: '09:00 AM', endTime: '10:00 AM', available: true });
    expect(location?.slots[7]).toEqual({ startTime: '04:00 PM', endTime: '05:00 PM', available: true });

    const grove = body.data.find((provider) => provider.zipcode_show === '33133');
    expect(grove).toMatchObject({ picture: null, rating: null, review_count: 0 });
    expect(grove?.service_provided.location1?.hours).toMatchObject({
      Wednesday: 'Closed',
      Saturday: '09:00 AM - 01:00 PM',
    });
    expect(biscayne?.picture).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('marks a business an administrator verified, and not one under review', async () => {
    const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    const verifiedOf = async () =>
      (await search({ ...ORTHOPEDICS, state_id: FLORIDA, city: MIAMI }, token)).body.data.find(
        (provider) => provider.business_provider_id === 1,
      )?.verified;
    expect(await verifiedOf()).toBe(true);
    await t.db.query("update service_providers set verification_status = 'pending' where id = 1");
    try {
      expect(await verifiedOf()).toBe(false);
    } finally {
      await t.db.query("update service_providers set verification_status = 'verified' where id = 1");
    }
  });

  it('reads the city as a name in any case, or leaves it out for the whole state', async () => {
    const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    const byId = await search({ ...ORTHOPEDICS, state_id: FLORIDA, city: MIAMI }, token);
    const byName = await search({ ...ORTHOPEDICS, state_id: FLORIDA, city: 'miami' }, token);
    const byDigits = await search({ ...ORTHOPEDICS, state_id: FLORIDA, city: String(MIAMI) }, token);
    expect(byName.body).toEqual(byId.body);
    expect(byDigits.body).toEqual(byId.body);

    const state = await search({ ...ORTHOPEDICS, state_id: FLORIDA, city: '' }, token);
    expect(state.body.data.length).toBeGreaterThan(byId.body.data.length);
    const biscayne = state.body.data.find((provider) => provider.business_provider_id === 1);
    expect(Object.values(biscayne?.service_provided ?? {}).map((location) => location.zipcode_show)).toEqual([
      '33101',
      '33134',
    ]);
    const country = await search(ORTHOPEDICS, token);
    expect(new Set(country.body.data.flatMap((p) => Object.values(p.service_provided).map((l) => l.state)))).toEqual(
      new Set(['FL', 'NY', 'CA']),
    );
    const { country_id: _country, ...anywhere } = ORTHOPEDICS;
    expect((await search(anywhere, token)).body.data).toEqual(country.body.data);
    expect((await search({ ...anywhere, country_id: null }, token)).body.data).toEqual(country.body.data);
  });

  it('has providers for every subcategory of every category', async () => {
    const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    const taxonomy = await t.db.query<{ category_id: number; subcategory_id: number; service_id: number }>(
      `select sc.parent_id as category_id, sc.id as subcategory_id, min(sv.id) as service_id
         from service_categories sc join services sv on sv.category_id = sc.id
         join location_services ls on ls.service_id = sv.id
        group by sc.parent_id, sc.id order by sc.id`,
    );
    expect(taxonomy).toHaveLength(11);
    for (const { category_id, subcategory_id, service_id } of taxonomy) {
      const { body } = await search(
        { category_id, speciality_group_id: subcategory_id, speciality_id: service_id, country_id: 1 },
        token,
      );
      expect(body.data.length, `subcategory ${subcategory_id}`).toBeGreaterThan(0);
    }
  });

  it('answers an empty list when nothing matches, and 401 without a token', async () => {
    const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    expect((await search({ ...ORTHOPEDICS, state_id: FLORIDA, city: 'Tallahassee' }, token)).body).toEqual({
      status: 200,
      data: [],
      next_cursor: null,
      total: { count: 0, exact: true },
      origin: null,
    });
    expect((await search({ ...ORTHOPEDICS, country_id: 2 }, token)).body.data).toEqual([]);
    const anonymous = await search(ORTHOPEDICS);
    expect(anonymous).toEqual({ status: 401, body: { status: 401, message: 'Unauthorized' } });
    const bad = await search({ ...ORTHOPEDICS, speciality_id: 'six' }, token);
    expect(bad.status).toBe(400);
  });
});
