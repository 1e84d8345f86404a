import { addDays } from '@injury-assist/domain';
import { expect, it } from 'vitest';
import { apiCaller } from '../testing/api-caller';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';
import { PAST_APPOINTMENTS_LISTED, UPCOMING_APPOINTMENTS_LISTED } from './provider-appointments';

const NOW = new Date('2026-11-23T15:00:00Z');
const TODAY = '2026-11-23';

describeEachDriver('the provider’s appointment list', (t) => {
  const call = apiCaller(t, () => NOW);

  it('lists the earliest 100 upcoming and the latest 100 past bookings a customer made', async () => {
    const business = await createTestBusiness(t.db);
    const customer = await createTestCustomer(t.db);
    // 101 days ahead and 101 days back, one booking a day: more than either half shows.
    await t.db.query(
      `insert into bookings (booking_id, user_id, provider_id, location_id, address, date, slot, day, booking_status)
       select 'BK-LIST' || (d + 200), $1, $2, $3, $4, $5::date + d, '09:00 AM - 10:00 AM', 'Monday', case when d > 0 then 1 else 3 end
         from generate_series(-101, 101) as d where d <> 0`,
      [customer.id, business.providerId, business.locationId, business.address, TODAY],
    );

    const answer = await call('GET', 'provider/appointments', business.user.token);
    expect(answer.status).toBe(200);
    expectContractResponse('listProviderAppointments', 200, answer.body);
    const { upcoming, past } = answer.body as { upcoming: { date: string }[]; past: { date: string }[] };
    expect(upcoming).toHaveLength(UPCOMING_APPOINTMENTS_LISTED);
    expect(upcoming[0]?.date).toBe(addDays(TODAY, 1));
    expect(upcoming.at(-1)?.date).toBe(addDays(TODAY, 100));
    expect(past).toHaveLength(PAST_APPOINTMENTS_LISTED);
    expect(past[0]?.date).toBe(addDays(TODAY, -1));
    expect(past.at(-1)?.date).toBe(addDays(TODAY, -100));
  });
});
