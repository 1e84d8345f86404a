import { WRITE_A_REPLY } from '@injury-assist/domain';
import { expect, it } from 'vitest';
import { deliverQueuedMail } from '../mail/mail-outbox';
import { clientFor, keepingMailer } from '../testing/billing';
import { describeEachDriver } from '../testing/describe-each-driver';
import { DEMO_ADMIN_ID } from '../testing/sign-in';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { CONCERN_NOT_FOUND } from './admin-concerns';

const START = new Date('2026-11-21T12:00:00Z');
const MINUTE = 60_000;

// The back office's Concerns screen (issue 26) as the admin and the customer meet it: what the
// admin does to a concern ends in the customer's Concerns page and mailbox.
describeEachDriver('the admin Concerns screen', (t) => {
  async function setUp() {
    const clock = testClock(START);
    const app = t.app({ now: clock.now });
    const person = await createTestUser(t.db, { type: 'customer', name: 'Casey Client' });
    const customer = clientFor(app, t.db, person.id, clock.now);
    const admin = clientFor(app, t.db, DEMO_ADMIN_ID, clock.now);
    const raise = async (title: string, priority: 'low' | 'medium' | 'high' | 'urgent') => {
      clock.advance(MINUTE);
      const raised = await customer.post('/raise_concern', {
        user_id: person.id,
        title,
        description: `About ${title}.`,
        priority,
      });
      expect(raised.status).toBe(200);
      return raised.body.data.id as number;
    };
    return { clock, person, customer, admin, raise };
  }

  it('lists urgent concerns first, then the newest, with filters, a search and the total', async () => {
    const { person, admin, raise } = await setUp();
    await raise('First low', 'low');
    const urgent = await raise('Charged twice', 'urgent');
    await raise('Second high', 'high');
    const search = encodeURIComponent(person.email);

    const all = await admin.get(`/admin/concerns?search=${search}`);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.rows.map((row: { title: string }) => row.title)).toEqual([
      'Charged twice',
      'Second high',
      'First low',
    ]);
    expect(all.body.data.rows[0]).toMatchObject({
      id: urgent,
      priority: 'urgent',
      status: 0,
      customer_name: 'Casey Client',
      customer_email: person.email,
      reply_count: 0,
    });

    const high = await admin.get(`/admin/concerns?search=${search}&priority=high`);
    expect(high.body.data).toMatchObject({ total: 1, rows: [{ title: 'Second high' }] });
    const resolved = await admin.get(`/admin/concerns?search=${search}&status=1`);
    expect(resolved.body.data).toEqual({ rows: [], total: 0 });
    expect((await admin.get('/admin/concerns?status=7')).status).toBe(400);
  });

  it('records the look at a concern in the audit log, by the request that shows it', async () => {
    const { admin, raise } = await setUp();
    const id = await raise('Rude receptionist', 'medium');
    const opened = await admin.get(`/admin/concerns/${id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id, title: 'Rude receptionist', description: 'About Rude receptionist.' });
    const [line] = await t.db.query<{ actor_id: string; record_id: string }>(
      `select actor_id, record_id from audit_log where action = 'concerns.view' and record_id = $1`,
      [String(id)],
    );
    expect(line).toEqual({ actor_id: DEMO_ADMIN_ID, record_id: String(id) });
    expect((await admin.get('/admin/concerns/999999')).body).toEqual({ status: 404, message: CONCERN_NOT_FOUND });
  });

  it("shows a status change and the admin's replies, in order, on the customer's Concerns page and in their mailbox", async () => {
    const { clock, person, customer, admin, raise } = await setUp();
    const id = await raise('Billing question', 'high');

    expect((await admin.put(`/admin/concerns/${id}/status`, { status: 1 })).body.data.status).toBe(1);
    clock.advance(MINUTE);
    expect((await admin.post(`/admin/concerns/${id}/replies`, { body: '  We are looking into it.  ' })).status).toBe(
      201,
    );
    clock.advance(MINUTE);
    const second = await admin.post(`/admin/concerns/${id}/replies`, { body: 'The double charge is refunded.' });
    expect(second.body.data.replies.map((reply: { body: string }) => reply.body)).toEqual([
      'We are looking into it.',
      'The double charge is refunded.',
    ]);

    const { tickets } = (await customer.get(`/get_raise_concern_list/${person.id}`)).body;
    expect(tickets[0]).toMatchObject({
      id,
      status: 1,
      replies: [{ body: 'We are looking into it.' }, { body: 'The double charge is refunded.' }],
    });

    const mailer = keepingMailer();
    await deliverQueuedMail(t.db, mailer, clock.now(), () => undefined);
    const mine = mailer.sent.filter((mail) => mail.to === person.email);
    expect(mine.map((mail) => mail.subject)).toEqual([
      'Reply to your concern: Billing question',
      'Reply to your concern: Billing question',
    ]);
    expect(mine[1]?.text).toContain('The double charge is refunded.');

    const actions = await t.db.query<{ action: string }>(
      `select action from audit_log where record_kind = 'concerns' and record_id = $1 order by id`,
      [String(id)],
    );
    expect(actions.map((line) => line.action)).toEqual(['concerns.update', 'concerns.reply', 'concerns.reply']);
  });

  it('refuses a blank reply with a sentence, and every call to anyone but an administrator', async () => {
    const { person, customer, admin, raise } = await setUp();
    const id = await raise('Blank reply', 'low');
    expect((await admin.post(`/admin/concerns/${id}/replies`, { body: '   ' })).body).toEqual({
      status: 400,
      message: WRITE_A_REPLY,
    });
    expect((await customer.get('/admin/concerns')).status).toBe(403);
    expect((await customer.get(`/admin/concerns/${id}`)).status).toBe(403);
    expect((await customer.put(`/admin/concerns/${id}/status`, { status: 1 })).status).toBe(403);
    expect((await customer.post(`/admin/concerns/${id}/replies`, { body: 'Hi' })).status).toBe(403);
    const { tickets } = (await customer.get(`/get_raise_concern_list/${person.id}`)).body;
    expect(tickets[0]).toMatchObject({ status: 0, replies: [] });
  });
});
