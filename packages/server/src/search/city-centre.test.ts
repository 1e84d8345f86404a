import { expect, it } from 'vitest';
import type { Db } from '../db/db';
import { apiCaller, MIAMI, orthopedicsIn, TAMPA, tampaPlace } from '../testing/api-caller';
import { describeEachDriver } from '../testing/describe-each-driver';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';

interface Origin {
  lat: number;
  lng: number;
}

describeEachDriver("a city's centre as providers add, move and remove locations", (t) => {
  const call = apiCaller(t);

  it('is the mean of the live locations in the city at every search', async () => {
    const business = await createTestBusiness(t.db);
    const customer = await createTestCustomer(t.db);
    /** What the customer's nearest-first search in Tampa measures from, without a position. */
    const origin = async (city: number | string = TAMPA) => {
      const answer = await call('POST', 'find_service_api', customer.token, {
        ...orthopedicsIn(TAMPA),
        city,
        sort: 'nearest',
      });
      expect(answer.status).toBe(200);
      return answer.body.origin as Origin;
    };
    /** The mean the centre stands for, computed from the locations themselves. */
    const mean = async (): Promise<Origin> => {
      const [row] = await t.db.query<Origin>(
        `select avg(lat)::float8 as lat, avg(long)::float8 as lng from provider_locations
          where city_id = $1 and removed_at is null`,
        [TAMPA],
      );
      if (!row) throw new Error('An average is one row.');
      return row;
    };
    const expectMean = async () => {
      const [shown, expected] = [await origin(), await mean()];
      expect(shown.lat).toBeCloseTo(expected.lat, 9);
      expect(shown.lng).toBeCloseTo(expected.lng, 9);
      return shown;
    };

    const before = await expectMean();
    const added = await call('POST', 'provider/locations', business.user.token, tampaPlace('500 Bayshore Blvd'));
    expect(added.status).toBe(200);
    const withSecond = await expectMean();
    expect(withSecond).not.toEqual(before);

    const locations = (added.body.data as { locations: { id: number }[] }).locations;
    const second = locations.at(-1)?.id;
    const moved = await call(
      'PUT',
      `provider/locations/${second}`,
      business.user.token,
      tampaPlace('1 Tampa Rd', '33629'),
    );
    expect(moved.status).toBe(200);
    expect(await expectMean()).not.toEqual(withSecond);
    // Sent by name, as the app sends it, the city is the same.
    expect(await origin('tampa')).toEqual(await origin());

    expect((await call('DELETE', `provider/locations/${second}`, business.user.token)).status).toBe(200);
    const after = await expectMean();
    expect(after.lat).toBeCloseTo(before.lat, 9);
    expect(after.lng).toBeCloseTo(before.lng, 9);
  });

  it('has none for a city without a live location, also once its last one is removed', async () => {
    const [city] = await t.db.query<{ id: number }>(
      `insert into cities (state_id, name) values (9, 'Centreless Springs') returning id`,
    );
    const cityId = city?.id ?? 0;
    const customer = await createTestCustomer(t.db);
    const origin = async () =>
      (await call('POST', 'find_service_api', customer.token, orthopedicsIn(cityId))).body.origin;
    expect(await origin()).toBeNull();
    const business = await createTestBusiness(t.db, { cityId });
    expect(await origin()).toEqual({ lat: 27.95, lng: -82.46 });
    await t.db.query('update provider_locations set removed_at = now() where id = $1', [business.locationId]);
    expect(await origin()).toBeNull();
  });

  it('lets two writers take the same two cities in opposite orders once each has locked them first', async (ctx) => {
    // PGlite has one connection, so its transactions never overlap.
    if (t.driver !== 'postgres') ctx.skip();
    const [first, second] = [await createTestBusiness(t.db), await createTestBusiness(t.db)];
    const addIn = (tx: Db, providerId: number, cityId: number) =>
      tx.query(
        `insert into provider_locations (provider_id, address, lat, long, country_id, state_id, city_id, zipcode,
                                         category_id, subcategory_id, business_hours)
         values ($1, $2, 27 + random(), -82 + random(), 1, 9, $3, '33602', 1, 5, '{}'::jsonb)`,
        [providerId, `${providerId}-${cityId} Order Way`, cityId],
      );
    const lock = (tx: Db) => tx.query('select private.lock_city_centres($1::int[])', [[TAMPA, MIAMI]]);
    let firstLocked = () => {};
    const locked = new Promise<void>((resolve) => {
      firstLocked = resolve;
    });
    await Promise.all([
      t.db.transaction(async (tx) => {
        await lock(tx);
        firstLocked();
        await addIn(tx, first.providerId, TAMPA);
        await addIn(tx, first.providerId, MIAMI);
      }),
      locked.then(() =>
        t.db.transaction(async (tx) => {
          await lock(tx);
          await addIn(tx, second.providerId, MIAMI);
          await addIn(tx, second.providerId, TAMPA);
        }),
      ),
    ]);
    for (const city of [TAMPA, MIAMI]) {
      const [row] = await t.db.query<{ kept: number; mean: number }>(
        `select (select lat_sum / nullif(locations, 0) from private.city_centres where city_id = $1) as kept,
                (select avg(lat) from provider_locations where city_id = $1 and removed_at is null) as mean`,
        [city],
      );
      expect(row?.kept).toBeCloseTo(row?.mean ?? Number.NaN, 9);
    }
  });
});
