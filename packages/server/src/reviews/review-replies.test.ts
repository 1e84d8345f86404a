import { expect, it } from 'vitest';
import { type ApiAnswer, apiCaller } from '../testing/api-caller';
import { miamiDate } from '../testing/booking-dates';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { latestMail } from '../testing/dev-mail';
import { accessTokenFor, DEMO_ADMIN_ID, DEMO_CUSTOMER_ID } from '../testing/sign-in';
import { createTestBusiness, createTestCustomer, type TestBusiness } from '../testing/test-business';

interface Reply {
  text: string;
  edited: boolean;
  hidden_reason: string | null;
}
interface ListedReview {
  id: number;
  text: string;
  date: string;
  rating: number;
  reply: Reply | null;
}
const reviewsOf = (answer: ApiAnswer) => answer.body.data as ListedReview[];

// Replies and moderation (issues 25 and 26) seen from each side: the provider answers, the
// customer reads the answer under their review in View Profile, an administrator hides and
// restores, and the author hears of it.
describeEachDriver('review replies and moderation', (t) => {
  const call = apiCaller(t);

  /** A business with one completed appointment of `customer`, reviewed with `rating` stars. */
  async function reviewed(
    business: TestBusiness,
    customer: { id: string; token: string },
    rating: number,
    slot: string,
  ): Promise<number> {
    const booked = await call('POST', 'bookSlot', customer.token, {
      provider_id: business.providerId,
      address: business.address,
      date: miamiDate(4),
      slot,
      user_id: customer.id,
    });
    const bookingId = (booked.body.data as { booking_id: string }).booking_id;
    await t.db.query('update bookings set booking_status = 2 where booking_id = $1', [bookingId]);
    const review = await call('POST', 'reviews', customer.token, {
      booking_id: bookingId,
      rating,
      text: `${rating} stars`,
    });
    expect(review.status).toBe(201);
    return (review.body.data as { id: number }).id;
  }

  it('pages a long list by cursor: every review once, newest first, until the cursor is null', async () => {
    const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    const seen: ListedReview[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: string = before === null ? '' : `&before=${encodeURIComponent(before)}`;
      const page = await call('GET', `providers/1/reviews?limit=20${query}`, token);
      expect(page.status).toBe(200);
      expectContractResponse('listProviderReviews', 200, page.body);
      seen.push(...reviewsOf(page));
      before = page.body.next_cursor as string | null;
      pages++;
    } while (before !== null);
    // The seeded Biscayne practice: 126 reviews, 7 pages of at most 20.
    expect(pages).toBe(7);
    expect(seen).toHaveLength(126);
    expect(new Set(seen.map((review) => review.id)).size).toBe(126);
    expect(seen.map((review) => review.date)).toEqual([...seen.map((review) => review.date)].sort().reverse());
    expect((await call('GET', 'providers/1/reviews?before=yesterday', token)).status).toBe(400);
  });

  it('lets the provider reply once and edit it; the customer reads the reply under their review', async () => {
    const business = await createTestBusiness(t.db, { name: 'Reply Orthopedics' });
    const customer = await createTestCustomer(t.db, { name: 'Rita Reviewer' });
    const reviewId = await reviewed(business, customer, 4, '10:00 AM - 11:00 AM');

    const empty = await call('PUT', `provider/reviews/${reviewId}/reply`, business.user.token, { text: '   ' });
    expect(empty.body).toEqual({ status: 400, message: 'Write a reply before saving it.' });
    const published = await call('PUT', `provider/reviews/${reviewId}/reply`, business.user.token, {
      text: ' Thank you, Rita! ',
    });
    expectContractResponse('saveReviewReply', 200, published.body);
    expect(published.body).toMatchObject({
      message: 'Your reply is published.',
      data: { id: reviewId, reply: { text: 'Thank you, Rita!', edited: false, hidden_reason: null } },
    });

    const viewProfile = await call('GET', `providers/${business.providerId}/reviews`, customer.token);
    expect(reviewsOf(viewProfile)[0]).toMatchObject({ id: reviewId, reply: { text: 'Thank you, Rita!' } });

    const edited = await call('PUT', `provider/reviews/${reviewId}/reply`, business.user.token, {
      text: 'Thank you, Rita; see you in spring.',
    });
    expect(edited.body).toMatchObject({ message: 'Your reply is updated.', data: { reply: { edited: true } } });
    const again = await call('GET', `providers/${business.providerId}/reviews`, customer.token);
    expect(reviewsOf(again)[0]?.reply).toMatchObject({ text: 'Thank you, Rita; see you in spring.', edited: true });

    // Only the business's own provider replies.
    const other = await createTestBusiness(t.db, { name: 'Other Orthopedics' });
    expect((await call('PUT', `provider/reviews/${reviewId}/reply`, other.user.token, { text: 'Hi' })).body).toEqual({
      status: 404,
      message: 'We could not find that review.',
    });
    expect((await call('PUT', `provider/reviews/${reviewId}/reply`, customer.token, { text: 'Hi' })).status).toBe(403);
    const own = await call('GET', 'provider/reviews', business.user.token);
    expectContractResponse('listOwnReviews', 200, own.body);
    expect(reviewsOf(own).map((review) => review.id)).toEqual([reviewId]);
  });

  it('lets an administrator hide and restore a review and a reply: the average, the lists, the audit log and the authors follow', async () => {
    const business = await createTestBusiness(t.db, { name: 'Moderated Physio' });
    const kind = await createTestCustomer(t.db, { name: 'Kim Kind' });
    const harsh = await createTestCustomer(t.db, { name: 'Hal Harsh' });
    const kindId = await reviewed(business, kind, 5, '10:00 AM - 11:00 AM');
    const harshId = await reviewed(business, harsh, 1, '11:00 AM - 12:00 PM');
    await call('PUT', `provider/reviews/${harshId}/reply`, business.user.token, { text: 'Call us, Hal.' });
    const admin = await accessTokenFor(t.db, DEMO_ADMIN_ID);
    const moderate = (id: number, body: { target: string; action: string; reason: string }, token = admin) =>
      call('POST', `admin/reviews/${id}/moderation`, token, body);
    const figures = async () =>
      (await call('GET', `providers/${business.providerId}/reviews`, kind.token)).body as {
        rating: number;
        review_count: number;
        data: ListedReview[];
      };
    expect(await figures()).toMatchObject({ rating: 3, review_count: 2 });

    expect((await moderate(harshId, { target: 'review', action: 'hide', reason: 'x' }, kind.token)).status).toBe(403);
    expect((await moderate(harshId, { target: 'review', action: 'hide', reason: '  ' })).body).toEqual({
      status: 400,
      message: 'Give a reason: the author is told it.',
    });
    const hidden = await moderate(harshId, { target: 'review', action: 'hide', reason: 'Names a member of staff.' });
    expectContractResponse('moderateReview', 200, hidden.body);
    expect(hidden.body).toMatchObject({
      message: 'The review is hidden, and its author is told.',
      data: { id: harshId, hidden_reason: 'Names a member of staff.' },
    });
    // Gone for customers and from the average: only the 5-star review counts.
    const after = await figures();
    expect(after).toMatchObject({ rating: 5, review_count: 1 });
    expect(after.data.map((review) => review.id)).toEqual([kindId]);
    expect(reviewsOf(await call('GET', 'provider/reviews', business.user.token)).map((r) => r.id)).toEqual([kindId]);
    expect((await call('PUT', `provider/reviews/${harshId}/reply`, business.user.token, { text: 'x' })).body).toEqual({
      status: 409,
      message: 'An administrator hid this review, so it cannot be replied to.',
    });
    expect((await moderate(harshId, { target: 'review', action: 'hide', reason: 'Again' })).body).toEqual({
      status: 409,
      message: 'This review is hidden already.',
    });
    const mail = await latestMail(t.app(), harsh.email);
    expect(mail?.subject).toBe('We hid your review of Moderated Physio');
    expect(mail?.text).toContain('The reason: Names a member of staff.');
    const [audit] = await t.db.query<{ action: string; actor_id: string; record_id: string; detail: unknown }>(
      `select action, actor_id, record_id, detail from audit_log where record_kind = 'reviews' and record_id = $1
        order by id desc limit 1`,
      [String(harshId)],
    );
    expect(audit).toMatchObject({
      action: 'reviews.hide',
      actor_id: DEMO_ADMIN_ID,
      detail: { reason: 'Names a member of staff.', business: 'Moderated Physio' },
    });

    const restored = await moderate(harshId, { target: 'review', action: 'restore', reason: 'Staff name removed.' });
    expect(restored.body).toMatchObject({ message: 'The review is shown again, and its author is told.' });
    expect(await figures()).toMatchObject({ rating: 3, review_count: 2 });

    // The reply: hidden from customers, shown to its provider with the reason, and the provider told.
    await moderate(harshId, { target: 'reply', action: 'hide', reason: 'Shares a phone number.' });
    expect((await figures()).data.find((review) => review.id === harshId)?.reply).toBeNull();
    const own = reviewsOf(await call('GET', 'provider/reviews', business.user.token));
    expect(own.find((review) => review.id === harshId)?.reply).toMatchObject({
      hidden_reason: 'Shares a phone number.',
    });
    const bell = await call('GET', 'provider/notifications', business.user.token);
    expect((bell.body.data as { kind: string; message: string }[])[0]).toMatchObject({
      kind: 'reviewReplyHidden',
      message: 'An administrator hid your reply to a review: Shares a phone number.',
    });
    expect((await latestMail(t.app(), business.user.email))?.subject).toBe(
      'We hid your reply to a review of your business',
    );
    expect((await call('PUT', `provider/reviews/${harshId}/reply`, business.user.token, { text: 'x' })).body).toEqual({
      status: 409,
      message: 'An administrator hid this reply, so it cannot be edited: Shares a phone number.',
    });
    expect((await moderate(kindId, { target: 'reply', action: 'hide', reason: 'x' })).body).toEqual({
      status: 409,
      message: 'This review has no reply.',
    });
    expect((await moderate(999_999_999, { target: 'review', action: 'hide', reason: 'x' })).status).toBe(404);
  });

  it("pages the admin's list with a total, filtered by state and searched by business or author", async () => {
    const business = await createTestBusiness(t.db, { name: 'Zebra Listing Clinic' });
    const customer = await createTestCustomer(t.db, { name: 'Quentin Quill' });
    const id = await reviewed(business, customer, 2, '01:00 PM - 02:00 PM');
    const admin = await accessTokenFor(t.db, DEMO_ADMIN_ID);
    const list = (query: string) => call('GET', `admin/reviews?${query}`, admin);

    const first = await list('limit=25');
    expectContractResponse('listAdminReviews', 200, first.body);
    expect(first.body.total as number).toBeGreaterThan(126);
    expect(first.body.data as unknown[]).toHaveLength(25);
    const second = await list('limit=25&offset=25');
    expect((second.body.data as { id: number }[])[0]?.id).not.toBe((first.body.data as { id: number }[])[0]?.id);

    expect((await list('search=zebra%20listing')).body).toMatchObject({
      total: 1,
      data: [{ id, author: 'Quentin Q.' }],
    });
    expect((await list('search=quentin')).body).toMatchObject({ total: 1 });
    expect((await list('state=hidden&search=zebra')).body).toMatchObject({ total: 0, data: [] });
    await call('POST', `admin/reviews/${id}/moderation`, admin, { target: 'review', action: 'hide', reason: 'Spam.' });
    expect((await list('state=hidden&search=zebra')).body).toMatchObject({
      total: 1,
      data: [{ id, hidden_reason: 'Spam.' }],
    });
    expect((await list('state=visible&search=zebra')).body).toMatchObject({ total: 0 });
    expect((await list('state=gone')).status).toBe(400);
    expect((await call('GET', 'admin/reviews', customer.token)).status).toBe(403);
  });
});
