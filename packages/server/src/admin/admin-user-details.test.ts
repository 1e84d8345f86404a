import { expect, it } from 'vitest';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_ADMIN_ID, DEMO_CUSTOMER_ID, DEMO_PROVIDER_ID, jsonHeaders } from '../testing/sign-in';

describeEachDriver('admin user details', (t) => {
  const details = (id: string, token?: string) =>
    Promise.resolve(t.app().request(`/api/v1/admin/users/${id}`, { headers: jsonHeaders(token) }));

  it("shows an admin a customer's profile, counts and latest bookings", async () => {
    const response = await details(DEMO_CUSTOMER_ID, await accessTokenFor(t.db, DEMO_ADMIN_ID));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: {
        email: string;
        booking_count: number;
        concern_count: number;
        bookings: { date: string }[];
        provider: null;
      };
    };
    expectContractResponse('getAdminUserDetails', 200, body);
    const [{ bookings = -1, concerns = -1 } = {}] = await t.db.query<{ bookings: number; concerns: number }>(
      `select (select count(*)::int from bookings where user_id = $1) as bookings,
              (select count(*)::int from concerns where user_id = $1) as concerns`,
      [DEMO_CUSTOMER_ID],
    );
    expect(body.data).toMatchObject({
      email: 'customer@demo.test',
      user_type: 'customer',
      booking_count: bookings,
      concern_count: concerns,
      provider: null,
    });
    expect(body.data.bookings.length).toBe(Math.min(5, bookings));
    const dates = body.data.bookings.map((booking) => booking.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("shows a provider's business, locations, subscription and the bookings it received", async () => {
    const response = await details(DEMO_PROVIDER_ID, await accessTokenFor(t.db, DEMO_ADMIN_ID));
    const body = (await response.json()) as {
      data: {
        booking_count: number;
        bookings: unknown[];
        provider: { business_name: string; locations: unknown[]; subscription: unknown } | null;
      };
    };
    expectContractResponse('getAdminUserDetails', 200, body);
    const [business] = await t.db.query<{ business_name: string; locations: number }>(
      `select s.business_name, (select count(*)::int from provider_locations l where l.provider_id = s.id) as locations
         from service_providers s where s.user_id = $1 order by s.id limit 1`,
      [DEMO_PROVIDER_ID],
    );
    expect(body.data.provider?.business_name).toBe(business?.business_name);
    expect(body.data.provider?.locations).toHaveLength(business?.locations ?? -1);
    // The bookings customers made with the business: what the provider's Appointments list.
    const [{ received = -1 } = {}] = await t.db.query<{ received: number }>(
      `select count(*)::int as received from bookings b join service_providers s on s.id = b.provider_id
        where s.user_id = $1`,
      [DEMO_PROVIDER_ID],
    );
    expect(received).toBeGreaterThan(0);
    expect(body.data.booking_count).toBe(received);
    expect(body.data.bookings).toHaveLength(Math.min(5, received));
  });

  it('refuses anyone but an admin, and says so for an unknown user', async () => {
    const asCustomer = await details(DEMO_CUSTOMER_ID, await accessTokenFor(t.db, DEMO_CUSTOMER_ID));
    expect(asCustomer.status).toBe(403);
    expect(await asCustomer.json()).toEqual({ status: 403, message: 'Only administrators can do this.' });
    expect((await details(DEMO_CUSTOMER_ID)).status).toBe(401);
    const unknown = await details('00000000-0000-4000-8000-00000000abcd', await accessTokenFor(t.db, DEMO_ADMIN_ID));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 404, message: 'We could not find that user.' });
    expect((await details('not-a-uuid', await accessTokenFor(t.db, DEMO_ADMIN_ID))).status).toBe(400);
  });
});
