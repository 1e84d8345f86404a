import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { storedName, uploadFile } from '../uploads/upload-store';

/** The JSON file at the top of the ZIP. */
export const EXPORT_JSON_NAME = 'my-data.json';
/** Uploaded files go under this folder of the ZIP, by their stored names. */
export const EXPORT_FILES_FOLDER = 'files/';

/** Everything the platform holds about one account, as the export's JSON file has it. */
export interface AccountData {
  exported_at: string;
  account: Record<string, unknown>;
  bookings: Record<string, unknown>[];
  concerns: Record<string, unknown>[];
  reviews: Record<string, unknown>[];
  event_registrations: Record<string, unknown>[];
  business: Record<string, unknown> | null;
  business_locations: Record<string, unknown>[];
  business_events: Record<string, unknown>[];
  business_bookings: Record<string, unknown>[];
  invoices: Record<string, unknown>[];
  payment_methods: Record<string, unknown>[];
  subscriptions: Record<string, unknown>[];
  notifications: Record<string, unknown>[];
  security_events: Record<string, unknown>[];
  calendar_feed: { exists: boolean; created_at: Date | null };
  files: { name: string; content_type: string; size: number; uploaded_at: Date }[];
}

type Row = Record<string, unknown>;

/**
 * Reads what the export holds, in the caller's transaction so the parts agree with each other.
 * Secrets stay out: password hashes, card tokens, the calendar feed's token, session ids.
 */
export async function readAccountData(tx: Db, userId: string, now: Date): Promise<AccountData> {
  const rows = (sql: string) => tx.query<Row>(sql, [userId]);
  const [account] = await rows(
    `select id, email, name, username, phone, gender, dob, user_type, is_verified, created_at,
            last_sign_in_at, profile_picture, user_metadata
       from private.users where id = $1`,
  );
  if (!account) throw new Error(`No account ${userId} to export.`);
  const [business] = await rows(
    `select id, business_name, name, bio, experience, education, phone, email, website, video_url,
            picture, logo_url, logo_upload, rating, review_count, verification_status, listed,
            profile_visible, show_email, show_phone, allow_messages, email_notifications,
            sms_notifications, appointment_reminders, marketing_emails, system_updates, created_at
       from service_providers where user_id = $1`,
  );
  const [feed] = await rows('select created_at from private.calendar_feeds where user_id = $1');
  const files = await tx.query<{ path: string; content_type: string; size: number; created_at: Date }>(
    'select path, content_type, size, created_at from uploads where owner_id = $1 order by id',
    [userId],
  );

  return {
    exported_at: now.toISOString(),
    account,
    bookings: await rows(
      `select b.booking_id, p.business_name as provider, b.address, b.date, b.slot, b.day,
              b.booking_status, b.cancel_reason, b.created_at
         from bookings b join service_providers p on p.id = b.provider_id
        where b.user_id = $1 order by b.date, b.id`,
    ),
    concerns: await rows(
      'select id, title, description, priority, status, created_at from concerns where user_id = $1 order by id',
    ),
    reviews: await rows(
      `select r.id, p.business_name as provider, r.rating, r.body, r.author, r.created_at
         from reviews r join service_providers p on p.id = r.provider_id
        where r.user_id = $1 order by r.id`,
    ),
    event_registrations: await rows(
      `select e.title as event, e.event_date, e.event_time, e.location, r.status, r.registered_at
         from event_registrations r join events e on e.id = r.event_id
        where r.user_id = $1 order by r.id`,
    ),
    business: business ?? null,
    business_locations: await rows(
      `select l.id, l.address, l.zipcode, l.time_zone, l.business_hours, l.google_my_business_link, l.removed_at
         from provider_locations l join service_providers p on p.id = l.provider_id
        where p.user_id = $1 order by l.id`,
    ),
    business_events: await rows(
      `select e.title, e.description, e.event_date, e.event_time, e.location, e.category,
              e.registration_fee, e.max_attendees, e.current_attendees, e.is_active, e.status, e.created_at
         from events e join service_providers p on p.id = e.provider_id
        where p.user_id = $1 order by e.created_at`,
    ),
    // What the provider's Appointments already shows them: the customer's name, not their contact details.
    business_bookings: await rows(
      `select b.booking_id, u.name as customer, b.address, b.date, b.slot, b.booking_status, b.cancel_reason, b.created_at
         from bookings b
         join service_providers p on p.id = b.provider_id
         join private.users u on u.id = b.user_id
        where p.user_id = $1 order by b.date, b.id`,
    ),
    invoices: await rows(
      `select number, issued_at, lines, total_cents, currency, status, period_start, period_end
         from private.invoices where user_id = $1 order by issued_at, id`,
    ),
    payment_methods: await rows(
      `select brand, last4, exp_month, exp_year, cardholder_name, is_primary, created_at
         from private.payment_methods where user_id = $1 order by id`,
    ),
    subscriptions: await rows(
      `select plan_id, addon, billing_interval, status, current_period_start, current_period_end,
              cancel_at_period_end, created_at
         from private.subscriptions where user_id = $1 order by id`,
    ),
    notifications: await rows(
      `select kind, title, message, booking_id, is_read, created_at
         from private.provider_notifications where user_id = $1 order by id`,
    ),
    security_events: await securityEvents(tx, userId),
    calendar_feed: { exists: Boolean(feed), created_at: (feed?.created_at as Date | undefined) ?? null },
    files: files.flatMap(({ path, content_type, size, created_at }) => {
      const name = storedName(path);
      return name ? [{ name: `${EXPORT_FILES_FOLDER}${name}`, content_type, size, uploaded_at: created_at }] : [];
    }),
  };
}

/**
 * A person's security events (sign-ins, password changes), from the table another part of issue 26
 * keeps, when this database has it: found by name in the catalogue, so the export works before
 * and after that table exists.
 */
async function securityEvents(tx: Db, userId: string): Promise<Row[]> {
  const [table] = await tx.query<{ name: string }>(
    `select format('%I.%I', c.table_schema, c.table_name) as name
       from information_schema.columns c
      where c.table_name = 'security_events' and c.column_name = 'user_id'
        and c.table_schema in ('public', 'private')
      order by c.table_schema = 'private' desc limit 1`,
  );
  if (!table) return [];
  // The name comes from the catalogue, quoted by format('%I'), never from a client.
  return tx.query<Row>(`select * from ${table.name} where user_id = $1`, [userId]);
}

/**
 * The ZIP, written as it is read: the JSON first, then each uploaded file read from disk only
 * when the archive reaches it (one file open at a time). A file gone from disk is left out.
 */
export function accountZip(data: AccountData, uploadsDir: string, logger: Logger): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  const mtime = new Date(data.exported_at);
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), EXPORT_JSON_NAME, { mtime });
  for (const file of data.files) {
    zip.addReadStreamLazy(file.name, { mtime: file.uploaded_at, compress: false }, (done) => {
      const stored = file.name.slice(EXPORT_FILES_FOLDER.length);
      uploadFile(uploadsDir, `/uploads/${stored}`).then(
        (path) => {
          if (path) return done(null, createReadStream(path));
          logger.warn(`The export left out ${stored}: the file is no longer on disk.`);
          done(null, Readable.from([]));
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), Readable.from([])),
      );
    });
  }
  zip.end();
  // yazl writes into a PassThrough, which its types call a plain NodeJS.ReadableStream.
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}
