import { expect, it } from 'vitest';
import { PROVIDER_LISTING_CHANNEL } from '../billing/provider-listing';
import { describeEachDriver } from '../testing/describe-each-driver';
import {
  capturingLogger,
  payOnCheckoutPage,
  testPayments,
  VISA_DECLINES,
  VISA_SUCCEEDS,
  withoutTimesOfDay,
} from '../testing/payments';
import { TEST_PAYMENTS_WEBHOOK_SECRET, TEST_PUBLIC_URL } from '../testing/test-app-config';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { checkCard } from './card-details';
import { createLocalGateway } from './local-gateway';
import { listPaymentMethods } from './payment-methods';
import { CheckoutRefused, type NewCheckout } from './payments';
import { cancelSubscription, listInvoices, liveSubscriptions, renewSubscription } from './subscriptions';
import { signPayload } from './webhook-signature';

const START = new Date('2026-11-21T12:00:00Z');
const HOUR = 60 * 60 * 1000;

describeEachDriver(
  'local checkout',
  (t) => {
    /** A provider, the app and a payments service on one moved clock. */
    async function setUp() {
      const clock = testClock(START);
      const owner = await createTestUser(t.db, { type: 'provider' });
      const logger = capturingLogger();
      const app = t.app({ now: clock.now, logger });
      const payments = testPayments(t.db, { now: clock.now });
      const subscribe = (planId = 'professional', interval: 'monthly' | 'yearly' = 'yearly') =>
        payments.createCheckout({
          purpose: 'subscription',
          ownerId: owner.id,
          customerEmail: owner.email,
          referenceId: `draft-${owner.id}`,
          successPath: '/payment-success',
          cancelPath: '/payment-cancel',
          plan: { planId, interval },
        });
      return { clock, owner, logger, app, payments, subscribe };
    }

    it('shows the amount, takes 4242…, and only the webhook activates the plan, records the invoice and lists', async () => {
      const { owner, app, payments, subscribe } = await setUp();
      const notices: string[] = [];
      const stop = await t.db.listen(PROVIDER_LISTING_CHANNEL, (payload) => notices.push(payload));
      try {
        const { sessionId, url } = await subscribe();
        expect(url).toBe(`${TEST_PUBLIC_URL}/checkout/${sessionId}`);
        expect((await payments.findCheckout(sessionId))?.status).toBe('pending');

        const page = await app.request(`/checkout/${sessionId}`);
        expect(page.status).toBe(200);
        expect(page.headers.get('cache-control')).toBe('no-store');
        expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
        const html = await page.text();
        expect(html).toContain('Professional plan, billed yearly');
        expect(html).toContain('Pay $1,990.00');
        expect(html).toContain(owner.email);
        expect(html).not.toMatch(/<script>/);

        const paid = await payOnCheckoutPage(app, sessionId, VISA_SUCCEEDS);
        expect(paid.status).toBe(303);
        expect(paid.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/payment-success?session_id=${sessionId}`);

        expect(await payments.findCheckout(sessionId)).toMatchObject({ status: 'paid', completedAt: START });
        const [subscription, ...others] = await liveSubscriptions(t.db, owner.id);
        expect(others).toEqual([]);
        expect(subscription).toMatchObject({
          planId: 'professional',
          interval: 'yearly',
          status: 'active',
          currentPeriodStart: START,
          currentPeriodEnd: new Date('2027-11-21T12:00:00Z'),
          cancelAtPeriodEnd: false,
          gateway: 'local',
        });
        const [invoice] = await listInvoices(t.db, owner.id);
        expect(invoice).toMatchObject({
          number: expect.stringMatching(/^INV-2026-\d{6}$/),
          subscriptionId: subscription?.id,
          checkoutSessionId: sessionId,
          issuedAt: START,
          lines: [{ description: 'Professional plan, billed yearly', amountCents: 199_000 }],
          totalCents: 199_000,
          status: 'paid',
          periodStart: START,
          periodEnd: new Date('2027-11-21T12:00:00Z'),
        });
        expect(await listPaymentMethods(t.db, owner.id)).toEqual([
          expect.objectContaining({
            brand: 'visa',
            last4: '4242',
            expMonth: 12,
            expYear: 2034,
            name: 'Ada Lovelace',
            isPrimary: true,
            token: expect.stringMatching(/^pm_local_/),
          }),
        ]);
        await expect.poll(() => notices).toEqual([JSON.stringify({ ownerId: owner.id, listed: true })]);

        // The page of a paid checkout cannot take a second payment.
        const again = await payOnCheckoutPage(app, sessionId, VISA_SUCCEEDS);
        expect(again.status).toBe(409);
        expect(await again.text()).toContain('This checkout has been paid.');
        expect(await listInvoices(t.db, owner.id)).toHaveLength(1);
      } finally {
        await stop();
      }
    });

    it("serves the page's script, stylesheet and font from our own origin", async () => {
      const { app } = await setUp();
      for (const [file, type] of [
        ['checkout.js', 'text/javascript; charset=utf-8'],
        ['checkout.css', 'text/css; charset=utf-8'],
        ['inter.woff2', 'font/woff2'],
      ]) {
        const response = await app.request(`/checkout/assets/${file}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
    });

    it('declines 4000…0002 with a message on the page and leaves nothing active; another card then pays', async () => {
      const { owner, app, payments, subscribe } = await setUp();
      const { sessionId } = await subscribe('basic', 'monthly');

      const declined = await payOnCheckoutPage(app, sessionId, VISA_DECLINES);
      expect(declined.status).toBe(402);
      const html = await declined.text();
      expect(html).toContain('role="alert">Your card was declined. Try another card.');
      expect(html).toContain('value="Ada Lovelace"');
      expect(html).toMatch(/id="number"[^>]*value=""/);
      expect(html).toMatch(/id="cvc"[^>]*value=""/);
      expect(await payments.findCheckout(sessionId)).toMatchObject({
        status: 'failed',
        failureMessage: 'Your card was declined. Try another card.',
      });
      expect(await liveSubscriptions(t.db, owner.id)).toEqual([]);
      expect(await listInvoices(t.db, owner.id)).toEqual([]);
      expect(await listPaymentMethods(t.db, owner.id)).toEqual([]);
      expect(await (await app.request(`/checkout/${sessionId}`)).text()).toContain('Your card was declined.');

      expect((await payOnCheckoutPage(app, sessionId, VISA_SUCCEEDS)).status).toBe(303);
      expect((await payments.findCheckout(sessionId))?.status).toBe('paid');
      expect(await liveSubscriptions(t.db, owner.id)).toMatchObject([{ planId: 'basic', interval: 'monthly' }]);
    });

    it('checks the card on the server too, and never shows the number or CVC again', async () => {
      const { app, subscribe } = await setUp();
      const { sessionId } = await subscribe();
      const response = await payOnCheckoutPage(app, sessionId, {
        number: '4242 4242 4242 4241',
        expiry: '13/30',
        cvc: '98',
        name: '',
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      for (const message of [
        'The card number is not valid.',
        'Enter the expiry date as MM/YY.',
        'Enter the 3-digit security code.',
        'Enter the name on the card.',
      ]) {
        expect(html).toContain(message);
      }
      expect(html).not.toContain('4241');
      expect(html).toContain('value="13/30"');
    });

    it('Cancel returns to the cancel URL and the checkout can no longer be paid', async () => {
      const { owner, app, payments, subscribe } = await setUp();
      const { sessionId } = await subscribe();
      const cancelled = await app.request(`/checkout/${sessionId}/cancel`, { method: 'POST' });
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/payment-cancel?session_id=${sessionId}`);
      expect((await payments.findCheckout(sessionId))?.status).toBe('cancelled');
      const late = await payOnCheckoutPage(app, sessionId, VISA_SUCCEEDS);
      expect(late.status).toBe(409);
      expect(await late.text()).toContain('This checkout was cancelled; nothing was charged.');
      expect(await liveSubscriptions(t.db, owner.id)).toEqual([]);
    });

    it('expires after 24 hours, and an unknown checkout is not found', async () => {
      const { clock, app, subscribe } = await setUp();
      const { sessionId } = await subscribe();
      clock.advance(24 * HOUR);
      const expired = await payOnCheckoutPage(app, sessionId, VISA_SUCCEEDS);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain('This checkout has expired; nothing was charged.');
      const unknown = await app.request('/checkout/cs_unknown');
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('This checkout link is not valid.');
    });

    it('stores and logs no card number or CVC anywhere, after a decline and a payment', async () => {
      const { app, logger, subscribe } = await setUp();
      const { sessionId } = await subscribe();
      await payOnCheckoutPage(app, sessionId, VISA_DECLINES);
      await payOnCheckoutPage(app, sessionId, VISA_SUCCEEDS);

      const tables = await t.db.query<{ table_schema: string; table_name: string }>(
        `select table_schema, table_name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
      );
      expect(tables.map((table) => table.table_name)).toEqual(
        expect.arrayContaining(['checkout_sessions', 'payment_events', 'payment_methods', 'local_gateway_cards']),
      );
      const dump: string[] = [...logger.lines];
      for (const { table_schema, table_name } of tables) {
        const rows = await t.db.query<{ row: string }>(
          `select t::text as row from "${table_schema}"."${table_name}" t`,
        );
        dump.push(...rows.map((row) => row.row));
      }
      expect(dump.join('\n')).toContain('4242');
      // The whole number (any grouping), its first twelve digits, and the CVC as a token of its own.
      const secrets = [
        /4242\D?4242\D?4242\D?4242/,
        /4000\D?0000\D?0000\D?0002/,
        /424242424242/,
        /(^|[^0-9A-Za-z])731([^0-9A-Za-z]|$)/,
      ];
      for (const line of dump.map(withoutTimesOfDay)) for (const secret of secrets) expect(line).not.toMatch(secret);
    });

    it('refuses forged, stale and malformed events with 400; a replay changes nothing', async () => {
      const { clock, owner, app, payments, subscribe } = await setUp();
      const { sessionId } = await subscribe();
      const gateway = createLocalGateway({
        db: t.db,
        publicUrl: TEST_PUBLIC_URL,
        webhookSecret: TEST_PAYMENTS_WEBHOOK_SECRET,
        now: clock.now,
      });
      const card = checkCard(VISA_SUCCEEDS, START);
      if (!card.ok) throw new Error('The test card is valid.');
      const tokenized = await gateway.tokenizeCard({
        card: card.card,
        customerEmail: owner.email,
        gatewayCustomerId: null,
      });
      if (!tokenized.ok) throw new Error('The test card tokenises.');
      const event = gateway.signedEvent(
        { checkoutSessionId: sessionId, card: tokenized.card },
        'checkout.session.completed',
      );
      const post = (body: string, headers: Headers) =>
        app.request('/webhooks/payments', { method: 'POST', headers, body });
      const withSignature = (signature: string) =>
        new Headers({ 'content-type': 'application/json', 'payments-signature': signature });

      const refusals = [
        [event.body, new Headers({ 'content-type': 'application/json' }), 'The event has no signature.'],
        [event.body, withSignature(signPayload(event.body, 'a-forger-guessing-the-secret', START)), 'does not match'],
        [event.body.replace('"card"', '"card" '), event.headers, 'does not match'],
        [
          event.body,
          withSignature(signPayload(event.body, TEST_PAYMENTS_WEBHOOK_SECRET, new Date(START.getTime() - 301_000))),
          'more than five minutes',
        ],
        [
          '{"id":1}',
          withSignature(signPayload('{"id":1}', TEST_PAYMENTS_WEBHOOK_SECRET, START)),
          'not a payment event',
        ],
      ] as const;
      for (const [body, headers, message] of refusals) {
        const response = await post(body, headers);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toContain(message);
      }
      expect((await payments.findCheckout(sessionId))?.status).toBe('pending');
      expect(await liveSubscriptions(t.db, owner.id)).toEqual([]);

      const first = await post(event.body, event.headers);
      expect(await first.json()).toEqual({ received: true, outcome: 'processed' });
      const replay = await post(event.body, event.headers);
      expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
      clock.advance(6 * 60 * 1000);
      expect((await post(event.body, event.headers)).status).toBe(400);
      expect(await listInvoices(t.db, owner.id)).toHaveLength(1);
    });

    it('processes one event delivered five times at once exactly once; paying again extends by a period', async () => {
      const { owner, app, payments, subscribe } = await setUp();
      const gateway = createLocalGateway({
        db: t.db,
        publicUrl: TEST_PUBLIC_URL,
        webhookSecret: TEST_PAYMENTS_WEBHOOK_SECRET,
        now: () => START,
      });
      const { sessionId } = await subscribe('premium', 'monthly');
      const event = gateway.signedEvent({ checkoutSessionId: sessionId }, 'checkout.session.completed');
      const answers = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const response = await app.request('/webhooks/payments', {
            method: 'POST',
            headers: event.headers,
            body: event.body,
          });
          return ((await response.json()) as { outcome: string }).outcome;
        }),
      );
      expect(answers.sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'processed']);
      const [first] = await listInvoices(t.db, owner.id);
      expect(await listInvoices(t.db, owner.id)).toHaveLength(1);
      expect(await liveSubscriptions(t.db, owner.id)).toMatchObject([
        { planId: 'premium', currentPeriodEnd: new Date('2026-12-21T12:00:00Z') },
      ]);

      const renewal = await subscribe('premium', 'monthly');
      expect((await payOnCheckoutPage(app, renewal.sessionId, VISA_SUCCEEDS)).status).toBe(303);
      expect(await liveSubscriptions(t.db, owner.id)).toMatchObject([
        { planId: 'premium', currentPeriodStart: START, currentPeriodEnd: new Date('2027-01-21T12:00:00Z') },
      ]);
      const [second] = await listInvoices(t.db, owner.id);
      expect(second).toMatchObject({
        periodStart: new Date('2026-12-21T12:00:00Z'),
        periodEnd: new Date('2027-01-21T12:00:00Z'),
      });
      const serial = (number = '') => Number(number.slice(-6));
      expect(serial(second?.number)).toBe(serial(first?.number) + 1);
      expect((await payments.findCheckout(renewal.sessionId))?.status).toBe('paid');
    });

    it('charges a saved card off-session: 4242 succeeds, 0341 and expired or unknown cards are declined', async () => {
      const { clock, owner, payments } = await setUp();
      const save = async (number: string, expiry = '12/34') => {
        const checked = checkCard({ ...VISA_SUCCEEDS, number, expiry }, clock.now());
        if (!checked.ok) throw new Error(`${number} is a valid card.`);
        const result = await payments.tokenizeCard({
          ownerId: owner.id,
          customerEmail: owner.email,
          card: checked.card,
        });
        if (!result.ok) throw new Error(`${number} tokenises.`);
        return result.card.token;
      };
      const charge = (token: string) =>
        payments.chargeSavedCard({
          ownerId: owner.id,
          token,
          amountCents: 9900,
          description: 'Basic plan renewal',
          reference: `renewal-${token}`,
        });
      expect(await charge(await save('4242424242424242'))).toEqual({
        ok: true,
        chargeId: expect.stringMatching(/^ch_local_/),
      });
      expect(await charge(await save('4000000000000341'))).toEqual({
        ok: false,
        message: 'Your card was declined. Try another card.',
      });
      expect(await charge('pm_local_forged')).toEqual({
        ok: false,
        message: 'This card is not on file. Add the card again.',
      });
      const expiring = await save('4242424242424242', '12/26');
      clock.advance(45 * 24 * HOUR);
      expect(await charge(expiring)).toEqual({ ok: false, message: 'The card has expired. Add a new card.' });

      const declinedAtOnce = checkCard(VISA_DECLINES, clock.now());
      if (!declinedAtOnce.ok) throw new Error('The decline card is valid.');
      expect(
        await payments.tokenizeCard({ ownerId: owner.id, customerEmail: owner.email, card: declinedAtOnce.card }),
      ).toEqual({
        ok: false,
        message: 'Your card was declined. Try another card.',
      });
    });

    it('bills an add-on with its base plan: one payment, one invoice, and it renews and ends with the plan', async () => {
      const { clock, owner, app, payments } = await setUp();
      const { sessionId } = await payments.createCheckout({
        purpose: 'subscription',
        ownerId: owner.id,
        customerEmail: owner.email,
        referenceId: `draft-${owner.id}`,
        successPath: '/payment-success',
        cancelPath: '/payment-cancel',
        plan: { planId: 'professional', interval: 'monthly', addonPlanIds: ['boost', 'boost'] },
      });
      expect(await (await app.request(`/checkout/${sessionId}`)).text()).toContain('Pay $348.00');
      await payOnCheckoutPage(app, sessionId, VISA_SUCCEEDS);

      const [base, addon, ...others] = await liveSubscriptions(t.db, owner.id);
      expect(others).toEqual([]);
      expect(base).toMatchObject({ planId: 'professional', addon: false, bundledWith: null, status: 'active' });
      expect(addon).toMatchObject({
        planId: 'boost',
        addon: true,
        interval: 'monthly',
        bundledWith: base?.id,
        currentPeriodEnd: base?.currentPeriodEnd,
      });
      expect(await listInvoices(t.db, owner.id)).toMatchObject([
        {
          lines: [
            { description: 'Professional plan, billed monthly', amountCents: 19_900 },
            { description: 'Boost Add-On plan, billed monthly', amountCents: 14_900 },
          ],
          totalCents: 34_800,
        },
      ]);

      if (!base) throw new Error('The base plan is live.');
      clock.advance(HOUR);
      const next = { start: base.currentPeriodEnd, end: new Date('2027-01-21T12:00:00Z') };
      await renewSubscription(t.db, base.id, next, clock.now());
      expect((await liveSubscriptions(t.db, owner.id)).map((live) => live.currentPeriodEnd)).toEqual([
        next.end,
        next.end,
      ]);
      await cancelSubscription(t.db, base.id, clock.now());
      expect(await liveSubscriptions(t.db, owner.id)).toEqual([]);
    });

    it('refuses checkouts it cannot open, and a second primary card', async () => {
      const { owner, payments } = await setUp();
      const base = {
        ownerId: owner.id,
        customerEmail: owner.email,
        referenceId: 'ref',
        successPath: '/payment-success',
        cancelPath: '/payment-cancel',
      };
      const refusals: [NewCheckout, string][] = [
        [
          { ...base, purpose: 'subscription', plan: { planId: 'gold', interval: 'monthly' } },
          'There is no plan "gold".',
        ],
        [
          {
            ...base,
            successPath: '//evil.example/x',
            purpose: 'subscription',
            plan: { planId: 'basic', interval: 'monthly' },
          },
          'Return addresses must be paths on this site',
        ],
        [
          {
            ...base,
            cancelPath: 'https://evil.example',
            purpose: 'subscription',
            plan: { planId: 'basic', interval: 'monthly' },
          },
          'Return addresses must be paths on this site',
        ],
        [
          { ...base, customerEmail: 'nobody', purpose: 'subscription', plan: { planId: 'basic', interval: 'monthly' } },
          'The customer e-mail address is not valid.',
        ],
        [
          { ...base, purpose: 'plan_change', plan: { planId: 'premium', interval: 'monthly' }, lineItems: [] },
          'A checkout has 1 to 20 line items.',
        ],
        [
          {
            ...base,
            purpose: 'subscription',
            plan: { planId: 'basic', interval: 'monthly', addonPlanIds: ['premium'] },
          },
          'Premium is not an add-on.',
        ],
        [
          { ...base, purpose: 'subscription', plan: { planId: 'boost', interval: 'monthly', addonPlanIds: ['boost'] } },
          'Boost Add-On is an add-on; add-ons go with a base plan.',
        ],
        [
          {
            ...base,
            purpose: 'plan_change',
            plan: { planId: 'premium', interval: 'monthly' },
            lineItems: [{ description: 'Upgrade', amountCents: 0 }],
          },
          'Each line item needs an amount',
        ],
      ];
      payments.onFulfilled('plan_change', async () => undefined);
      for (const [input, message] of refusals) {
        await expect(payments.createCheckout(input)).rejects.toThrow(CheckoutRefused);
        await expect(payments.createCheckout(input)).rejects.toThrow(message);
      }
      await expect(
        payments.createCheckout({
          ...base,
          purpose: 'boost',
          lineItems: [{ description: 'Boost', amountCents: 29_900 }],
        }),
      ).rejects.toThrow('Nothing fulfils a boost checkout yet.');

      const insertCard = (token: string) =>
        t.db.query(
          `insert into payment_methods (user_id, gateway, token, brand, last4, exp_month, exp_year, cardholder_name, is_primary)
           values ($1, 'local', $2, 'visa', '4242', 12, 2034, 'Ada', true)`,
          [owner.id, token],
        );
      await insertCard('pm_a');
      await expect(insertCard('pm_b')).rejects.toThrow(/payment_methods_one_primary_key/);
    });
  },
  { prepare: 'migrated' },
);
