import { expect, it } from 'vitest';
import { apiCaller } from '../testing/api-caller';
import { clientFor } from '../testing/billing';
import { miamiDate } from '../testing/booking-dates';
import { describeEachDriver } from '../testing/describe-each-driver';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';

interface Bell {
  unread: number;
  data: { kind: string; title: string; message: string; is_read: boolean }[];
}

// What customers do that the provider hears of in the bell: a review of a visit, and a
// registration for one of the provider's events.
describeEachDriver("the provider's bell hears of customers' reviews and event registrations", (t) => {
  const call = apiCaller(t);
  const bell = async (token: string) => (await call('GET', 'provider/notifications', token)).body as unknown as Bell;

  it('tells the provider of a new review, with its rating and words', async () => {
    const business = await createTestBusiness(t.db);
    const customer = await createTestCustomer(t.db, { name: 'Dana Quinn' });
    const booked = await call('POST', 'bookSlot', customer.token, {
      provider_id: business.providerId,
      address: business.address,
      date: miamiDate(3),
      slot: '11:00 AM - 12:00 PM',
      user_id: customer.id,
    });
    const bookingId = (booked.body.data as { booking_id: string }).booking_id;
    await t.db.query('update bookings set booking_status = 2 where booking_id = $1', [bookingId]);
    const reviewed = await call('POST', 'reviews', customer.token, {
      booking_id: bookingId,
      rating: 4,
      text: 'Kind and quick.',
    });
    expect(reviewed.status).toBe(201);
    const { data } = await bell(business.user.token);
    expect(data[0]).toMatchObject({
      kind: 'reviewNew',
      title: 'New review',
      message: 'Dana Q. rated a visit 4 out of 5: "Kind and quick."',
      is_read: false,
    });
  });

  it("tells the provider of a customer's registration for its event", async () => {
    const business = await createTestBusiness(t.db);
    const customer = await createTestCustomer(t.db, { name: 'Robin Attendee' });
    const provider = clientFor(t.app(), t.db, business.user.id, () => new Date());
    const created = await provider.post('/provider/events', {
      title: 'Knee care evening',
      description: 'Questions and answers.',
      date: miamiDate(10),
      time: '18:00',
      location: 'Tampa',
      maxAttendees: 10,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    // What the admin's Events page does through /rest/v1.
    await t.db.query(`update events set status = 'approved' where id = $1`, [id]);
    const registered = await call('POST', `events/${id}/registration`, customer.token);
    expect(registered.status).toBe(200);
    const { data } = await bell(business.user.token);
    expect(data[0]).toMatchObject({
      kind: 'eventRegistration',
      title: 'New event registration',
      message: 'Robin Attendee registered for "Knee care evening".',
    });
  });
});
