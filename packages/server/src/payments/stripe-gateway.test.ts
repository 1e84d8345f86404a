import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROVIDER_LISTING_CHANNEL } from '../billing/provider-listing';
import { describeEachDriver } from '../testing/describe-each-driver';
import { testPayments } from '../testing/payments';
import { DECLINED_PAYMENT_METHOD, type StripeRecorder, startStripeRecorder } from '../testing/stripe-recorder';
import { TEST_PUBLIC_URL } from '../testing/test-app-config';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';
import { checkCard } from './card-details';
import type { PaymentGateway } from './gateway';
import { listPaymentMethods } from './payment-methods';
import { createStripeGateway } from './stripe-gateway';
import { listInvoices, liveSubscriptions } from './subscriptions';

const WEBHOOK_SECRET = 'whsec_test_recorder_secret';
const START = new Date('2026-11-21T12:00:00Z');
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

describeEachDriver(
  'Stripe gateway',
  (t) => {
    let recorder: StripeRecorder;
    let gateway: PaymentGateway;
    beforeAll(async () => {
      recorder = await startStripeRecorder();
      gateway = createStripeGateway({ secretKey: 'sk_test_recorder', webhookSecret: WEBHOOK_SECRET, api: recorder });
    });
    afterAll(() => recorder.close());

    async function setUp() {
      const clock = testClock(START);
      const owner = await createTestUser(t.db, { type: 'provider' });
      const app = t.app({ now: clock.now, paymentGateway: gateway });
      const payments = testPayments(t.db, { now: clock.now, gateway });
      let events = 0;
      const deliver = (type: string, object: object, { at = clock.now(), secret = WEBHOOK_SECRET } = {}) => {
        const body = JSON.stringify({
          id: `evt_${owner.id.slice(0, 8)}_${++events}`,
          object: 'event',
          api_version: Stripe.API_VERSION,
          created: unix(at),
          type,
          data: { object },
        });
        const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: unix(at) });
        const send = async () => {
          const response = await app.request('/webhooks/payments', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body,
          });
          return { status: response.status, body: (await response.json()) as { outcome?: string; message?: string } };
        };
        return send();
      };
      return { clock, owner, app, payments, deliver };
    }

    it('opens a subscription-mode Checkout Session with the plan price and our own URLs', async () => {
      const { owner, payments } = await setUp();
      const { sessionId, url } = await payments.createCheckout({
        purpose: 'subscription',
        ownerId: owner.id,
        customerEmail: owner.email,
        referenceId: 'draft-1',
        successPath: '/payment-success',
        cancelPath: '/payment-cancel',
        plan: { planId: 'professional', interval: 'yearly' },
      });
      const request = recorder.requests.at(-1);
      expect(request?.path).toBe('/v1/checkout/sessions');
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
      expect(request?.headers['idempotency-key']).toBe(`checkout-${sessionId}`);
      expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
        mode: 'subscription',
        client_reference_id: sessionId,
        customer_email: owner.email,
        success_url: `${TEST_PUBLIC_URL}/payment-success?session_id=${sessionId}`,
        cancel_url: `${TEST_PUBLIC_URL}/payment-cancel?session_id=${sessionId}`,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '199000',
        'line_items[0][price_data][recurring][interval]': 'year',
        'line_items[0][price_data][product_data][name]': 'Professional plan',
        'metadata[checkout_session_id]': sessionId,
        'subscription_data[metadata][purpose]': 'subscription',
      });
      expect((await payments.findCheckout(sessionId))?.gatewaySessionId).toMatch(/^cs_test_/);

      // An add-on rides in the same subscription as its base plan.
      await payments.createCheckout({
        purpose: 'subscription',
        ownerId: owner.id,
        customerEmail: owner.email,
        referenceId: 'draft-1',
        successPath: '/payment-success',
        cancelPath: '/payment-cancel',
        plan: { planId: 'premium', interval: 'monthly', addonPlanIds: ['boost'] },
      });
      expect(Object.fromEntries(recorder.requests.at(-1)?.form ?? [])).toMatchObject({
        mode: 'subscription',
        'line_items[0][price_data][unit_amount]': '29900',
        'line_items[0][price_data][product_data][name]': 'Premium plan',
        'line_items[1][price_data][unit_amount]': '14900',
        'line_items[1][price_data][product_data][name]': 'Boost Add-On plan',
        'line_items[1][price_data][recurring][interval]': 'month',
      });

      await t.db.query(`update plans set stripe_price_monthly = 'price_basic_monthly' where id = 'basic'`);
      await payments.createCheckout({
        purpose: 'subscription',
        ownerId: owner.id,
        customerEmail: owner.email,
        referenceId: 'draft-1',
        successPath: '/payment-success',
        cancelPath: '/payment-cancel',
        plan: { planId: 'basic', interval: 'monthly' },
      });
      expect(Object.fromEntries(recorder.requests.at(-1)?.form ?? [])).toMatchObject({
        'line_items[0][price]': 'price_basic_monthly',
      });

      payments.onFulfilled('boost', async () => undefined);
      await payments.createCheckout({
        purpose: 'boost',
        ownerId: owner.id,
        customerEmail: owner.email,
        referenceId: 'boost-33101',
        successPath: '/dashboard/boost',
        cancelPath: '/dashboard/boost',
        lineItems: [{ description: 'Medical boost for 33101, weekly', amountCents: 29_900 }],
      });
      expect(Object.fromEntries(recorder.requests.at(-1)?.form ?? [])).toMatchObject({
        mode: 'payment',
        'line_items[0][price_data][unit_amount]': '29900',
        'line_items[0][price_data][product_data][name]': 'Medical boost for 33101, weekly',
        'payment_intent_data[metadata][reference_id]': 'boost-33101',
      });
    });

    it('follows the subscription through its signed events, once each', async () => {
      const { clock, owner, payments, deliver } = await setUp();
      const notices: string[] = [];
      const stop = await t.db.listen(PROVIDER_LISTING_CHANNEL, (payload) => notices.push(payload));
      try {
        const { sessionId } = await payments.createCheckout({
          purpose: 'subscription',
          ownerId: owner.id,
          customerEmail: owner.email,
          referenceId: 'draft-2',
          successPath: '/payment-success',
          cancelPath: '/payment-cancel',
          plan: { planId: 'premium', interval: 'monthly' },
        });
        const sub = `sub_${owner.id.slice(0, 8)}`;
        const customer = `cus_${owner.id.slice(0, 8)}`;
        const firstInvoice = `in_first_${owner.id.slice(0, 8)}`;
        const parent = { type: 'subscription_details', subscription_details: { subscription: sub } };
        const invoice = (id: string, start: Date, end: Date) => ({
          id,
          object: 'invoice',
          amount_paid: 29_900,
          parent,
          lines: {
            object: 'list',
            data: [{ description: '1 × Premium plan', amount: 29_900, period: { start: unix(start), end: unix(end) } }],
          },
        });

        // The first invoice may arrive before the checkout: nothing to attach it to yet.
        const early = await deliver('invoice.paid', invoice(firstInvoice, START, new Date('2026-12-21T12:00:00Z')));
        expect(early.body.outcome).toBe('ignored');

        const completed = await deliver('checkout.session.completed', {
          id: 'cs_test_x',
          object: 'checkout.session',
          client_reference_id: sessionId,
          customer,
          subscription: sub,
          invoice: firstInvoice,
          payment_status: 'paid',
        });
        expect(completed).toEqual({ status: 200, body: { received: true, outcome: 'processed' } });
        expect(await payments.findCheckout(sessionId)).toMatchObject({
          status: 'paid',
          gatewayCustomerId: customer,
          gatewaySubscriptionId: sub,
        });
        expect(await liveSubscriptions(t.db, owner.id)).toMatchObject([
          { planId: 'premium', status: 'active', gateway: 'stripe', gatewaySubscriptionId: sub },
        ]);
        expect(await listInvoices(t.db, owner.id)).toMatchObject([
          { gatewayInvoiceId: firstInvoice, totalCents: 29_900 },
        ]);

        // The first invoice delivered again after the checkout adds no second invoice.
        await deliver('invoice.paid', invoice(firstInvoice, START, new Date('2026-12-21T12:00:00Z')));
        expect(await listInvoices(t.db, owner.id)).toHaveLength(1);

        clock.advance(30 * 24 * 60 * 60 * 1000);
        const renewal = await deliver(
          'invoice.paid',
          invoice(
            `in_second_${owner.id.slice(0, 8)}`,
            new Date('2026-12-21T12:00:00Z'),
            new Date('2027-01-21T12:00:00Z'),
          ),
        );
        expect(renewal.body.outcome).toBe('processed');
        expect(await liveSubscriptions(t.db, owner.id)).toMatchObject([
          { currentPeriodEnd: new Date('2027-01-21T12:00:00Z'), status: 'active' },
        ]);
        expect(await listInvoices(t.db, owner.id)).toHaveLength(2);

        await deliver('invoice.payment_failed', { id: 'in_third', object: 'invoice', parent });
        expect(await liveSubscriptions(t.db, owner.id)).toMatchObject([
          { status: 'past_due', pastDueSince: clock.now() },
        ]);

        await deliver('customer.subscription.updated', {
          id: sub,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: true,
          items: {
            object: 'list',
            data: [
              {
                current_period_start: unix(new Date('2027-01-21T12:00:00Z')),
                current_period_end: unix(new Date('2027-02-21T12:00:00Z')),
              },
            ],
          },
        });
        expect(await liveSubscriptions(t.db, owner.id)).toMatchObject([
          {
            status: 'active',
            pastDueSince: null,
            cancelAtPeriodEnd: true,
            currentPeriodEnd: new Date('2027-02-21T12:00:00Z'),
          },
        ]);

        await deliver('customer.subscription.deleted', { id: sub, object: 'subscription', status: 'canceled' });
        expect(await liveSubscriptions(t.db, owner.id)).toEqual([]);
        await expect
          .poll(() => notices.map((notice) => JSON.parse(notice) as { listed: boolean }).map((notice) => notice.listed))
          .toEqual([true, true, false]);

        await deliver('customer.created', { id: customer, object: 'customer' }).then((answer) =>
          expect(answer.body.outcome).toBe('ignored'),
        );
      } finally {
        await stop();
      }
    });

    it('refuses a wrong, stale or tampered signature, and answers a replay as a duplicate', async () => {
      const { clock, owner, app, deliver } = await setUp();
      const object = { id: `sub_none_${owner.id.slice(0, 8)}`, object: 'subscription', status: 'canceled' };
      const wrong = await deliver('customer.subscription.deleted', object, { secret: 'whsec_forged' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toMatch(/^The Stripe signature was refused/);
      const stale = await deliver('customer.subscription.deleted', object, {
        at: new Date(clock.now().getTime() - 301_000),
      });
      expect(stale.status).toBe(400);

      const body = JSON.stringify({
        id: 'evt_tampered',
        object: 'event',
        type: 'customer.subscription.deleted',
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
        timestamp: unix(clock.now()),
      });
      const tampered = await app.request('/webhooks/payments', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: body.replace('canceled', 'active'),
      });
      expect(tampered.status).toBe(400);

      const replayBody = JSON.stringify({
        id: `evt_replay_${owner.id}`,
        object: 'event',
        type: 'customer.subscription.deleted',
        data: { object },
      });
      const replaySignature = Stripe.webhooks.generateTestHeaderString({
        payload: replayBody,
        secret: WEBHOOK_SECRET,
        timestamp: unix(clock.now()),
      });
      const send = () =>
        app.request('/webhooks/payments', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': replaySignature },
          body: replayBody,
        });
      expect(await (await send()).json()).toEqual({ received: true, outcome: 'ignored' });
      expect(await (await send()).json()).toEqual({ received: true, outcome: 'duplicate' });
    });

    it('tokenises through Stripe, charges off-session, opens the portal, and serves no local checkout page', async () => {
      const { owner, app, payments } = await setUp();
      expect(await payments.billingPortalUrl(owner.id, '/dashboard/subscriptions')).toBeNull();

      const checked = checkCard(
        { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
        START,
      );
      if (!checked.ok) throw new Error('The test card is valid.');
      const tokenized = await payments.tokenizeCard({
        ownerId: owner.id,
        customerEmail: owner.email,
        card: checked.card,
      });
      expect(tokenized).toMatchObject({
        ok: true,
        gatewayCustomerId: expect.stringMatching(/^cus_/),
        card: { token: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      });
      if (!tokenized.ok) throw new Error('Tokenised.');
      expect(recorder.requests.at(-1)?.path).toBe(`/v1/payment_methods/${tokenized.card.token}/attach`);
      expect(await listPaymentMethods(t.db, owner.id)).toEqual([]);

      const charge = (token: string) =>
        payments.chargeSavedCard({
          ownerId: owner.id,
          token,
          amountCents: 29_900,
          description: 'Renewal',
          reference: `r-${token}`,
        });
      expect(await charge(tokenized.card.token)).toEqual({ ok: true, chargeId: expect.stringMatching(/^pi_/) });
      expect(Object.fromEntries(recorder.requests.at(-1)?.form ?? [])).toMatchObject({
        amount: '29900',
        currency: 'usd',
        customer: tokenized.gatewayCustomerId,
        off_session: 'true',
        confirm: 'true',
      });
      expect(await charge(DECLINED_PAYMENT_METHOD)).toEqual({ ok: false, message: 'Your card was declined.' });

      expect(await payments.billingPortalUrl(owner.id, '/dashboard/subscriptions')).toMatch(
        /^https:\/\/billing\.stripe\.com\/p\/session\//,
      );
      expect(Object.fromEntries(recorder.requests.at(-1)?.form ?? [])).toEqual({
        customer: tokenized.gatewayCustomerId,
        return_url: `${TEST_PUBLIC_URL}/dashboard/subscriptions`,
      });

      expect((await app.request('/checkout/cs_anything')).status).toBe(404);
    });
  },
  { prepare: 'migrated' },
);
