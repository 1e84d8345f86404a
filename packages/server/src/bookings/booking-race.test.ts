import { expect, it } from 'vitest';
import { miamiDate } from '../testing/booking-dates';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, jsonHeaders } from '../testing/sign-in';
import { createTestUser } from '../testing/test-users';

const CUSTOMERS = 50;

describeEachDriver('double booking', (t) => {
  it(`lets exactly one of ${CUSTOMERS} simultaneous bookings of one slot succeed`, async () => {
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async () => {
        const { id } = await createTestUser(t.db);
        return { id, token: await accessTokenFor(t.db, id) };
      }),
    );
    const app = t.app();
    const date = miamiDate(40);
    const started = performance.now();
    const responses = await Promise.all(
      customers.map(async ({ id, token }) => {
        const response = await app.request('/api/v1/bookSlot', {
          method: 'POST',
          headers: jsonHeaders(token),
          body: JSON.stringify({
            provider_id: 1,
            address: '1200 Biscayne Blvd, Miami, FL 33101',
            date,
            slot: '02:00 PM - 03:00 PM',
            day: 'Monday',
            user_id: id,
          }),
        });
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    const elapsed = Math.round(performance.now() - started);

    const statuses = responses.map((response) => response.status);
    expect(
      statuses.filter((status) => status === 200),
      `${elapsed} ms`,
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CUSTOMERS - 1);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toEqual({
        status: 409,
        message: 'Sorry, that time was just booked by someone else. Please choose another slot.',
      });
    }
    const [{ count } = { count: -1 }] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from bookings
        where location_id = 1 and date = $1::date and slot = '02:00 PM - 03:00 PM' and booking_status not in (3, 4)`,
      [date],
    );
    expect(count).toBe(1);
  });
});
