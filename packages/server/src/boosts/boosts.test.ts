import { expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { createLocalGateway } from '../payments/local-gateway';
import { PAYMENT_WEBHOOK_PATH } from '../payments/webhook-routes';
import { clientFor, sessionIdOf, testProvider } from '../testing/billing';
import { describeEachDriver } from '../testing/describe-each-driver';
import { payOnCheckoutPage, VISA_SUCCEEDS } from '../testing/payments';
import { accessTokenFor, jsonHeaders } from '../testing/sign-in';
import { TEST_PAYMENTS_WEBHOOK_SECRET, TEST_PUBLIC_URL } from '../testing/test-app-config';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { boostExpiryJob, holdBoostSlot } from './boosts';

const START = new Date('2026-11-21T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const IN_MIAMI = { category_id: 1, speciality_group_id: 5, speciality_id: 6, country_id: 1, state_id: 9, city: 31 };

interface Found {
  business_provider_id: number;
  zipcode_show: string;
  sponsored: { zipCode: string; boostType: string } | null;
}

describeEachDriver('ZIP-code boosts', (t) => {
  const clock = testClock(START);
  const app = () => t.app({ now: clock.now });

  it('10 providers starting the same boost at once: exactly 2 get a checkout, the others a clear 409 and no charge', async () => {
    const server = app();
    const owners = await Promise.all(
      Array.from({ length: 10 }, (_, index) => testProvider(t.db, { businessId: 11 + index })),
    );
    // A boost is sold where the business practises: each gets a Legal location in 33199.
    await t.db.query(
      `insert into provider_locations (provider_id, address, lat, long, country_id, state_id, city_id, zipcode,
                                       time_zone, category_id, subcategory_id, business_hours)
       select p, concat(p, ' Boost Ave, Miami, FL 33199'), l.lat, l.long, l.country_id, l.state_id, l.city_id, '33199', l.time_zone, l.category_id,
              l.subcategory_id, l.business_hours
         from generate_series(11, 20) as p, (select * from provider_locations where provider_id = 11 limit 1) as l`,
    );
    const answers = await Promise.all(
      owners.map((owner) =>
        clientFor(server, t.db, owner.id, clock.now).post('/provider/boosts', {
          zipCode: '33199',
          boostType: 'legal',
          duration: 'monthly',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      'Both boost slots for legal providers in 33199 are taken. Please try another ZIP code or type, or come back when one ends.',
    );
    const [sessions] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from checkout_sessions where purpose = 'boost' and user_id = any($1::uuid[])`,
      [owners.map((owner) => owner.id)],
    );
    expect(sessions?.count).toBe(2);
    const availability = await clientFor(server, t.db, owners[0]?.id ?? '', clock.now).get(
      '/provider/boosts/availability?zipCode=33199',
    );
    expect(availability.body.data).toMatchObject({
      legal: { available: 0, total: 2, currentProviders: [] },
      medical: { available: 2, total: 2 },
    });
  });

  it('holds raced on one ZIP code and type take the 2 slots and refuse the rest, never failing', async () => {
    const owner = await testProvider(t.db, { businessId: 25 });
    for (const zipCode of ['33180', '33181', '33182', '33183', '33184']) {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) =>
          holdBoostSlot(t.db, {
            providerId: 1 + index,
            ownerId: owner.id,
            zipCode,
            type: 'medical',
            duration: 'weekly',
            now: clock.now(),
          }),
        ),
      );
      const told = outcomes.map((outcome) =>
        outcome.status === 'rejected' ? `failed: ${String(outcome.reason)}` : outcome.value.kind,
      );
      expect(told.filter((answer) => answer !== 'full')).toEqual(['held', 'held']);
    }
  });

  it('one provider racing 20 starts of one boost holds one slot, and the other stays free for others', async () => {
    const owner = await testProvider(t.db, { businessId: 26 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        holdBoostSlot(t.db, {
          providerId: 26,
          ownerId: owner.id,
          zipCode: '33185',
          type: 'legal',
          duration: 'weekly',
          now: clock.now(),
        }),
      ),
    );
    const told = outcomes.map((outcome) =>
      outcome.status === 'rejected' ? `failed: ${String(outcome.reason)}` : outcome.value.kind,
    );
    expect(told.filter((answer) => answer !== 'already-yours')).toEqual(['held']);
    const other = await holdBoostSlot(t.db, {
      providerId: 27,
      ownerId: owner.id,
      zipCode: '33185',
      type: 'legal',
      duration: 'weekly',
      now: clock.now(),
    });
    expect(other.kind).toBe('held');
  });

  it('sells a boost only in a ZIP code of one of the business locations, of its type; nothing is held or charged otherwise', async () => {
    const later = testClock(new Date(START.getTime() + 100 * DAY));
    const server = t.app({ now: later.now });
    const miami = await testProvider(t.db, { businessId: 1 });
    const other = await testProvider(t.db, { businessId: 7 });
    const client = clientFor(server, t.db, miami.id, later.now);
    const start = (zipCode: string, boostType = 'medical') =>
      client.post('/provider/boosts', { zipCode, boostType, duration: 'weekly' });
    expect(await start('00000')).toEqual({
      status: 400,
      body: { status: 400, message: 'ZIP code 00000 does not exist.' },
    });
    expect(await start('10001')).toEqual({
      status: 400,
      body: {
        status: 400,
        message:
          'A boost runs in the ZIP code of one of your locations, and none is in 10001. Your locations are in 33101 and 33134.',
      },
    });
    expect(await start('33101', 'legal')).toEqual({
      status: 400,
      body: {
        status: 400,
        message: 'Your location in 33101 is listed as medical, so a boost there is a Medical boost.',
      },
    });
    expect((await client.get('/provider/boosts/availability?zipCode=00000')).status).toBe(400);
    const [sessions] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from checkout_sessions where purpose = 'boost' and user_id = $1`,
      [miami.id],
    );
    expect(sessions?.count).toBe(0);
    const seenByOther = await clientFor(server, t.db, other.id, later.now).get(
      '/provider/boosts/availability?zipCode=10001',
    );
    expect(seenByOther.body.data.medical).toMatchObject({ available: 2, total: 2 });
  });

  it('an unpaid start holds its slot 30 minutes, and a business takes at most one of the two slots', async () => {
    const later = testClock(new Date(START.getTime() + 200 * DAY));
    const server = t.app({ now: later.now });
    const first = clientFor(server, t.db, (await testProvider(t.db, { businessId: 1 })).id, later.now);
    const second = clientFor(server, t.db, (await testProvider(t.db, { businessId: 7 })).id, later.now);
    const start = (client: typeof first) =>
      client.post('/provider/boosts', { zipCode: '33134', boostType: 'medical', duration: 'weekly' });
    const available = async () =>
      (await second.get('/provider/boosts/availability?zipCode=33134')).body.data.medical.available;

    expect((await start(first)).status).toBe(201);
    expect(await start(first)).toEqual({
      status: 409,
      body: {
        status: 409,
        message:
          'Your business already has a medical boost in 33134, running or waiting for payment. A business takes at most one of the two slots; start another when it ends.',
      },
    });
    expect(await available()).toBe(1);
    later.advance(20 * 60 * 1000);
    expect((await start(second)).status).toBe(201);
    later.advance(9 * 60 * 1000);
    expect(await available()).toBe(0);
    later.advance(60 * 1000);
    expect(await available()).toBe(1);
    expect((await start(first)).status).toBe(201);
    expect(await available()).toBe(0);
  });

  it('a paid boost puts the provider first in its ZIP with Sponsored, never adds a provider, and expires by itself', async () => {
    const server = app();
    const customer = await createTestUser(t.db);
    const search = async () => {
      const response = await server.request('/api/v1/find_service_api', {
        method: 'POST',
        headers: jsonHeaders(await accessTokenFor(t.db, customer.id, clock.now)),
        body: JSON.stringify(IN_MIAMI),
      });
      return ((await response.json()) as { data: Found[] }).data;
    };
    const before = await search();
    expect(before.length).toBeGreaterThan(2);
    expect(before.every((found) => found.sponsored === null)).toBe(true);
    const last = before.at(-1);
    if (!last) throw new Error('No providers in Miami.');
    const owner = await testProvider(t.db, { businessId: last.business_provider_id });
    const client = clientFor(server, t.db, owner.id, clock.now);

    const options = (await client.get('/provider/boosts')).body.data.zipOptions;
    expect(options).toContainEqual({ code: last.zipcode_show, city: 'Miami', state: 'FL' });
    const started = await client.post('/provider/boosts', {
      zipCode: last.zipcode_show,
      boostType: 'medical',
      duration: 'weekly',
    });
    expect(started.status).toBe(201);
    expect((await search())[0]?.business_provider_id).not.toBe(last.business_provider_id);
    const page = await server.request(`/checkout/${sessionIdOf(started.body.data.url)}`);
    expect(await page.text()).toContain('Pay $299.00');
    expect((await payOnCheckoutPage(server, sessionIdOf(started.body.data.url), VISA_SUCCEEDS)).status).toBe(303);

    // A second delivery of the payment (a retried webhook) delivers nothing more.
    const again = createLocalGateway({
      db: t.db,
      publicUrl: TEST_PUBLIC_URL,
      webhookSecret: TEST_PAYMENTS_WEBHOOK_SECRET,
      now: clock.now,
    }).signedEvent({ checkoutSessionId: sessionIdOf(started.body.data.url) }, 'checkout.session.completed');
    const redelivered = await server.request(PAYMENT_WEBHOOK_PATH, { method: 'POST', ...again });
    expect(await redelivered.json()).toEqual({ received: true, outcome: 'ignored' });

    const boosted = await search();
    expect(boosted[0]).toMatchObject({
      business_provider_id: last.business_provider_id,
      sponsored: { zipCode: last.zipcode_show, boostType: 'medical' },
    });
    expect(boosted.slice(1).every((found) => found.sponsored === null)).toBe(true);
    expect(boosted.map((found) => found.business_provider_id).sort()).toEqual(
      before.map((found) => found.business_provider_id).sort(),
    );
    const mine = (await client.get('/provider/boosts')).body.data.boosts;
    expect(mine).toEqual([
      expect.objectContaining({
        status: 'active',
        startsAt: START.toISOString(),
        endsAt: new Date(START.getTime() + 7 * DAY).toISOString(),
      }),
    ]);
    const availability = (await client.get(`/provider/boosts/availability?zipCode=${last.zipcode_show}`)).body.data;
    expect(availability.medical).toMatchObject({ available: 1, currentProviders: [{ endsAt: mine[0].endsAt }] });
    const invoices = (await client.get('/provider/billing')).body.data.invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      totalCents: 29900,
      description: `Medical boost in ZIP ${last.zipcode_show}, weekly (7 days)`,
    });

    clock.advance(7 * DAY);
    await boostExpiryJob().run({ db: t.db, now: clock.now(), logger: silentLogger });
    expect((await search()).map((found) => found.business_provider_id)).toEqual(
      before.map((found) => found.business_provider_id),
    );
    expect((await client.get('/provider/boosts')).body.data.boosts[0].status).toBe('expired');
  });

  it('refuses a bad ZIP code and callers who are not providers', async () => {
    const server = app();
    const owner = await testProvider(t.db, { businessId: 30 });
    const client = clientFor(server, t.db, owner.id, clock.now);
    expect(
      (await client.post('/provider/boosts', { zipCode: '3310', boostType: 'medical', duration: 'weekly' })).status,
    ).toBe(400);
    const customer = await createTestUser(t.db);
    expect((await clientFor(server, t.db, customer.id, clock.now).get('/provider/boosts')).status).toBe(403);
    const noBusiness = await testProvider(t.db);
    expect((await clientFor(server, t.db, noBusiness.id, clock.now).get('/provider/boosts')).body).toEqual({
      status: 404,
      message: 'This account has no business listed yet. Finish the business registration first.',
    });
  });
});
