import { expect, it } from 'vitest';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_CUSTOMER_ID, jsonHeaders } from '../testing/sign-in';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';

const FORBIDDEN = { status: 403, message: 'You can only access your own account.' };
const UNAUTHORIZED = { status: 401, message: 'Unauthorized' };

interface Ticket {
  id: number;
  user_id: string;
  title: string;
  description: string;
  priority: string;
  status: number;
  created_at: string;
}

describeEachDriver('concerns', (t) => {
  const raise = (body: unknown, token?: string) =>
    Promise.resolve(
      t
        .app()
        .request('/api/v1/raise_concern', { method: 'POST', headers: jsonHeaders(token), body: JSON.stringify(body) }),
    );
  const list = (id: string, token?: string) =>
    Promise.resolve(t.app().request(`/api/v1/get_raise_concern_list/${id}`, { headers: jsonHeaders(token) }));

  it('raises concerns for customers only: providers and administrators get 403 with a sentence', async () => {
    for (const type of ['provider', 'admin'] as const) {
      const { id } = await createTestUser(t.db, { type });
      const response = await raise(
        { user_id: id, title: 'Mine', description: 'A question', priority: 'low' },
        await accessTokenFor(t.db, id),
      );
      expect(response.status, type).toBe(403);
      const body = await response.json();
      expectContractResponse('raiseConcern', 403, body);
      expect(body).toEqual({ status: 403, message: 'Only customer accounts can raise concerns.' });
    }
  });

  it('refuses control characters in any field with 400 naming the field', async () => {
    const { id } = await createTestUser(t.db);
    const response = await raise(
      { user_id: id, title: 'Fine', description: 'Broken \u0000 text', priority: 'low' },
      await accessTokenFor(t.db, id),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      message: 'The field description must not contain control characters.',
    });
  });

  it('raises a concern as status 0 with trimmed text, and lists it first', async () => {
    const { id } = await createTestUser(t.db);
    const token = await accessTokenFor(t.db, id);
    const before = Date.now();
    const response = await raise(
      { user_id: id, title: '  Billing question  ', description: ' Charged twice. ', priority: 'urgent' },
      token,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Ticket };
    expectContractResponse('raiseConcern', 200, body);
    expect(body).toMatchObject({
      status: 200,
      success: true,
      message: 'Concern raised successfully',
      data: { user_id: id, title: 'Billing question', description: 'Charged twice.', priority: 'urgent', status: 0 },
    });
    expect(new Date(body.data.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    await raise({ user_id: id, title: 'Second', description: 'Later', priority: 'low' }, token);
    const listed = await list(id, token);
    expect(listed.status).toBe(200);
    const { tickets, ...rest } = (await listed.json()) as { tickets: Ticket[] };
    expectContractResponse('listConcerns', 200, { tickets, ...rest });
    expect(rest).toEqual({ status: 200, success: true });
    expect(tickets.map((ticket) => ticket.title)).toEqual(['Second', 'Billing question']);
    expect(tickets[1]).toEqual(body.data);
  });

  it('answers an empty list for a customer without concerns', async () => {
    const { id } = await createTestUser(t.db);
    expect(await (await list(id, await accessTokenFor(t.db, id))).json()).toEqual({
      status: 200,
      success: true,
      tickets: [],
    });
  });

  it('has seeded concerns for the demo customer in every status, some from the last 5 days, newest first', async () => {
    const response = await list(DEMO_CUSTOMER_ID, await accessTokenFor(t.db, DEMO_CUSTOMER_ID));
    const { tickets } = (await response.json()) as { tickets: Ticket[] };
    const seeded = tickets.filter((ticket) => ticket.id <= 7);
    expect(new Set(seeded.map((ticket) => ticket.status))).toEqual(new Set([0, 1, 2, 3]));
    const fiveDaysAgo = Date.now() - 5 * 24 * 60 * 60_000;
    const recent = seeded.filter((ticket) => new Date(ticket.created_at).getTime() >= fiveDaysAgo);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.length).toBeLessThan(seeded.length);
    const times = tickets.map((ticket) => new Date(ticket.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seeded.map((ticket) => ticket.title)).toContain('Billing question about my last visit');
  });

  it('refuses a blank title or description with the form message, and bad fields by the contract', async () => {
    const { id } = await createTestUser(t.db);
    const token = await accessTokenFor(t.db, id);
    const valid = { user_id: id, title: 'Title', description: 'Description', priority: 'low' };
    for (const blank of [{ title: '   ' }, { description: '' }, { title: '', description: '\n' }]) {
      const response = await raise({ ...valid, ...blank }, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 400, message: 'Please fill in all fields' });
    }
    const refused = [
      [{ priority: 'critical' }, 'The field priority must be one of: low, medium, high, urgent.'],
      [{ priority: undefined }, 'The request body is missing the required field priority.'],
      [{ title: 'x'.repeat(201) }, 'The field title must be at most 200 characters long.'],
      [{ description: 'x'.repeat(5001) }, 'The field description must be at most 5000 characters long.'],
      [{ status: 1 }, 'The request body has an unknown field status.'],
    ] as const;
    for (const [change, message] of refused) {
      const response = await raise({ ...valid, ...change }, token);
      const body = await response.json();
      expectContractResponse('raiseConcern', 400, body);
      expect(body).toEqual({ status: 400, message });
    }
    // Nothing was stored by the refused calls.
    expect(((await (await list(id, token)).json()) as { tickets: Ticket[] }).tickets).toEqual([]);
  });

  it("refuses another user's id with 403 and a missing token with 401", async () => {
    const { id: other } = await createTestUser(t.db);
    const token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    const body = { user_id: other, title: 'Title', description: 'Description', priority: 'low' };

    const raised = await raise(body, token);
    expect(raised.status).toBe(403);
    expect(await raised.json()).toEqual(FORBIDDEN);
    const listed = await list(other, token);
    expect(listed.status).toBe(403);
    expect(await listed.json()).toEqual(FORBIDDEN);
    expectContractResponse('listConcerns', 403, FORBIDDEN);

    for (const response of [await raise({ ...body, user_id: DEMO_CUSTOMER_ID }), await list(DEMO_CUSTOMER_ID)]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(UNAUTHORIZED);
    }
    const [{ count } = { count: -1 }] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from concerns where user_id = $1',
      [other],
    );
    expect(count).toBe(0);
  });

  it('tells every admin about an urgent concern, in the same transaction, and about no other', async () => {
    const { id } = await createTestUser(t.db, { name: 'Robin Urgent' });
    const token = await accessTokenFor(t.db, id);
    const notices = () =>
      t.db.query<{ title: string; message: string; type: string }>(
        "select title, message, type from system_notifications where message like '%Robin Urgent%'",
      );
    await raise({ user_id: id, title: 'Low one', description: 'Not pressing', priority: 'low' }, token);
    expect(await notices()).toEqual([]);
    const response = await raise(
      { user_id: id, title: 'Wrong leg x-rayed', description: 'Help', priority: 'urgent' },
      token,
    );
    expect(response.status).toBe(200);
    expect(await notices()).toEqual([
      {
        title: 'Urgent concern raised',
        message: 'Robin Urgent raised an urgent concern: “Wrong leg x-rayed”.',
        type: 'error',
      },
    ]);
  });

  it('takes 5 concerns an hour and 20 a day from one customer, however fast they come, and answers 429 past that', async () => {
    const clock = testClock(new Date('2026-11-21T12:00:00Z'));
    const app = t.app({ now: clock.now });
    const { id } = await createTestUser(t.db);
    const raiseNow = async (title: string) => {
      const response = await app.request('/api/v1/raise_concern', {
        method: 'POST',
        headers: jsonHeaders(await accessTokenFor(t.db, id, clock.now)),
        body: JSON.stringify({ user_id: id, title, description: 'Please call me back.', priority: 'low' }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    };
    const listed = async () => {
      const response = await app.request(`/api/v1/get_raise_concern_list/${id}`, {
        headers: jsonHeaders(await accessTokenFor(t.db, id, clock.now)),
      });
      return ((await response.json()) as { tickets: Ticket[] }).tickets.length;
    };

    const burst = await Promise.all(Array.from({ length: 12 }, (_, index) => raiseNow(`Burst ${index}`)));
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = burst.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer).toEqual({
        status: 429,
        body: {
          status: 429,
          message:
            'You have raised 5 concerns in the last hour. Please wait a while before raising another; we are looking at the ones you sent.',
        },
      });
      expectContractResponse('raiseConcern', 429, answer.body);
    }
    expect(await listed()).toBe(5);

    for (let hour = 1; hour <= 3; hour++) {
      clock.advance(60 * 60 * 1000);
      for (let index = 0; index < 5; index++) expect((await raiseNow(`Hour ${hour}`)).status).toBe(200);
    }
    clock.advance(60 * 60 * 1000);
    expect((await raiseNow('One more')).body.message).toBe(
      'You have raised 20 concerns in the last 24 hours. Please wait until tomorrow before raising another; we are looking at the ones you sent.',
    );
    expect(await listed()).toBe(20);
    clock.advance(20 * 60 * 60 * 1000);
    expect((await raiseNow('Next day')).status).toBe(200);
  });

  it('accepts the id in upper case for the same user', async () => {
    const response = await list(DEMO_CUSTOMER_ID.toUpperCase(), await accessTokenFor(t.db, DEMO_CUSTOMER_ID));
    expect(response.status).toBe(200);
  });
});
