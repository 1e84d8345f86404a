import { beforeAll, expect, it } from 'vitest';
import { clientFor, subscribe, testProvider } from '../testing/billing';
import { describeEachDriver } from '../testing/describe-each-driver';
import { testPayments } from '../testing/payments';
import { DEMO_ADMIN_ID, DEMO_CUSTOMER_ID } from '../testing/sign-in';
import { testClock } from '../testing/test-clock';

const START = new Date('2026-11-21T12:00:00Z');
const HOUR = 60 * 60 * 1000;

/** The CSV's lines as lists of fields: quoted fields may hold commas and doubled quotes (no line breaks here). */
const csvLines = (csv: string) =>
  csv
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field = '']) =>
        field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field,
      ),
    );
/** The test providers' e-mails, and not the seeded demo provider's. */
const OURS = 'search=example.test';

// The back office's Payments screen (issue 26): its lists are sorted by the heading pressed and
// exported as CSV on the server, with the same search and order as the page shown.
describeEachDriver('the admin Payments lists: sort and CSV export', (t) => {
  let world: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    world = await setUp();
  });
  async function setUp() {
    const clock = testClock(START);
    const app = t.app({ now: clock.now });
    const payments = testPayments(t.db, { now: clock.now });
    const admin = clientFor(app, t.db, DEMO_ADMIN_ID, clock.now);
    // Two providers' first invoices: a basic plan, then an hour later a dearer one, whose business's
    // name a spreadsheet would run as a formula.
    const basic = await testProvider(t.db);
    await subscribe(app, payments, basic, { planId: 'basic' });
    clock.advance(HOUR);
    const dearer = await testProvider(t.db, { businessId: 2 });
    await t.db.query("update service_providers set business_name = '=HYPERLINK(1)' where id = 2");
    await subscribe(app, payments, dearer, { planId: 'professional' });
    return { app, clock, admin, basic, dearer };
  }
  const emailsOf = (rows: { provider_email: string }[]) => rows.map((row) => row.provider_email);

  it('orders a list by the heading pressed, both ways, with its own order otherwise', async () => {
    const { admin, basic, dearer } = world;
    const newest = await admin.get(`/admin/payments?list=invoices&${OURS}`);
    expect(newest.body.data.total).toBe(2);
    expect(emailsOf(newest.body.data.rows)).toEqual([dearer.email, basic.email]);
    const cheapest = await admin.get(`/admin/payments?list=invoices&${OURS}&sort=amount&direction=ascending`);
    expect(emailsOf(cheapest.body.data.rows)).toEqual([basic.email, dearer.email]);
    const [low, high] = cheapest.body.data.rows.map((row: { amount_cents: number }) => row.amount_cents);
    expect(low).toBeLessThan(high);
    const dearest = await admin.get(`/admin/payments?list=invoices&${OURS}&sort=amount&direction=descending`);
    expect(emailsOf(dearest.body.data.rows)).toEqual([dearer.email, basic.email]);
    const oldest = await admin.get(`/admin/payments?list=invoices&${OURS}&sort=when`);
    expect(emailsOf(oldest.body.data.rows)).toEqual([basic.email, dearer.email]);
    expect((await admin.get('/admin/payments?list=invoices&sort=colour')).status).toBe(400);
  });

  it('exports every row the search keeps, in the order shown, with formulas defused, and records the export', async () => {
    const { admin, basic, dearer } = world;
    const all = await admin.get(`/admin/payments?list=invoices&${OURS}&sort=amount&direction=ascending`);
    const exported = await admin.get(`/admin/exports/payments?list=invoices&${OURS}&sort=amount&direction=ascending`);
    expect(exported.status).toBe(200);
    const [header, ...lines] = csvLines(exported.body.csv);
    expect(header).toEqual([
      'Kind',
      'Id',
      'Invoice',
      'Description',
      'Business',
      'Email',
      'Amount (USD)',
      'Refunded (USD)',
      'Status',
      'When (UTC)',
      'Message',
    ]);
    expect(lines.map((line) => line[2])).toEqual(
      all.body.data.rows.map((row: { invoice_number: string }) => row.invoice_number),
    );
    expect(lines.map((line) => line[5])).toEqual([basic.email, dearer.email]);
    expect(lines[1]?.[4]).toBe("'=HYPERLINK(1)");
    expect(lines[0]?.[6]).toBe((all.body.data.rows[0].amount_cents / 100).toFixed(2));

    const searched = await admin.get(`/admin/exports/payments?list=invoices&search=${encodeURIComponent(basic.email)}`);
    expect(csvLines(searched.body.csv).map((line) => line[5])).toEqual(['Email', basic.email]);
    const none = await admin.get(`/admin/exports/payments?list=failed&${OURS}`);
    expect(none.body.csv).toBe(`${header?.join(',')}\r\n`);

    const audit = await t.db.query<{ actor_id: string; detail: { list: string; rows: number } }>(
      "select actor_id, detail from audit_log where action = 'payments.export' order by id",
    );
    expect(audit.map((line) => [line.actor_id, line.detail.list, line.detail.rows])).toEqual([
      [DEMO_ADMIN_ID, 'invoices', 2],
      [DEMO_ADMIN_ID, 'invoices', 1],
      [DEMO_ADMIN_ID, 'failed', 0],
    ]);
  });

  it('answers 403 to anyone but an administrator', async () => {
    const { app, clock } = world;
    const customer = clientFor(app, t.db, DEMO_CUSTOMER_ID, clock.now);
    expect((await customer.get('/admin/exports/payments?list=invoices')).status).toBe(403);
    expect((await customer.get('/admin/payments?list=invoices&sort=amount')).status).toBe(403);
  });
});
