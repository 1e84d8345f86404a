import { expect, it } from 'vitest';
import { miamiDate } from '../testing/booking-dates';
import { describeEachDriver } from '../testing/describe-each-driver';
import { listen } from '../testing/listen';
import { accessTokenFor, jsonHeaders } from '../testing/sign-in';
import { createTestUser } from '../testing/test-users';

const CUSTOMERS = 50;
const BISCAYNE = { provider_id: 1, address: '1200 Biscayne Blvd, Miami, FL 33101' };
const SLOT_TAKEN = {
  status: 409,
  message: 'Sorry, that time was just booked by someone else. Please choose another slot.',
};

describeEachDriver('double booking', (t) => {
  const customers = () =>
    Promise.all(
      Array.from({ length: CUSTOMERS }, async () => {
        const { id } = await createTestUser(t.db);
        return { id, token: await accessTokenFor(t.db, id) };
      }),
    );

  async function expectOneWinner(
    send: (customer: { id: string; token: string }, body: string) => Promise<Response>,
    date: string,
    slot: string,
  ) {
    const all = await customers();
    const responses = await Promise.all(
      all.map(async (customer) => {
        const body = JSON.stringify({ ...BISCAYNE, date, slot, day: 'Monday', user_id: customer.id });
        const response = await send(customer, body);
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.status !== 200);
    expect(refused).toHaveLength(CUSTOMERS - 1);
    for (const response of refused) expect(response).toEqual({ status: 409, body: SLOT_TAKEN });
    const [{ count } = { count: -1 }] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from bookings
        where location_id = 1 and date = $1::date and slot = $2 and booking_status not in (3, 4)`,
      [date, slot],
    );
    expect(count).toBe(1);
  }

  it(`lets exactly one of ${CUSTOMERS} simultaneous bookings of one slot succeed`, async () => {
    const app = t.app();
    await expectOneWinner(
      ({ token }, body) =>
        Promise.resolve(app.request('/api/v1/bookSlot', { method: 'POST', headers: jsonHeaders(token), body })),
      miamiDate(40),
      '02:00 PM - 03:00 PM',
    );
  });

  it(`holds over real connections too: ${CUSTOMERS} clients of a listening server, one booking`, async () => {
    const server = await listen(() => t.app());
    try {
      await expectOneWinner(
        ({ token }, body) =>
          fetch(`${server.url}/api/v1/bookSlot`, { method: 'POST', headers: jsonHeaders(token), body }),
        miamiDate(41),
        '03:00 PM - 04:00 PM',
      );
    } finally {
      await server.close();
    }
  });
});
