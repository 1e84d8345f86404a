import { WRITE_A_REPLY } from '@injury-assist/domain';
import { expect, it } from 'vitest';
import { deliverQueuedMail } from '../mail/mail-outbox';
import { clientFor, keepingMailer } from '../testing/billing';
import { describeEachDriver } from '../testing/describe-each-driver';
import { DEMO_ADMIN_ID } from '../testing/sign-in';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { CONCERN_NOT_FOUND } from './admin-concerns';

/** The export's lines as lists of fields; quoted fields may hold commas and doubled quotes. */
const csvLines = (csv: string) =>
  csv
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field = '']) =>
        field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field,
      ),
    );

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

  it('orders by the heading pressed, and exports every concern the filters keep as CSV, defused, recording the export', async () => {
    const { person, admin, raise } = await setUp();
    await raise('Billing, twice', 'high');
    await raise('=HYPERLINK("x")', 'low');
    await raise('Ankle brace', 'urgent');
    const search = `search=${encodeURIComponent(person.email)}`;
    const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

    const byPriority = await admin.get(`/admin/concerns?${search}&sort=priority&direction=ascending`);
    expect(titles(byPriority.body.data.rows)).toEqual(['=HYPERLINK("x")', 'Billing, twice', 'Ankle brace']);
    const byTitle = await admin.get(`/admin/concerns?${search}&sort=concern&direction=descending`);
    expect(titles(byTitle.body.data.rows)).toEqual(['Billing, twice', 'Ankle brace', '=HYPERLINK("x")']);
    expect(byTitle.body.data.total).toBe(3);
    expect((await admin.get(`/admin/concerns?${search}&sort=colour`)).status).toBe(400);

    const exported = await admin.get(`/admin/exports/concerns?${search}&sort=priority&direction=ascending`);
    expect(exported.status).toBe(200);
    const [header, ...lines] = csvLines(exported.body.csv);
    expect(header).toEqual(['Id', 'Title', 'Priority', 'Status', 'Customer', 'Email', 'Raised (UTC)', 'Replies']);
    expect(lines.map((line) => line.slice(1, 6))).toEqual([
      ['\'=HYPERLINK("x")', 'low', 'in_progress', 'Casey Client', person.email],
      ['Billing, twice', 'high', 'in_progress', 'Casey Client', person.email],
      ['Ankle brace', 'urgent', 'in_progress', 'Casey Client', person.email],
    ]);
    const urgentOnly = await admin.get(`/admin/exports/concerns?${search}&priority=urgent`);
    expect(csvLines(urgentOnly.body.csv).map((line) => line[1])).toEqual(['Title', 'Ankle brace']);

    const audit = await t.db.query<{ actor_id: string; detail: { rows: number; priority?: string } }>(
      "select actor_id, detail from audit_log where action = 'concerns.export' order by id",
    );
    expect(audit.map((line) => [line.actor_id, line.detail.rows, line.detail.priority ?? null])).toEqual([
      [DEMO_ADMIN_ID, 3, null],
      [DEMO_ADMIN_ID, 1, 'urgent'],
    ]);
  });

  it("changes the status of ticked concerns at once, one audit line each, and the customer's Concerns page shows it", async () => {
    const { person, customer, admin, raise } = await setUp();
    const first = await raise('Late invoice', 'low');
    const second = await raise('Wrong address', 'medium');
    const third = await raise('No reply', 'high');
    expect((await admin.put(`/admin/concerns/${second}/status`, { status: 1 })).status).toBe(200);

    const bulk = await admin.post('/admin/concerns/status', { ids: [first, second, third], status: 1 });
    expect(bulk.body).toEqual({ status: 200, message: '2 concerns updated.', changed: 2 });

    const { tickets } = (await customer.get(`/get_raise_concern_list/${person.id}`)).body;
    const statuses = new Map(tickets.map((ticket: { id: number; status: number }) => [ticket.id, ticket.status]));
    expect([first, second, third].map((id) => statuses.get(id))).toEqual([1, 1, 1]);

    const lines = await t.db.query<{ record_id: string; detail: { status: { from: number; to: number } } }>(
      `select record_id, detail from audit_log where action = 'concerns.update' and record_id = any($1) order by id`,
      [[first, second, third].map(String)],
    );
    expect(lines.map((line) => [Number(line.record_id), line.detail.status])).toEqual([
      [second, { from: 0, to: 1 }],
      [first, { from: 0, to: 1 }],
      [third, { from: 0, to: 1 }],
    ]);

    expect((await admin.post('/admin/concerns/status', { ids: [first], status: 7 })).status).toBe(400);
    expect((await admin.post('/admin/concerns/status', { ids: [], status: 1 })).status).toBe(400);
    expect((await customer.post('/admin/concerns/status', { ids: [first], status: 3 })).status).toBe(403);
    expect((await customer.get('/admin/exports/concerns')).status).toBe(403);
  });
});
