import { PDFParse } from 'pdf-parse';
import { expect, it } from 'vitest';
import { clientFor, keepingMailer, sessionIdOf, subscribe, testProvider } from '../testing/billing';
import { describeEachDriver } from '../testing/describe-each-driver';
import {
  capturingLogger,
  payOnCheckoutPage,
  testPayments,
  VISA_SUCCEEDS,
  withoutTimesOfDay,
} from '../testing/payments';
import { testClock } from '../testing/test-clock';
import { PROVIDER_LISTING_CHANNEL } from './provider-listing';
import { RENEWAL_GRACE_MS, renewalJob } from './renewals';

const START = new Date('2026-11-21T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const MASTERCARD = { number: '5555 5555 5555 4444', expiry: '10/33', cvv: '123', name: 'Pat Owner' };
const DECLINES_LATER = { ...VISA_SUCCEEDS, number: '4000 0000 0000 0341' };

describeEachDriver('provider billing', (t) => {
  async function setUp() {
    const clock = testClock(START);
    const logger = capturingLogger();
    const app = t.app({ now: clock.now, logger });
    const payments = testPayments(t.db, { now: clock.now });
    const owner = await testProvider(t.db);
    const client = clientFor(app, t.db, owner.id, clock.now);
    const mailer = keepingMailer();
    const renewals = renewalJob({ payments, mailer });
    const runRenewals = () => renewals.run({ db: t.db, now: clock.now(), logger });
    return { clock, logger, app, payments, owner, client, mailer, runRenewals };
  }

  it('upgrades Basic to Professional for the prorated difference once paid, and the invoice PDF says so', async () => {
    const { clock, app, payments, owner, client } = await setUp();
    await subscribe(app, payments, owner, { planId: 'basic' });
    clock.advance(10 * DAY);

    const change = await client.post('/provider/billing/plan-change', { planId: 'professional', interval: 'monthly' });
    // 20 of 30 days left: $132.67 for Professional less $66.00 unused on Basic.
    expect(change).toMatchObject({ status: 200, body: { data: { outcome: 'checkout', amountCents: 6667 } } });
    expect((await client.get('/provider/billing')).body.data.subscription.planId).toBe('basic');

    expect((await payOnCheckoutPage(app, sessionIdOf(change.body.data.url), VISA_SUCCEEDS)).status).toBe(303);
    const { data } = (await client.get('/provider/billing')).body;
    expect(data.subscription).toMatchObject({
      planId: 'professional',
      planName: 'Professional',
      priceCents: 19900,
      status: 'active',
      nextBillingDate: '2026-12-21T12:00:00.000Z',
      scheduledChange: null,
    });
    expect(data.invoices.map((invoice: { totalCents: number }) => invoice.totalCents)).toEqual([6667, 9900]);

    const pdf = await client.raw(data.invoices[0].pdfPath);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(`Invoice ${data.invoices[0].number}`);
    expect(text).toContain('Professional plan for the 20 days left of this period');
    expect(text).toMatch(/Total\s+\$66\.67/);
    expect(text).toContain(owner.email);

    const stranger = clientFor(app, t.db, (await testProvider(t.db)).id, clock.now);
    expect((await stranger.raw(data.invoices[0].pdfPath)).status).toBe(404);
    expect((await app.request(data.invoices[0].pdfPath)).status).toBe(401);
  });

  it('keeps one saved card per card: paying an upgrade with the saved Visa or typing it again does not add it twice', async () => {
    const { clock, app, payments, owner, client } = await setUp();
    await subscribe(app, payments, owner, { planId: 'basic' });
    const cardsOf = async () =>
      (await client.get('/provider/payment-methods')).body.data.map(
        (card: { last4: string; expMonth: number; expYear: number; isPrimary: boolean }) =>
          `${card.last4} ${card.expMonth}/${card.expYear}${card.isPrimary ? ' primary' : ''}`,
      );
    expect(await cardsOf()).toEqual(['4242 12/2034 primary']);

    const change = await client.post('/provider/billing/plan-change', { planId: 'professional', interval: 'monthly' });
    expect((await payOnCheckoutPage(app, sessionIdOf(change.body.data.url), VISA_SUCCEEDS)).status).toBe(303);
    expect(await cardsOf()).toEqual(['4242 12/2034 primary']);
    // What the provider's Billing History shows: the plan and the upgrade's invoice beside the first.
    const { data } = (await client.get('/provider/billing')).body;
    expect(data.subscription.planName).toBe('Professional');
    expect(data.invoices).toHaveLength(2);
    expect(data.cards).toHaveLength(1);

    // The same number with a new expiry is the same card, renewed: its row takes the new date.
    expect(
      (await client.post('/provider/payment-methods', { ...MASTERCARD, number: VISA_SUCCEEDS.number, expiry: '11/35' }))
        .status,
    ).toBe(201);
    expect(await cardsOf()).toEqual(['4242 11/2035 primary']);
    await client.post('/provider/payment-methods', MASTERCARD);
    expect(await cardsOf()).toEqual(['4242 11/2035 primary', '4444 10/2033']);

    // The database holds the rule too: one row per provider, gateway and fingerprint.
    const [saved] = await t.db.query<{ fingerprint: string }>(
      "select fingerprint from private.payment_methods where user_id = $1 and last4 = '4242'",
      [owner.id],
    );
    expect(saved?.fingerprint).toMatch(/^fp_local_/);
    await expect(
      t.db.query(
        `insert into private.payment_methods
           (user_id, gateway, token, fingerprint, brand, last4, exp_month, exp_year, cardholder_name)
         values ($1, 'local', 'pm_local_other', $2, 'visa', '4242', 12, 2034, 'Pat Owner')`,
        [owner.id, saved?.fingerprint],
      ),
    ).rejects.toThrow(/payment_methods_one_per_fingerprint_key/);
    // A card saved before fingerprints (as the seed's demo card, with another expiry) is known by
    // brand and last four: paying with it again does not add it either.
    const legacy = await testProvider(t.db);
    await t.db.query(
      `insert into private.payment_methods
         (user_id, gateway, token, brand, last4, exp_month, exp_year, cardholder_name, is_primary)
       values ($1, 'local', 'pm_local_before_fingerprints', 'visa', '4242', 12, 2029, 'Pat Owner', true)`,
      [legacy.id],
    );
    await subscribe(app, payments, legacy, { planId: 'basic' });
    const legacyCards = await clientFor(app, t.db, legacy.id, clock.now).get('/provider/payment-methods');
    expect(legacyCards.body.data).toMatchObject([{ last4: '4242', isPrimary: true }]);
    expect(legacyCards.body.data).toHaveLength(1);
    // Another provider paying with the same card keeps their own.
    const other = await testProvider(t.db);
    await subscribe(app, payments, other, { planId: 'basic' });
    const otherCards = await clientFor(app, t.db, other.id, clock.now).get('/provider/payment-methods');
    expect(otherCards.body.data).toHaveLength(1);
  });

  it('schedules a downgrade for the next billing date, cancellable, and the renewal applies it', async () => {
    const { clock, app, payments, owner, client, runRenewals } = await setUp();
    await subscribe(app, payments, owner, { planId: 'premium' });
    expect(
      (await client.post('/provider/billing/plan-change', { planId: 'premium', interval: 'monthly' })).body,
    ).toEqual({
      status: 409,
      message: 'This is already your plan.',
    });

    const scheduled = await client.post('/provider/billing/plan-change', { planId: 'basic', interval: 'monthly' });
    expect(scheduled.body.data).toEqual({
      outcome: 'scheduled',
      amountCents: 0,
      url: null,
      effectiveAt: '2026-12-21T12:00:00.000Z',
    });
    expect((await client.get('/provider/billing')).body.data.subscription.scheduledChange).toMatchObject({
      planName: 'Basic',
      effectiveAt: '2026-12-21T12:00:00.000Z',
    });
    expect((await client.delete('/provider/billing/scheduled-change')).status).toBe(200);
    expect((await client.get('/provider/billing')).body.data.subscription.scheduledChange).toBeNull();
    expect((await client.delete('/provider/billing/scheduled-change')).status).toBe(409);
    await client.post('/provider/billing/plan-change', { planId: 'basic', interval: 'monthly' });

    clock.advance(29 * DAY);
    await runRenewals();
    expect((await client.get('/provider/billing')).body.data.subscription.planId).toBe('premium');
    clock.advance(DAY);
    await runRenewals();
    await runRenewals();
    const { data } = (await client.get('/provider/billing')).body;
    expect(data.subscription).toMatchObject({
      planId: 'basic',
      status: 'active',
      nextBillingDate: '2027-01-21T12:00:00.000Z',
      scheduledChange: null,
    });
    expect(data.invoices.map((invoice: { totalCents: number }) => invoice.totalCents)).toEqual([9900, 29900]);
  });

  it('Enterprise yearly to Legal monthly waits for the paid year to end: nothing charged, nothing lost', async () => {
    const { clock, app, payments, owner, client, runRenewals } = await setUp();
    await subscribe(app, payments, owner, { planId: 'enterprise', interval: 'yearly' });
    clock.advance(30 * DAY);
    const yearEnd = (await client.get('/provider/billing')).body.data.subscription.nextBillingDate;
    expect(yearEnd).toBe('2027-11-21T12:00:00.000Z');

    const change = await client.post('/provider/billing/plan-change', { planId: 'legal', interval: 'monthly' });
    expect(change).toEqual({
      status: 200,
      body: { status: 200, data: { outcome: 'scheduled', amountCents: 0, url: null, effectiveAt: yearEnd } },
    });
    const { data } = (await client.get('/provider/billing')).body;
    expect(data.subscription).toMatchObject({ planId: 'enterprise', nextBillingDate: yearEnd });
    expect(data.subscription.scheduledChange).toMatchObject({ planName: 'Legal Specialty', effectiveAt: yearEnd });
    expect(data.invoices.map((invoice: { totalCents: number }) => invoice.totalCents)).toEqual([499000]);

    clock.advance(Date.parse(yearEnd) - clock.now().getTime());
    await runRenewals();
    const renewed = (await client.get('/provider/billing')).body.data;
    expect(renewed.subscription).toMatchObject({ planId: 'legal', status: 'active', scheduledChange: null });
    expect(renewed.invoices.map((invoice: { totalCents: number }) => invoice.totalCents)).toEqual([39900, 499000]);
  });

  it('a cheaper plan later in the catalog (Enterprise to Legal, monthly) waits for the period end instead of applying for $0', async () => {
    const { clock, app, payments, owner, client } = await setUp();
    await subscribe(app, payments, owner, { planId: 'enterprise' });
    clock.advance(5 * DAY);
    const change = await client.post('/provider/billing/plan-change', { planId: 'legal', interval: 'monthly' });
    expect(change.body.data).toEqual({
      outcome: 'scheduled',
      amountCents: 0,
      url: null,
      effectiveAt: '2026-12-21T12:00:00.000Z',
    });
    expect((await client.get('/provider/billing')).body.data.subscription.planId).toBe('enterprise');
  });

  it('a failed renewal is past due, mails the provider and the admins once, unlists after the grace period, and lists again when paid', async () => {
    const { clock, app, payments, owner, client, mailer, runRenewals } = await setUp();
    const notices: { ownerId: string; listed: boolean }[] = [];
    const stop = await t.db.listen(PROVIDER_LISTING_CHANNEL, (payload) => notices.push(JSON.parse(payload)));
    const adminNotes = async () =>
      (
        await t.db.query<{ count: number }>(
          `select count(*)::int as count from system_notifications where message like $1`,
          [`%${'Pat Owner'}%`],
        )
      )[0]?.count;
    try {
      await subscribe(app, payments, owner, { planId: 'basic', card: DECLINES_LATER });
      const notesBefore = await adminNotes();
      clock.advance(30 * DAY);
      await runRenewals();
      await runRenewals();
      let subscription = (await client.get('/provider/billing')).body.data.subscription;
      expect(subscription).toMatchObject({
        status: 'past_due',
        pastDueSince: clock.now().toISOString(),
        unlisted: false,
      });
      expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
        [owner.email, 'Your Injury Assist payment failed'],
      ]);
      expect(await adminNotes()).toBe((notesBefore ?? 0) + 1);
      const bell = (await client.get('/provider/notifications')).body.data;
      expect(bell.filter((notice: { kind: string }) => notice.kind === 'paymentFailed')).toHaveLength(1);

      for (let day = 1; day < 7; day++) {
        clock.advance(DAY);
        await runRenewals();
      }
      expect((await client.get('/provider/billing')).body.data.subscription.unlisted).toBe(false);
      clock.advance(RENEWAL_GRACE_MS - 6 * DAY);
      await runRenewals();
      subscription = (await client.get('/provider/billing')).body.data.subscription;
      expect(subscription).toMatchObject({ status: 'past_due', unlisted: true });
      expect(mailer.sent.at(-1)?.subject).toBe('Your business is no longer listed');
      await t.db.query('select 1');
      expect(notices.filter((notice) => notice.ownerId === owner.id).at(-1)).toEqual({
        ownerId: owner.id,
        listed: false,
      });

      const added = await client.post('/provider/payment-methods', MASTERCARD);
      const mastercard = added.body.data.find((card: { brand: string }) => card.brand === 'mastercard');
      await client.post(`/provider/payment-methods/${mastercard.id}/primary`);
      clock.advance(DAY);
      await runRenewals();
      subscription = (await client.get('/provider/billing')).body.data.subscription;
      expect(subscription).toMatchObject({ status: 'active', pastDueSince: null, unlisted: false });
      await t.db.query('select 1');
      expect(notices.filter((notice) => notice.ownerId === owner.id).at(-1)).toEqual({
        ownerId: owner.id,
        listed: true,
      });
    } finally {
      await stop();
    }
  });

  it('saves cards through the gateway (first primary, later secondary), switches the primary, removes only secondary ones, and never stores or logs a number or CVV', async () => {
    const { app, client, logger } = await setUp();
    const first = await client.post('/provider/payment-methods', { ...VISA_SUCCEEDS, cvv: '731', cvc: undefined });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual([
      {
        id: expect.any(Number),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
        name: 'Ada Lovelace',
        isPrimary: true,
      },
    ]);
    const second = await client.post('/provider/payment-methods', MASTERCARD);
    const [visa, mastercard] = second.body.data;
    expect(mastercard).toMatchObject({ brand: 'mastercard', last4: '4444', isPrimary: false });

    expect((await client.delete(`/provider/payment-methods/${visa.id}`)).body).toEqual({
      status: 409,
      message: 'The primary card cannot be removed. Set another card as primary first.',
    });
    const switched = await client.post(`/provider/payment-methods/${mastercard.id}/primary`);
    expect(
      switched.body.data.map((card: { last4: string; isPrimary: boolean }) => [card.last4, card.isPrimary]),
    ).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    expect((await client.delete(`/provider/payment-methods/${visa.id}`)).body.data).toHaveLength(1);
    expect((await client.delete(`/provider/payment-methods/${visa.id}`)).status).toBe(404);

    expect(
      (await client.post('/provider/payment-methods', { ...MASTERCARD, number: '4000 0000 0000 0002' })).body,
    ).toEqual({ status: 402, message: 'Your card was declined. Try another card.' });
    expect(
      (await client.post('/provider/payment-methods', { ...MASTERCARD, number: '4242 4242 4242 4241' })).body,
    ).toEqual({
      status: 400,
      message: 'The card number is not valid.',
    });

    const everything = await t.db.query<{ text: string }>(
      `select string_agg(t::text, ' ') as text from (
         select row_to_json(x)::text as t from private.payment_methods x
         union all select row_to_json(x)::text from private.local_gateway_cards x
         union all select row_to_json(x)::text from private.checkout_sessions x
         union all select row_to_json(x)::text from private.invoices x) t`,
    );
    for (const secret of ['4242424242424242', '5555555555554444', '4242 4242 4242 4242', '5555 5555 5555 4444']) {
      expect(everything[0]?.text ?? '').not.toContain(secret);
      expect(logger.lines.join('\n')).not.toContain(secret);
    }
    expect(withoutTimesOfDay(logger.lines.join('\n'))).not.toMatch(/\b731\b/);
    expect((await app.request('/api/v1/provider/payment-methods')).status).toBe(401);
  });

  it('is for providers only', async () => {
    const { app, clock } = await setUp();
    const customer = await (await import('../testing/test-users')).createTestUser(t.db);
    const client = clientFor(app, t.db, customer.id, clock.now);
    expect((await client.get('/provider/billing')).body).toEqual({
      status: 403,
      message: 'This part of Injury Assist is for providers.',
    });
  });
});
