import { expect, it } from 'vitest';
import { apiCaller, MIAMI, orthopedicsIn, TAMPA } from '../testing/api-caller';
import { miamiDate } from '../testing/booking-dates';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_CUSTOMER_ID } from '../testing/sign-in';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';

interface Found {
  business_provider_id: number;
  rating: number | null;
  review_count: number;
}

describeEachDriver('verified reviews', (t) => {
  const call = apiCaller(t);
  const found = async (city: number, token: string, providerId: number) => {
    const answer = await call('POST', 'find_service_api', token, orthopedicsIn(city));
    return (answer.body.data as Found[]).find((provider) => provider.business_provider_id === providerId);
  };

  it('turned the seeded ratings and counts into reviews that give the same figures', async () => {
    const figures = await t.db.query<{
      id: number;
      rating: string | null;
      review_count: number;
      average: string | null;
      reviews: number;
    }>(
      `select p.id, p.rating, p.review_count,
              (select round(avg(r.rating), 1) from reviews r where r.provider_id = p.id) as average,
              (select count(*)::int from reviews r where r.provider_id = p.id) as reviews
         from service_providers p where p.id <= 30 order by p.id`,
    );
    expect(figures).toHaveLength(30);
    for (const row of figures) {
      expect({ id: row.id, rating: row.average, count: row.reviews }).toEqual({
        id: row.id,
        rating: row.rating,
        count: Number(row.review_count),
      });
    }
    // The seed's figures, unchanged: Biscayne 4.8 from 126, Coconut Grove none.
    expect(figures[0]).toMatchObject({ rating: '4.8', review_count: 126 });
    expect(figures[3]).toMatchObject({ rating: null, review_count: 0 });

    const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    const listed = await call('GET', 'providers/1/reviews?limit=3', token);
    expect(listed.status).toBe(200);
    expectContractResponse('listProviderReviews', 200, listed.body);
    expect(listed.body).toMatchObject({ status: 200, rating: 4.8, review_count: 126 });
    const reviews = listed.body.data as { date: string; verified: boolean; author: string; rating: number }[];
    expect(reviews).toHaveLength(3);
    expect(reviews.map((review) => review.date)).toEqual([...reviews.map((review) => review.date)].sort().reverse());
    expect(reviews.every((review) => !review.verified && review.author.length > 0)).toBe(true);
    expect((await call('GET', 'providers/999999/reviews', token)).status).toBe(404);
  });

  it('lets the customer review their own completed appointment once, and the search follows', async () => {
    const business = await createTestBusiness(t.db);
    const customer = await createTestCustomer(t.db, { name: 'Dana Quinn Reviewer' });
    const booked = await call('POST', 'bookSlot', customer.token, {
      provider_id: business.providerId,
      address: business.address,
      date: miamiDate(3),
      slot: '11:00 AM - 12:00 PM',
      user_id: customer.id,
    });
    const bookingId = (booked.body.data as { booking_id: string }).booking_id;
    const review = (who: { token: string }, rating: number, text?: string) =>
      call('POST', 'reviews', who.token, { booking_id: bookingId, rating, ...(text === undefined ? {} : { text }) });

    const early = await review(customer, 5, 'Great');
    expect(early).toEqual({
      status: 400,
      body: { status: 400, message: 'You can review an appointment once it is completed.' },
    });
    expectContractResponse('createReview', 400, early.body);
    await t.db.query('update bookings set booking_status = 2 where booking_id = $1', [bookingId]);

    const stranger = await createTestCustomer(t.db);
    const notTheirs = await review(stranger, 1, 'Never went');
    expect(notTheirs).toEqual({
      status: 403,
      body: { status: 403, message: 'You can only change your own appointments.' },
    });
    expect((await call('POST', 'reviews', customer.token, { booking_id: 'BK-NOSUCHONE1', rating: 4 })).status).toBe(
      404,
    );
    expect((await review(customer, 6)).status).toBe(400);

    expect(await found(TAMPA, customer.token, business.providerId)).toMatchObject({ rating: null, review_count: 0 });
    const published = await review(customer, 4, '  Clear advice and on time.  ');
    expect(published.status).toBe(201);
    expectContractResponse('createReview', 201, published.body);
    expect(published.body).toMatchObject({
      status: 201,
      message: 'Thank you! Your review is published.',
      data: { author: 'Dana R.', rating: 4, text: 'Clear advice and on time.', verified: true },
    });
    expect(await review(customer, 5)).toEqual({
      status: 409,
      body: { status: 409, message: 'You have already reviewed this appointment.' },
    });

    const second = await createTestCustomer(t.db, { name: 'Eli' });
    const another = await call('POST', 'bookSlot', second.token, {
      provider_id: business.providerId,
      address: business.address,
      date: miamiDate(3),
      slot: '12:00 PM - 01:00 PM',
      user_id: second.id,
    });
    const anotherId = (another.body.data as { booking_id: string }).booking_id;
    await t.db.query('update bookings set booking_status = 2 where booking_id = $1', [anotherId]);
    expect((await call('POST', 'reviews', second.token, { booking_id: anotherId, rating: 5 })).body).toMatchObject({
      data: { author: 'Eli', text: '' },
    });

    // The search's rating and count come from the reviews: (4 + 5) / 2.
    expect(await found(TAMPA, customer.token, business.providerId)).toMatchObject({ rating: 4.5, review_count: 2 });
    const listed = await call('GET', `providers/${business.providerId}/reviews`, customer.token);
    expect(listed.body).toMatchObject({ rating: 4.5, review_count: 2 });
    expect((listed.body.data as { rating: number }[]).map((r) => r.rating)).toEqual([5, 4]);

    const history = await call('GET', `find_slots_api/${customer.id}`, customer.token);
    expectContractResponse('listAppointments', 200, history.body);
    expect(
      (history.body.past as { booking_id: string; reviewed?: boolean }[]).find((a) => a.booking_id === bookingId),
    ).toMatchObject({
      reviewed: true,
    });
    // The seeded Miami providers keep their figures.
    expect(await found(MIAMI, customer.token, 1)).toMatchObject({ rating: 4.8, review_count: 126 });
  });
});
