import { expect, it } from 'vitest';
import { createAfterResponse } from '../http/after-response';
import { silentLogger } from '../logger';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, jsonHeaders } from '../testing/sign-in';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';
import { testClock } from '../testing/test-clock';
import { recordLeadEvent } from './lead-events';

// Wednesday 2026-06-17, 12:00 in Los Angeles (PDT, UTC-7).
const NOON_IN_LA = new Date('2026-06-17T19:00:00Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
// Medical › Specialists › Orthopedics in Tampa, Florida: only test businesses are there.
const TAMPA_ORTHOPEDICS = {
  category_id: 1,
  speciality_group_id: 5,
  speciality_id: 6,
  country_id: 1,
  state_id: 9,
  city: 37,
};

interface Overview {
  impressions: { label: string; value: number; previous: number; change: unknown };
  funnel: { step: string; label: string; value: number; rate: number | null }[];
  engagement_unit: 'day' | 'week';
  engagement: { date: string; to: string; impressions: number; total: number }[];
}

interface Figures {
  from: string;
  to: string;
  impressions: number;
  views: number;
  clicks: number;
  bookings: number;
}

interface Boost {
  id: number;
  status: string;
  report: { during: Figures; before: Figures } | null;
}

describeEachDriver('search impressions and the boost report', (t) => {
  const clock = testClock(NOON_IN_LA);
  const afterResponse = createAfterResponse(silentLogger);
  // One app for the suite, so a repeated search is answered from its cache.
  let app: ReturnType<typeof t.app> | undefined;
  const request = async (method: string, path: string, token: string, body?: unknown) => {
    app ??= t.app({ now: clock.now, afterResponse });
    const response = await app.request(`/api/v1/${path}`, {
      method,
      headers: jsonHeaders(token),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** A customer's search, and the impressions it records once answered. */
  const search = async (token: string, extra: Record<string, unknown> = {}) => {
    const answer = await request('POST', 'find_service_api', token, { ...TAMPA_ORTHOPEDICS, ...extra });
    expect(answer.status).toBe(200);
    await afterResponse.idle();
    return answer.body as { data: { business_provider_id: number }[]; next_cursor: string | null };
  };
  const overview = async (token: string, period = 7) => {
    const answer = await request('GET', `provider/overview?period=${period}`, token);
    expect(answer.status).toBe(200);
    expectContractResponse('getProviderOverview', 200, answer.body);
    return answer.body.data as Overview;
  };
  const impressionCount = async (providerId: number) => {
    const [row] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from search_impressions where provider_id = $1',
      [providerId],
    );
    return Number(row?.count);
  };

  it('counts a provider on a customer’s results page once a day, from cached answers and later pages too', async () => {
    const first = await createTestBusiness(t.db, { timeZone: 'America/Los_Angeles', now: clock.now, name: 'Alpha' });
    const second = await createTestBusiness(t.db, { timeZone: 'America/Los_Angeles', now: clock.now, name: 'Beta' });
    const [ana, ben] = [
      await createTestCustomer(t.db, { now: clock.now }),
      await createTestCustomer(t.db, { now: clock.now }),
    ];

    // Page one shows one provider, page two the other: each appears once to Ana.
    const page = await search(ana.token, { limit: 1 });
    expect(page.data).toHaveLength(1);
    await search(ana.token, { limit: 1, cursor: page.next_cursor });
    expect(await impressionCount(first.providerId)).toBe(1);
    expect(await impressionCount(second.providerId)).toBe(1);

    // The same search again (a cached answer) that day, by Ana: no more; by Ben: one more each.
    await search(ana.token);
    await search(ben.token);
    expect(await impressionCount(first.providerId)).toBe(2);
    // The next day in Los Angeles counts again (with a fresh session: the old one has expired).
    clock.advance(DAY);
    await search(await accessTokenFor(t.db, ana.id, clock.now));
    expect(await impressionCount(first.providerId)).toBe(3);

    // A provider searching sees their own listing without counting it.
    const owner = await accessTokenFor(t.db, first.user.id, clock.now);
    await search(owner);
    expect(await impressionCount(first.providerId)).toBe(3);

    const data = await overview(owner);
    expect(data.impressions).toEqual({
      label: 'Search impressions',
      value: 3,
      previous: 0,
      change: { kind: 'new' },
    });
    expect(data.engagement.slice(-2).map((bar) => [bar.date, bar.impressions])).toEqual([
      ['2026-06-17', 2],
      ['2026-06-18', 1],
    ]);
    const [row] = await t.db.query<{ zip_code: string }>(
      'select zip_code from search_impressions where provider_id = $1 limit 1',
      [first.providerId],
    );
    expect(row?.zip_code).toBe('33602');
  });

  it('shows the funnel from impressions to appointment requests with the rate of each step', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const customers = await Promise.all(Array.from({ length: 4 }, () => createTestCustomer(t.db, { now: clock.now })));
    for (const customer of customers) await search(customer.token);
    const lead = (index: number, action: 'profileView' | 'website' | 'booking') =>
      recordLeadEvent(t.db, {
        providerId: business.providerId,
        locationId: null,
        action,
        customerId: customers[index]?.id ?? '',
        at: clock.now(),
      });
    await lead(0, 'profileView');
    await lead(1, 'profileView');
    await lead(0, 'website');
    const data = await overview(business.user.token);
    expect(data.funnel).toEqual([
      { step: 'impressions', label: 'Search impressions', value: 4, rate: null },
      { step: 'profileViews', label: 'Profile views', value: 2, rate: 50 },
      { step: 'clicks', label: 'Clicks', value: 1, rate: 50 },
      { step: 'requests', label: 'Appointment requests', value: 0, rate: 0 },
    ]);
    const exported = await request('GET', 'provider/overview/export?period=7', business.user.token);
    const csv = String(exported.body.csv);
    const today = data.engagement.at(-1)?.date;
    expect(csv).toContain(`${today},Search impressions,4,\r\n`);
    expect(csv).toContain(`to ${today},Search impressions,4,New\r\n`);
    expect(csv).toContain(`to ${today},Profile views,2,\r\n`);
  });

  it('draws a bar a day up to 90 days and a bar a week for the year', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const quarter = await overview(business.user.token, 90);
    expect(quarter.engagement_unit).toBe('day');
    expect(quarter.engagement).toHaveLength(90);
    const year = await overview(business.user.token, 365);
    expect(year.engagement_unit).toBe('week');
    expect(year.engagement).toHaveLength(53);
    const last = year.engagement.at(-1);
    expect(last && last.date < last.to).toBe(true);
  });

  it('reports each boost’s figures while it ran against the same time just before it, on the page and in the CSV', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now, name: 'Boosted Orthopedics' });
    const customers = await Promise.all(Array.from({ length: 3 }, () => createTestCustomer(t.db, { now: clock.now })));
    const start = clock.now();
    // A week's boost that started three days ago; a held one (unpaid) has no report.
    const [boost] = await t.db.query<{ id: number }>(
      `insert into boosts (provider_id, user_id, zip_code, boost_type, duration, price_cents, slot, period, status, created_at, activated_at)
       values ($1, $2, '33602', 'medical', 'weekly', 29900, 1, tstzrange($3, $4, '[)'), 'active', $3, $3) returning id`,
      [business.providerId, business.user.id, new Date(start.getTime() - 3 * DAY), new Date(start.getTime() + 4 * DAY)],
    );
    await t.db.query(
      `insert into boosts (provider_id, user_id, zip_code, boost_type, duration, price_cents, slot, period, status, hold_until, created_at)
       values ($1, $2, '33606', 'medical', 'weekly', 29900, 1, tstzrange($3, $4, '[)'), 'held', $4, $3)`,
      [business.providerId, business.user.id, start, new Date(start.getTime() + 7 * DAY)],
    );
    // During: two customers search, one books. Before (four days ago): one views, one clicks.
    for (const customer of customers.slice(0, 2)) await search(customer.token);
    const at = (offset: number, index: number, action: 'profileView' | 'website' | 'booking') =>
      recordLeadEvent(t.db, {
        providerId: business.providerId,
        locationId: null,
        action,
        customerId: customers[index]?.id ?? '',
        at: new Date(start.getTime() + offset),
      });
    await at(-HOUR, 0, 'booking');
    await at(-4 * DAY, 1, 'profileView');
    await at(-4 * DAY, 2, 'website');
    // Before the comparison's start: counted in neither.
    await at(-7 * DAY, 2, 'profileView');
    // The report runs to now, a minute after the searches.
    clock.advance(60_000);
    const now = clock.now();

    const answer = await request('GET', 'provider/boosts', business.user.token);
    expect(answer.status).toBe(200);
    expectContractResponse('getProviderBoosts', 200, answer.body);
    const boosts = (answer.body.data as { boosts: Boost[] }).boosts;
    const reported = boosts.find((candidate) => candidate.id === Number(boost?.id));
    expect(reported?.report).toEqual({
      during: {
        from: new Date(start.getTime() - 3 * DAY).toISOString(),
        to: now.toISOString(),
        impressions: 2,
        views: 0,
        clicks: 0,
        bookings: 1,
      },
      before: {
        from: new Date(start.getTime() - 6 * DAY - 60_000).toISOString(),
        to: new Date(start.getTime() - 3 * DAY).toISOString(),
        impressions: 0,
        views: 1,
        clicks: 1,
        bookings: 0,
      },
    });
    expect(boosts.find((candidate) => candidate.status === 'held')?.report).toBeNull();

    const exported = await request('GET', 'provider/boosts/report', business.user.token);
    expect(exported.status).toBe(200);
    expectContractResponse('exportBoostReport', 200, exported.body);
    expect(exported.body.filename).toBe('boost-report.csv');
    const lines = String(exported.body.csv).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      '\uFEFFBusiness,Boosted Orthopedics',
      'Times,UTC',
      '',
      'Boost,ZIP code,Type,Boost from,Boost to,Before from,Metric,During,Before,Change',
    ]);
    expect(lines.slice(4, 8).map((line) => line.split(',').slice(6).join(','))).toEqual([
      'Search impressions,2,0,New',
      'Profile views,0,1,↓ 100%',
      'Clicks,0,1,↓ 100%',
      'Appointment requests,1,0,New',
    ]);

    const customer = customers[0];
    if (customer) expect((await request('GET', 'provider/boosts/report', customer.token)).status).toBe(403);
  });
});
