import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { deliverQueuedMail } from '../mail/mail-outbox';
import type { PaymentGateway } from '../payments/gateway';
import { createStripeGateway } from '../payments/stripe-gateway';
import { recordInvoice } from '../payments/subscriptions';
import { clientFor, keepingMailer, subscribe, testProvider } from '../testing/billing';
import { describeEachDriver } from '../testing/describe-each-driver';
import { testPayments } from '../testing/payments';
import { DEMO_ADMIN_ID } from '../testing/sign-in';
import { ALREADY_REFUNDED_PAYMENT, type StripeRecorder, startStripeRecorder } from '../testing/stripe-recorder';
import { testClock } from '../testing/test-clock';
import { GATEWAY_UNREACHABLE_REFUND, REFUND_RETRY_AFTER_MS, refundedInFull, refundRetryJob } from './refunds';

const START = new Date('2026-11-21T12:00:00Z');

const pdfText = async (response: Response) => {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
};

interface HistoryRow {
  number: string;
  description: string;
  totalCents: number;
  status: string;
  pdfPath: string;
}

// A refund from the back office's Payments screen (issue 26) ends where the provider looks: a
// credit note beside the invoice in Billing History, as a PDF, and in their mailbox.
describeEachDriver('refunds from the admin Payments screen', (t) => {
  let recorder: StripeRecorder;
  let stripe: PaymentGateway;
  beforeAll(async () => {
    recorder = await startStripeRecorder();
    stripe = createStripeGateway({ secretKey: 'sk_test_recorder', webhookSecret: 'whsec_test', api: recorder });
  });
  afterAll(() => recorder.close());

  async function setUp(gateway?: PaymentGateway) {
    const clock = testClock(START);
    const app = t.app({ now: clock.now, paymentGateway: gateway });
    const owner = await testProvider(t.db);
    const provider = clientFor(app, t.db, owner.id, clock.now);
    const admin = clientFor(app, t.db, DEMO_ADMIN_ID, clock.now);
    const history = async (): Promise<HistoryRow[]> => (await provider.get('/provider/billing')).body.data.invoices;
    const invoiceId = async (number: string) =>
      Number((await t.db.query<{ id: number }>('select id from invoices where number = $1', [number]))[0]?.id);
    return { clock, app, owner, provider, admin, history, invoiceId };
  }

  it('refunds part of an invoice through the local gateway: the credit note is in Billing History, as a PDF and in the mailbox', async () => {
    const { clock, app, owner, provider, admin, history, invoiceId } = await setUp();
    await subscribe(app, testPayments(t.db, { now: clock.now }), owner, { planId: 'basic' });
    const [invoice] = await history();
    if (!invoice) throw new Error('The subscription left no invoice.');
    const id = await invoiceId(invoice.number);

    const listed = await admin.get(`/admin/payments?list=invoices&search=${encodeURIComponent(owner.email)}`);
    expect(listed.body.data).toMatchObject({
      total: 1,
      rows: [
        { kind: 'invoice', id: String(id), amount_cents: 9900, refunded_cents: 0, invoice_number: invoice.number },
      ],
    });

    const refund = await admin.post(`/admin/invoices/${id}/refunds`, { amountCents: 2500, reason: 'Listing was down' });
    expect(refund.status).toBe(200);
    const creditNote = refund.body.data.creditNoteNumber as string;
    expect(creditNote).toMatch(/^CN-2026-\d{6}$/);
    expect(refund.body).toMatchObject({
      message: `$25.00 refunded. Credit note ${creditNote} is e-mailed to the provider.`,
      data: { amountCents: 2500, refundedCents: 2500 },
    });

    expect(await history()).toMatchObject([
      { number: invoice.number, status: 'paid', totalCents: 9900 },
      {
        number: creditNote,
        status: 'credit',
        totalCents: 2500,
        description: `Credit note for invoice ${invoice.number}: Listing was down`,
        pdfPath: `/invoices/${creditNote}.pdf`,
      },
    ]);
    const text = await pdfText(await provider.raw(`/invoices/${creditNote}.pdf`));
    expect(text).toContain(`Credit note ${creditNote}`);
    expect(text).toContain(`Credits invoice ${invoice.number}`);
    expect(text).toMatch(/Total refunded\s+\$25\.00/);

    const mailer = keepingMailer();
    await deliverQueuedMail(t.db, mailer, clock.now(), () => undefined);
    const [mail] = mailer.sent.filter((message) => message.to === owner.email);
    expect(mail?.subject).toBe(`Credit note ${creditNote} for invoice ${invoice.number}`);
    expect(mail?.attachments?.[0]).toMatchObject({ filename: `${creditNote}.pdf`, contentType: 'application/pdf' });
    expect(
      Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const actions = await t.db.query<{ action: string; actor_id: string }>(
      `select action, actor_id from audit_log where record_kind = 'invoices' and record_id = $1 order by id`,
      [invoice.number],
    );
    expect(actions).toEqual([
      { action: 'invoices.refund', actor_id: DEMO_ADMIN_ID },
      { action: 'invoices.refund_succeeded', actor_id: DEMO_ADMIN_ID },
    ]);
  });

  it('refuses more than is left to refund with a sentence, then refunds the rest and nothing more', async () => {
    const { clock, app, owner, admin, history, invoiceId } = await setUp();
    await subscribe(app, testPayments(t.db, { now: clock.now }), owner, { planId: 'basic' });
    const [invoice] = await history();
    if (!invoice) throw new Error('The subscription left no invoice.');
    const id = await invoiceId(invoice.number);

    expect((await admin.post(`/admin/invoices/${id}/refunds`, { amountCents: 9901, reason: '' })).body).toEqual({
      status: 400,
      message: `You can refund at most $99.00 of invoice ${invoice.number}.`,
    });
    expect((await admin.post(`/admin/invoices/${id}/refunds`, { amountCents: 4000, reason: '' })).status).toBe(200);
    expect((await admin.post(`/admin/invoices/${id}/refunds`, { amountCents: 6000, reason: '' })).body).toEqual({
      status: 400,
      message: `You can refund at most $59.00 of invoice ${invoice.number}; $40.00 of it has been refunded already.`,
    });
    expect((await admin.post(`/admin/invoices/${id}/refunds`, { amountCents: 5900, reason: '' })).status).toBe(200);
    expect((await admin.post(`/admin/invoices/${id}/refunds`, { amountCents: 1, reason: '' })).body).toEqual({
      status: 400,
      message: refundedInFull(invoice.number),
    });
    expect((await admin.post(`/admin/invoices/${id}/refunds`, { amountCents: 0, reason: '' })).status).toBe(400);
    expect((await history()).map((row) => row.status)).toEqual(['paid', 'credit', 'credit']);
    expect((await admin.post('/admin/invoices/2147483647/refunds', { amountCents: 1, reason: '' })).status).toBe(404);
  });

  it('refunds a Stripe invoice through the Refunds API with an idempotency key, and the credit note reaches Billing History', async () => {
    const { clock, owner, admin, history, invoiceId } = await setUp(stripe);
    const stripeInvoice = `in_${owner.id.slice(0, 8)}`;
    const invoice = await recordInvoice(t.db, {
      ownerId: owner.id,
      subscriptionId: null,
      checkoutSessionId: null,
      issuedAt: clock.now(),
      lines: [{ description: 'Premium plan, monthly', amountCents: 29_900 }],
      totalCents: 29_900,
      currency: 'usd',
      status: 'paid',
      periodStart: null,
      periodEnd: null,
      gateway: 'stripe',
      gatewayInvoiceId: stripeInvoice,
    });
    const refund = await admin.post(`/admin/invoices/${await invoiceId(invoice.number)}/refunds`, {
      amountCents: 10_000,
      reason: '',
    });
    expect(refund.status).toBe(200);

    const call = recorder.requests.find(
      (request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === `pi_for_${stripeInvoice}`,
    );
    expect(call?.form.get('amount')).toBe('10000');
    expect(String(call?.headers['idempotency-key'])).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(await history()).toMatchObject([
      { number: invoice.number, totalCents: 29_900 },
      { number: refund.body.data.creditNoteNumber, status: 'credit', totalCents: 10_000 },
    ]);
  });

  it("shows Stripe's refusal and frees the amount again", async () => {
    const { clock, owner, admin, history } = await setUp(stripe);
    const invoice = await recordInvoice(t.db, {
      ownerId: owner.id,
      subscriptionId: null,
      checkoutSessionId: null,
      issuedAt: clock.now(),
      lines: [{ description: 'Renewal', amountCents: 9900 }],
      totalCents: 9900,
      currency: 'usd',
      status: 'paid',
      periodStart: null,
      periodEnd: null,
      gateway: 'stripe',
      gatewayInvoiceId: ALREADY_REFUNDED_PAYMENT,
    });
    const refused = await admin.post(`/admin/invoices/${invoice.id}/refunds`, { amountCents: 9900, reason: '' });
    expect(refused.body).toEqual({
      status: 409,
      message: `Charge ${ALREADY_REFUNDED_PAYMENT} has already been refunded.`,
    });
    expect((await history()).map((row) => row.status)).toEqual(['paid']);
    const [left] = await t.db.query<{ status: string }>('select status from refunds where invoice_id = $1', [
      invoice.id,
    ]);
    expect(left?.status).toBe('failed');
  });

  it('keeps a refund pending while the gateway cannot be reached, and the retry job settles it once', async () => {
    let reachable = false;
    let refunds = 0;
    const flaky: PaymentGateway = {
      ...stripe,
      refund: async (input) => {
        if (!reachable) throw new Error('connect ECONNREFUSED');
        refunds++;
        return stripe.refund(input);
      },
    };
    const { clock, owner, admin, history } = await setUp(flaky);
    const invoice = await recordInvoice(t.db, {
      ownerId: owner.id,
      subscriptionId: null,
      checkoutSessionId: null,
      issuedAt: clock.now(),
      lines: [{ description: 'Renewal', amountCents: 9900 }],
      totalCents: 9900,
      currency: 'usd',
      status: 'paid',
      periodStart: null,
      periodEnd: null,
      gateway: 'stripe',
      gatewayInvoiceId: `pi_${owner.id.slice(0, 8)}`,
    });
    const pending = await admin.post(`/admin/invoices/${invoice.id}/refunds`, { amountCents: 9900, reason: '' });
    expect(pending.body).toEqual({ status: 503, message: GATEWAY_UNREACHABLE_REFUND });
    // What is pending is not there to refund a second time.
    expect((await admin.post(`/admin/invoices/${invoice.id}/refunds`, { amountCents: 1, reason: '' })).status).toBe(
      400,
    );

    reachable = true;
    clock.advance(REFUND_RETRY_AFTER_MS + 1);
    const job = refundRetryJob(flaky);
    await job.run({ db: t.db, now: clock.now(), logger: silentLogger });
    await job.run({ db: t.db, now: clock.now(), logger: silentLogger });
    expect(refunds).toBe(1);
    expect((await history()).map((row) => [row.status, row.totalCents])).toEqual([
      ['paid', 9900],
      ['credit', 9900],
    ]);
  });
});
