import { INVOICE_RETENTION_YEARS } from '@injury-assist/domain';
import type { Db } from '../db/db';
import { MAX_ATTEMPTS as OUTBOX_GIVEN_UP_ATTEMPTS } from '../mail/mail-outbox';

const DAY_MS = 24 * 60 * 60_000;
const YEAR_MS = 365 * DAY_MS;

/**
 * How long the platform keeps what it holds about people (docs/your-data-and-retention.md).
 * Bookings stay three years after their date: long enough for a dispute, a review or an insurer's
 * question about a visit; the people's own records (medical, legal) are the providers' to keep.
 */
export const BOOKING_KEEP_MS = 3 * YEAR_MS;
/** Invoices of a deleted account are kept seven years after issue: US tax records (IRS). */
export const INVOICE_KEEP_MS = INVOICE_RETENTION_YEARS * YEAR_MS;
/** Mail handed over (or given up) is kept a month, for anyone asking whether a message went out. */
export const SENT_MAIL_KEEP_MS = 30 * DAY_MS;
/** A provider's notifications (the bell) are kept a year. */
export const NOTIFICATION_KEEP_MS = YEAR_MS;
/** Payment webhook receipts keep a gateway's repeats from counting twice; gateways repeat for days, not a year. */
export const PAYMENT_EVENT_KEEP_MS = YEAR_MS;
/** A lead event names the customer for two years; after that it counts for the provider's charts only. */
export const LEAD_CUSTOMER_KEEP_MS = 2 * YEAR_MS;

/**
 * The retention steps of the housekeeping job, each a plain delete or update by age, so running
 * them twice, or in two processes, is harmless. Answers how many rows each step touched.
 */
export async function applyRetention(db: Db, now: Date): Promise<[string, number][]> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = async (sql: string, params: unknown[]) => (await db.query(`${sql} returning 1`, params)).length;
  return [
    [
      'bookings past their keeping',
      await count("delete from bookings where date < ($1::timestamptz at time zone 'UTC')::date", [
        before(BOOKING_KEEP_MS),
      ]),
    ],
    [
      "deleted accounts' old invoices",
      await count(
        `delete from private.invoices i using private.users u
          where u.id = i.user_id and u.deleted_at is not null and i.issued_at < $1`,
        [before(INVOICE_KEEP_MS)],
      ),
    ],
    [
      'deleted accounts with nothing left to keep',
      await count(
        `delete from private.users u
          where u.deleted_at is not null
            and not exists (select 1 from bookings b where b.user_id = u.id)
            and not exists (select 1 from private.invoices i where i.user_id = u.id)`,
        [],
      ),
    ],
    [
      'sent or given-up mail',
      await count('delete from private.mail_outbox where created_at < $1 and (sent_at is not null or attempts >= $2)', [
        before(SENT_MAIL_KEEP_MS),
        OUTBOX_GIVEN_UP_ATTEMPTS,
      ]),
    ],
    [
      'sent event mail',
      await count('delete from private.event_mail_outbox where created_at < $1 and sent_at is not null', [
        before(SENT_MAIL_KEEP_MS),
      ]),
    ],
    [
      'old provider notifications',
      await count('delete from private.provider_notifications where created_at < $1', [before(NOTIFICATION_KEEP_MS)]),
    ],
    [
      'old payment webhook receipts',
      await count('delete from private.payment_events where received_at < $1', [before(PAYMENT_EVENT_KEEP_MS)]),
    ],
    [
      'customer links of old lead events',
      await count(
        'update private.lead_events set customer_id = null where customer_id is not null and occurred_at < $1',
        [before(LEAD_CUSTOMER_KEEP_MS)],
      ),
    ],
  ];
}
