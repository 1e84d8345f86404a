import { expect, it } from 'vitest';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_PROVIDER_ID, jsonHeaders } from '../testing/sign-in';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { recordLeadEvent } from './lead-events';

// Wednesday 2026-06-17, 12:00 in Los Angeles (PDT, UTC-7): "today" there starts at 07:00 UTC.
const NOON_IN_LA = new Date('2026-06-17T19:00:00Z');
const HOUR = 60 * 60_000;

interface Overview {
  period: number;
  from: string;
  to: string;
  time_zone: string;
  metrics: { action: string; label: string; value: number; previous: number; change: unknown }[];
  engagement: { date: string; counts: Record<string, number>; total: number }[];
  recent: { action: string; city: string; at: string }[];
  performance: {
    completeness: number;
    missing: string[];
    rating: number | null;
    review_count: number;
    ranking: unknown;
  };
}

describeEachDriver('lead analytics', (t) => {
  const clock = testClock(NOON_IN_LA);
  const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
    const response = await t.app({ now: clock.now }).request(`/api/v1/${path}`, {
      method,
      headers: jsonHeaders(token),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const overview = async (token: string, period = 7) => {
    const answer = await call('GET', `provider/overview?period=${period}`, token);
    expect(answer.status).toBe(200);
    expectContractResponse('getProviderOverview', 200, answer.body);
    return answer.body.data as Overview;
  };
  const card = (data: Overview, label: string) => data.metrics.find((metric) => metric.label === label);
  /** An event at an exact instant, as a customer's click would record it then. */
  const event = (
    providerId: number,
    customerId: string,
    action: 'website' | 'phone' | 'directions' | 'booking',
    at: Date,
  ) => recordLeadEvent(t.db, { providerId, locationId: null, action, customerId, at });

  it('counts one event per customer, action and provider within an hour, and says whether it counted', async () => {
    const business = await createTestBusiness(t.db, { timeZone: 'America/Los_Angeles', now: clock.now });
    const [ana, ben] = [
      await createTestCustomer(t.db, { now: clock.now }),
      await createTestCustomer(t.db, { now: clock.now }),
    ];
    const click = (who: { token: string }, action: string) =>
      call('POST', 'lead_events', who.token, {
        business_provider_id: business.providerId,
        address: business.address,
        action,
      });

    const first = await click(ana, 'website');
    expect(first).toEqual({ status: 200, body: { status: 200, recorded: true } });
    expectContractResponse('recordLeadEvent', 200, first.body);
    expect((await click(ana, 'website')).body.recorded).toBe(false);
    expect((await click(ana, 'phone')).body.recorded).toBe(true);
    expect((await click(ben, 'website')).body.recorded).toBe(true);

    // The hour runs from each counted event: 59 minutes later still the same lead, 61 minutes a new one.
    const at = clock.now();
    const customer = await createTestUser(t.db);
    expect(await event(business.providerId, customer.id, 'directions', new Date(at.getTime() - 2 * HOUR))).toBe(true);
    expect(await event(business.providerId, customer.id, 'directions', new Date(at.getTime() - 61 * 60_000))).toBe(
      false,
    );
    expect(await event(business.providerId, customer.id, 'directions', new Date(at.getTime() - 59 * 60_000))).toBe(
      true,
    );
    expect(await event(business.providerId, customer.id, 'directions', at)).toBe(false);

    const data = await overview(business.user.token);
    expect(card(data, 'Website Clicks')).toMatchObject({ value: 2, previous: 0, change: { kind: 'new' } });
    expect(card(data, 'Phone Clicks')).toMatchObject({ value: 1 });
    expect(card(data, 'Address Clicks')).toMatchObject({ value: 2 });
    expect(card(data, 'Appointment Requests')).toMatchObject({
      value: 0,
      previous: 0,
      change: { kind: 'percent', percent: 0 },
    });
    // Newest first: the clicks made through the API name the location's city; the direct ones none.
    expect(data.recent[0]).toMatchObject({ city: 'Tampa', at: at.toISOString() });
    expect(data.recent).toContainEqual({
      action: 'directions',
      city: '',
      at: new Date(at.getTime() - 59 * 60_000).toISOString(),
    });
  });

  it('never counts the provider’s own views, nor other providers’ or admins’', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const other = await createTestBusiness(t.db, { now: clock.now });
    const admin = await createTestUser(t.db, { type: 'admin' });
    for (const token of [business.user.token, other.user.token, await accessTokenFor(t.db, admin.id, clock.now)]) {
      const answer = await call('POST', 'lead_events', token, {
        business_provider_id: business.providerId,
        action: 'profileView',
      });
      expect(answer.body).toEqual({ status: 200, recorded: false });
    }
    // Even recorded directly, the owner's own action does not count.
    expect(await event(business.providerId, business.user.id, 'website', clock.now())).toBe(false);
    const data = await overview(business.user.token);
    expect(data.engagement.reduce((sum, day) => sum + day.total, 0)).toBe(0);
  });

  it('cuts periods at midnight in the business’s zone and compares with the equal period before', async () => {
    const business = await createTestBusiness(t.db, { timeZone: 'America/Los_Angeles', now: clock.now });
    const customers = await Promise.all(Array.from({ length: 6 }, () => createTestUser(t.db)));
    const at = (iso: string) => new Date(iso);
    // Last 7 days in Los Angeles: 2026-06-11 00:00 PDT (07:00 UTC) to now; before: from 2026-06-04 07:00 UTC.
    const events: [number, string][] = [
      [0, '2026-06-11T07:00:00Z'], // first instant of the period
      [1, '2026-06-17T18:59:00Z'], // a minute ago
      [2, '2026-06-11T06:59:59Z'], // last instant of the previous period
      [3, '2026-06-04T07:00:00Z'], // first instant of the previous period
      [4, '2026-06-04T06:59:59Z'], // before both
      [5, '2026-06-05T12:00:00Z'],
    ];
    for (const [who, iso] of events) {
      expect(await event(business.providerId, customers[who]?.id ?? '', 'website', at(iso))).toBe(true);
    }
    const week = await overview(business.user.token, 7);
    expect(week).toMatchObject({ period: 7, from: '2026-06-11', to: '2026-06-17', time_zone: 'America/Los_Angeles' });
    expect(card(week, 'Website Clicks')).toEqual({
      action: 'website',
      label: 'Website Clicks',
      value: 2,
      previous: 3,
      change: { kind: 'percent', percent: -33.3 },
    });
    // The chart's days are Los Angeles days: 06:59:59 UTC on the 11th is still the 10th there.
    expect(week.engagement.map((day) => day.date)).toEqual([
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
    ]);
    expect(week.engagement.map((day) => day.total)).toEqual([1, 0, 0, 0, 0, 0, 1]);
    expect(week.engagement[0]?.counts).toEqual({ profileView: 0, website: 1, phone: 0, directions: 0, booking: 0 });

    const month = await overview(business.user.token, 30);
    expect(month).toMatchObject({ from: '2026-05-19' });
    expect(card(month, 'Website Clicks')).toMatchObject({ value: 6, previous: 0, change: { kind: 'new' } });
  });

  it('exports the business, the range and a row per day and metric, adding up to the cards, with formula escaping on', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now, name: '=Sum Orthopedics' });
    const customers = await Promise.all(Array.from({ length: 3 }, () => createTestUser(t.db)));
    for (const customer of customers) await event(business.providerId, customer.id, 'phone', clock.now());
    await event(
      business.providerId,
      customers[0]?.id ?? '',
      'phone',
      new Date(clock.now().getTime() - 40 * 86_400_000),
    );
    const answer = await call('GET', 'provider/overview/export?period=30', business.user.token);
    expect(answer.status).toBe(200);
    expectContractResponse('exportProviderOverview', 200, answer.body);
    expect(answer.body.filename).toBe('overview-last-30-days.csv');
    const lines = String(answer.body.csv).split('\r\n');
    // New York: noon in Los Angeles is 15:00 there, the same day.
    expect(lines.slice(0, 6)).toEqual([
      "\uFEFFBusiness,'=Sum Orthopedics",
      'Date range,2026-05-19 to 2026-06-17',
      'Time zone,America/New_York',
      '',
      'Date,Metric,Value,Change',
      '2026-05-19,Search impressions,0,',
    ]);
    expect(lines).toHaveLength(5 + 30 * 6 + 6 + 1);
    expect(lines).toContain('2026-06-17,Phone Clicks,3,');
    expect(lines.slice(-7, -1)).toEqual([
      '2026-05-19 to 2026-06-17,Search impressions,0,0%',
      '2026-05-19 to 2026-06-17,Profile views,0,',
      '2026-05-19 to 2026-06-17,Website Clicks,0,0%',
      '2026-05-19 to 2026-06-17,Address Clicks,0,0%',
      '2026-05-19 to 2026-06-17,Phone Clicks,3,↑ 200%',
      '2026-05-19 to 2026-06-17,Appointment Requests,0,0%',
    ]);
    const cards = await overview(business.user.token, 30);
    expect(card(cards, 'Phone Clicks')).toMatchObject({ value: 3, change: { kind: 'percent', percent: 200 } });
    expect((await call('GET', 'provider/overview/export?period=365', business.user.token)).body.filename).toBe(
      'overview-last-year.csv',
    );
  });

  it('counts every booking as an appointment request: the card, the chart, the export and the Appointments list agree', async () => {
    const business = await createTestBusiness(t.db, { timeZone: 'America/Los_Angeles', now: clock.now });
    const customer = await createTestCustomer(t.db, { now: clock.now });
    const slots = ['09:00 AM - 10:00 AM', '10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM'];
    // Six bookings by one customer within the hour (two days, three slots each), a minute apart.
    for (const [index, date] of [
      '2026-06-22',
      '2026-06-22',
      '2026-06-22',
      '2026-06-23',
      '2026-06-23',
      '2026-06-23',
    ].entries()) {
      const answer = await call('POST', 'bookSlot', customer.token, {
        provider_id: business.providerId,
        address: business.address,
        date,
        slot: slots[index % 3],
        user_id: customer.id,
      });
      expect(answer.status).toBe(200);
      clock.advance(60_000);
    }
    // Clicks stay one per customer, action and hour.
    const click = () =>
      call('POST', 'lead_events', customer.token, { business_provider_id: business.providerId, action: 'website' });
    expect((await click()).body.recorded).toBe(true);
    expect((await click()).body.recorded).toBe(false);

    const data = await overview(business.user.token);
    expect(card(data, 'Appointment Requests')).toMatchObject({ value: 6, change: { kind: 'new' } });
    expect(card(data, 'Website Clicks')).toMatchObject({ value: 1 });
    expect(data.engagement.reduce((sum, day) => sum + (day.counts.booking ?? 0), 0)).toBe(6);
    expect(data.recent.filter((item) => item.action === 'booking')).toHaveLength(6);
    const exported = await call('GET', 'provider/overview/export?period=7', business.user.token);
    expect(String(exported.body.csv)).toContain('2026-06-11 to 2026-06-17,Appointment Requests,6,New\r\n');
    const listed = await call('GET', 'provider/appointments', business.user.token);
    const { upcoming, past } = listed.body as { upcoming: unknown[]; past: unknown[] };
    expect(upcoming.length + past.length).toBe(6);
  });

  it('summarises the profile: completeness from its fields, rating from reviews, rank in the default search', async () => {
    const token = await accessTokenFor(t.db, DEMO_PROVIDER_ID, clock.now);
    const data = await overview(token, 90);
    // Biscayne Orthopedic Center has no logo and no video; Miami orthopedists by rating: Brickell 4.9, Biscayne 4.8, …
    expect(data.performance).toEqual({
      completeness: 78,
      missing: ['Logo', 'Video introduction'],
      rating: 4.8,
      review_count: 126,
      ranking: { position: 2, of: 4, service: 'Orthopedics', city: 'Miami' },
    });
  });

  it('answers only providers with a business, and only the four periods', async () => {
    const customer = await createTestCustomer(t.db, { now: clock.now });
    expect(await call('GET', 'provider/overview', customer.token)).toEqual({
      status: 403,
      body: { status: 403, message: 'This part of Injury Assist is for providers.' },
    });
    const loner = await createTestUser(t.db, { type: 'provider' });
    expect(await call('GET', 'provider/overview', await accessTokenFor(t.db, loner.id, clock.now))).toEqual({
      status: 404,
      body: {
        status: 404,
        message: 'This account has no business listed yet. Finish the business registration first.',
      },
    });
    expect((await call('GET', 'provider/overview', undefined)).status).toBe(401);
    const business = await createTestBusiness(t.db, { now: clock.now });
    expect((await call('GET', 'provider/overview?period=14', business.user.token)).status).toBe(400);
    expect((await overview(business.user.token)).period).toBe(7);
    expect(
      (await call('POST', 'lead_events', customer.token, { business_provider_id: 999_999, action: 'website' })).status,
    ).toBe(404);
  });
});
