import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form the SDK sent, keys as Stripe writes them (`line_items[0][price_data][currency]`). */
  form: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

export interface StripeRecorder {
  host: string;
  port: number;
  protocol: 'http';
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** The payment method the recorder declines off-session, as Stripe's test pm_card_chargeDeclined. */
export const DECLINED_PAYMENT_METHOD = 'pm_card_chargeDeclined';

/** A PaymentIntent the recorder says was refunded already, as Stripe refuses a second full refund. */
export const ALREADY_REFUNDED_PAYMENT = 'pi_already_refunded';

/**
 * A local stand-in for api.stripe.com that answers the calls the Stripe gateway makes with the
 * shapes Stripe answers, and records every request, so the real SDK can be tested offline.
 */
export async function startStripeRecorder(): Promise<StripeRecorder> {
  const requests: RecordedRequest[] = [];
  let counter = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '/';
      const form = new URLSearchParams(body);
      requests.push({ method: request.method ?? 'GET', path, form, headers: request.headers });
      const [status, answer] = answerFor(path, form, ++counter);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    protocol: 'http',
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answerFor(path: string, form: URLSearchParams, n: number): [number, unknown] {
  if (path === '/v1/checkout/sessions') {
    const id = `cs_test_${n}`;
    return [
      200,
      { id, object: 'checkout.session', mode: form.get('mode'), url: `https://checkout.stripe.com/c/pay/${id}` },
    ];
  }
  if (path === '/v1/billing_portal/sessions') {
    return [
      200,
      { id: `bps_${n}`, object: 'billing_portal.session', url: `https://billing.stripe.com/p/session/test_${n}` },
    ];
  }
  if (path === '/v1/payment_intents') {
    if (form.get('payment_method') === DECLINED_PAYMENT_METHOD) {
      return [402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }];
    }
    return [200, { id: `pi_${n}`, object: 'payment_intent', status: 'succeeded', amount: Number(form.get('amount')) }];
  }
  if (path === '/v1/customers') return [200, { id: `cus_${n}`, object: 'customer', email: form.get('email') }];
  if (path === '/v1/payment_methods') {
    return [
      200,
      {
        id: `pm_${n}`,
        object: 'payment_method',
        type: 'card',
        card: {
          brand: 'visa',
          last4: form.get('card[number]')?.slice(-4),
          exp_month: Number(form.get('card[exp_month]')),
          exp_year: Number(form.get('card[exp_year]')),
        },
      },
    ];
  }
  if (path === '/v1/refunds') {
    if (form.get('payment_intent') === ALREADY_REFUNDED_PAYMENT) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ${ALREADY_REFUNDED_PAYMENT} has already been refunded.`,
          },
        },
      ];
    }
    const payment = form.get('payment_intent') ?? form.get('charge');
    return [200, { id: `re_${n}`, object: 'refund', status: 'succeeded', amount: Number(form.get('amount')), payment }];
  }
  const invoicePayments = /^\/v1\/invoice_payments\?(.*)$/.exec(path);
  if (invoicePayments) {
    const invoice = new URLSearchParams(invoicePayments[1]).get('invoice');
    const data = [
      {
        id: `inpay_${n}`,
        object: 'invoice_payment',
        invoice,
        payment: { type: 'payment_intent', payment_intent: `pi_for_${invoice}` },
      },
    ];
    return [200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' }];
  }
  const session = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(path);
  if (session) {
    return [200, { id: session[1], object: 'checkout.session', payment_intent: `pi_for_${session[1]}`, invoice: null }];
  }
  const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
  if (attach) return [200, { id: attach[1], object: 'payment_method', customer: form.get('customer') }];
  return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path}).` } }];
}
