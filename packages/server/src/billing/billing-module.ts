import type { Hono } from 'hono';
import { boostHandlers } from '../boosts/boost-routes';
import { boostExpiryJob, fulfilBoost } from '../boosts/boosts';
import type { Db } from '../db/db';
import { fulfilEventRegistration } from '../events/event-registrations';
import { eventHandlers } from '../events/event-routes';
import type { Job } from '../jobs/job-runner';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { Payments } from '../payments/payments';
import { billingHandlers, invoicePdfRoutes } from './billing-routes';
import { fulfilPlanChange } from './plan-changes';
import { refundRetryJob } from './refunds';
import { renewalJob } from './renewals';

/**
 * What providers pay for beyond the registration (issue 14): plan changes, saved cards and
 * invoices, ZIP-code boosts, and events with paid registrations. Registers what each paid
 * checkout delivers, and answers the API handlers, the invoice PDF route and the scheduled jobs
 * (renewals, boost expiry) for the server's job runner; the event mail goes through the
 * server's mail outbox (mail/mail-outbox.ts).
 */
export function setUpBilling({
  db,
  payments,
  mailer,
  now,
  logger,
}: {
  db: Db;
  payments: Payments;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
}): {
  handlers: ReturnType<typeof billingHandlers> & ReturnType<typeof boostHandlers> & ReturnType<typeof eventHandlers>;
  routes: Hono;
  jobs: Job[];
} {
  payments.onFulfilled('plan_change', (tx, session) => fulfilPlanChange(tx, session, now()));
  payments.onFulfilled('boost', (tx, session) => fulfilBoost(tx, session, now()));
  payments.onFulfilled('event_registration', (tx, session) => fulfilEventRegistration(tx, session, now()));
  return {
    handlers: {
      ...billingHandlers({ db, payments, now, logger }),
      ...boostHandlers({ db, payments, now }),
      ...eventHandlers({ db, payments, now }),
    },
    routes: invoicePdfRoutes({ db }),
    jobs: [renewalJob({ payments, mailer }), boostExpiryJob(), refundRetryJob(payments.gateway)],
  };
}
