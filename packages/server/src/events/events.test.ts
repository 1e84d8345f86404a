import { expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { clientFor, keepingMailer, sessionIdOf, testProvider } from '../testing/billing';
import { describeEachDriver } from '../testing/describe-each-driver';
import { payOnCheckoutPage, VISA_SUCCEEDS } from '../testing/payments';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { sendQueuedEventMail } from './event-mail';

const START = new Date('2026-11-21T12:00:00Z');
const EVENT = {
  title: 'Back pain workshop',
  description: 'Exercises after a car accident.',
  date: '2026-12-05',
  time: '18:00',
  location: '1200 Biscayne Blvd, Miami',
  maxAttendees: 5,
};

describeEachDriver('provider events', (t) => {
  const clock = testClock(START);

  it('pending until an admin approves (the provider is mailed), then 20 customers race for 5 seats: exactly 5 get one', async () => {
    const app = t.app({ now: clock.now });
    const mailer = keepingMailer();
    const owner = await testProvider(t.db, { businessId: 21 });
    const provider = clientFor(app, t.db, owner.id, clock.now);

    const created = await provider.post('/provider/events', EVENT);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'pending', category: 'health', currentAttendees: 0 });
    const id = created.body.data.id;
    const [note] = await t.db.query<{ title: string }>(
      `select title from system_notifications where message like '%Back pain workshop%' order by created_at desc limit 1`,
    );
    expect(note?.title).toBe('Event awaiting approval');
    expect((await provider.post('/provider/events', { ...EVENT, title: ' ' })).body).toEqual({
      status: 400,
      message: 'Title is required.',
    });

    const customers = await Promise.all(
      Array.from({ length: 20 }, () => createTestUser(t.db, { name: 'Casey Customer' })),
    );
    const asCustomer = (index: number) => clientFor(app, t.db, customers[index]?.id ?? '', clock.now);
    expect((await asCustomer(0).get('/events')).body.data.map((event: { id: string }) => event.id)).not.toContain(id);
    expect((await asCustomer(0).post(`/events/${id}/registration`)).status).toBe(404);

    // What the admin's Events page does through /rest/v1 (RLS lets admins set the status).
    await t.db.query(`update events set status = 'approved' where id = $1`, [id]);
    await sendQueuedEventMail(t.db, mailer, clock.now(), silentLogger.error);
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [owner.email, 'Your event "Back pain workshop" is approved'],
    ]);

    const answers = await Promise.all(
      customers.map((_, index) => asCustomer(index).post(`/events/${id}/registration`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(
      Array(15).fill('Sorry, "Back pain workshop" is full.'),
    );
    const [listed] = (await provider.get('/provider/events')).body.data;
    expect(listed).toMatchObject({ status: 'approved', currentAttendees: 5 });
    expect(listed.recentRegistrations).toHaveLength(3);
    expect((await provider.get(`/provider/events/${id}/registrations`)).body.data).toHaveLength(5);

    const registered = answers.findIndex((answer) => answer.status === 200);
    expect((await asCustomer(registered).post(`/events/${id}/registration`)).status).toBe(409);
    expect((await asCustomer(registered).delete(`/events/${id}/registration`)).status).toBe(200);
    expect((await provider.get('/provider/events')).body.data[0].currentAttendees).toBe(4);

    mailer.sent.length = 0;
    expect(
      (await provider.put(`/provider/events/${id}`, { ...EVENT, date: '2026-12-06', maxAttendees: 4 })).status,
    ).toBe(200);
    expect((await provider.put(`/provider/events/${id}`, { ...EVENT, maxAttendees: 3 })).body.message).toBe(
      'Max attendees cannot be below the 4 people already registered.',
    );
    await sendQueuedEventMail(t.db, mailer, clock.now(), silentLogger.error);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(Array(4).fill('"Back pain workshop" has changed'));
    expect(mailer.sent[0]?.text).toContain('2026-12-06 at 18:00');

    mailer.sent.length = 0;
    expect((await provider.delete(`/provider/events/${id}`)).status).toBe(200);
    await sendQueuedEventMail(t.db, mailer, clock.now(), silentLogger.error);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(Array(4).fill('"Back pain workshop" is cancelled'));
    expect((await provider.delete(`/provider/events/${id}`)).status).toBe(404);
  });

  it('an event with a fee holds the seat through checkout and confirms it when paid', async () => {
    const app = t.app({ now: clock.now });
    const owner = await testProvider(t.db, { businessId: 22 });
    const provider = clientFor(app, t.db, owner.id, clock.now);
    const { id } = (await provider.post('/provider/events', { ...EVENT, maxAttendees: 1, registrationFeeCents: 2500 }))
      .body.data;
    await t.db.query(`update events set status = 'approved' where id = $1`, [id]);
    const [first, second] = await Promise.all([createTestUser(t.db), createTestUser(t.db)]);
    const payer = clientFor(app, t.db, first?.id ?? '', clock.now);

    const registration = await payer.post(`/events/${id}/registration`);
    expect(registration.body.data.outcome).toBe('checkout');
    expect((await clientFor(app, t.db, second?.id ?? '', clock.now).post(`/events/${id}/registration`)).status).toBe(
      409,
    );
    expect((await payer.get('/events')).body.data.find((event: { id: string }) => event.id === id)?.registered).toBe(
      false,
    );

    expect((await payOnCheckoutPage(app, sessionIdOf(registration.body.data.url), VISA_SUCCEEDS)).status).toBe(303);
    expect((await payer.get('/events')).body.data.find((event: { id: string }) => event.id === id)).toMatchObject({
      registered: true,
      currentAttendees: 1,
      registrationFeeCents: 2500,
    });
    expect((await provider.get(`/provider/events/${id}/registrations`)).body.data).toHaveLength(1);
    expect((await provider.post(`/events/${id}/registration`)).status).toBe(403);
  });

  it("one provider's approved upcoming events, for their profile: not another's, not pending, past or inactive ones", async () => {
    const app = t.app({ now: clock.now });
    const owner = await testProvider(t.db, { businessId: 25 });
    const other = await testProvider(t.db, { businessId: 26 });
    const create = async (who: string, event: Partial<typeof EVENT>) => {
      const created = await clientFor(app, t.db, who, clock.now).post('/provider/events', { ...EVENT, ...event });
      return created.body.data.id as string;
    };
    const approved = await create(owner.id, { title: 'Knee care evening', date: '2026-12-10' });
    const sooner = await create(owner.id, { title: 'Posture clinic', date: '2026-12-01' });
    await create(owner.id, { title: 'Still pending' });
    const inactive = await create(owner.id, { title: 'Called off' });
    const past = await create(owner.id, { title: 'Already held', date: '2026-11-30' });
    const elsewhere = await create(other.id, { title: 'Another provider' });
    await t.db.query(`update events set status = 'approved' where id = any($1::uuid[])`, [
      [approved, sooner, inactive, past, elsewhere],
    ]);
    await t.db.query('update events set is_active = false where id = $1', [inactive]);
    // The day after 'Already held' was dated.
    const later = testClock(new Date('2026-12-01T12:00:00Z'));
    const customer = clientFor(t.app({ now: later.now }), t.db, (await createTestUser(t.db)).id, later.now);

    const listed = await customer.get('/events?providerId=25');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((event: { title: string }) => event.title)).toEqual([
      'Posture clinic',
      'Knee care evening',
    ]);
    expect(listed.body.data[0]).toMatchObject({ providerName: expect.any(String), registered: false });
    expect((await customer.get('/events')).body.data.map((event: { id: string }) => event.id)).toEqual(
      expect.arrayContaining([sooner, approved, elsewhere]),
    );
    for (const bad of ['0', 'abc', '1.5', '99999999999']) {
      const refused = await customer.get(`/events?providerId=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
  });

  it('a rejection is mailed to the provider, and editing a rejected event sends it back for approval', async () => {
    const app = t.app({ now: clock.now });
    const mailer = keepingMailer();
    const owner = await testProvider(t.db, { businessId: 23 });
    const provider = clientFor(app, t.db, owner.id, clock.now);
    const { id } = (await provider.post('/provider/events', { ...EVENT, title: 'Open house' })).body.data;
    await t.db.query(`update events set status = 'rejected' where id = $1`, [id]);
    await sendQueuedEventMail(t.db, mailer, clock.now(), silentLogger.error);
    expect(mailer.sent.filter((mail) => mail.to === owner.email).map((mail) => mail.subject)).toEqual([
      'Your event "Open house" was not approved',
    ]);
    // The bell says so too, though the status changed outside the API (as the admin area does).
    const bell = (await provider.get('/provider/notifications')).body.data;
    expect(bell.map((notice: { kind: string; title: string }) => [notice.kind, notice.title])).toContainEqual([
      'eventRejected',
      'Event not approved',
    ]);
    const edited = await provider.put(`/provider/events/${id}`, { ...EVENT, title: 'Open house', category: 'support' });
    expect(edited.body.data).toMatchObject({ status: 'pending', category: 'support' });
    const stranger = clientFor(app, t.db, (await testProvider(t.db, { businessId: 24 })).id, clock.now);
    expect((await stranger.put(`/provider/events/${id}`, EVENT)).status).toBe(404);
    expect((await stranger.delete(`/provider/events/${id}`)).status).toBe(404);
  });
});
