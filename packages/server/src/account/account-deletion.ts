import { BOOKING_STATUS, FORMER_CUSTOMER, FORMER_PROVIDER } from '@injury-assist/domain';
import { type AuditEntry, recordAudit } from '../audit/audit-log';
import { recordBookingActivity } from '../bookings/booking-activity';
import type { InviteOrganizer } from '../bookings/booking-mail';
import { listAppointments } from '../bookings/booking-queries';
import type { Db } from '../db/db';
import type { MailMessage } from '../mail/mailer';
import { appointmentMail } from '../provider/appointment-mail';
import { applyAction, findProviderAppointment } from '../provider/provider-appointments';
import { storedName } from '../uploads/upload-store';

/** The reason a provider reads on a booking cancelled because its customer's account was deleted. */
export const CUSTOMER_LEFT_REASON = 'The customer has closed their account.';
/** The reason a customer reads when their provider's account is deleted. */
export const PROVIDER_LEFT_REASON = 'The provider has closed their account on Injury Assist.';

/** The stand-in address of a deleted account: unique, and no mail is ever delivered to it (RFC 2606). */
export const deletedAddress = (userId: string) => `deleted-${userId}@deleted.invalid`;

export interface AccountDeletion {
  /** Mail for the other side of each cancelled booking, to send after commit. */
  mail: MailMessage[];
  /** Stored names of the account's uploaded files, to remove from disk after commit. */
  files: string[];
  cancelledBookings: number;
}

const LIVE = [BOOKING_STATUS.pending, BOOKING_STATUS.confirmed] as readonly number[];

/**
 * Deletes `userId`'s account inside the caller's transaction (I/O is left to the caller, after
 * commit). What others need stays, without the person: bookings (the other side's history) and
 * invoices (kept for the tax period, docs/your-data-and-retention.md) point at a nameless
 * stand-in row, and reviews read "Former customer". Everything else goes: profile, concerns,
 * cards, sessions, links, notifications, calendar feed, uploads; future bookings are cancelled
 * and the other side told; a provider's business is unlisted and its future events withdrawn.
 */
export async function deleteAccount(
  tx: Db,
  {
    userId,
    now,
    organizer,
    audit,
  }: {
    userId: string;
    now: Date;
    organizer: InviteOrganizer;
    audit: Pick<AuditEntry, 'clientIp'>;
  },
): Promise<AccountDeletion | undefined> {
  const [user] = await tx.query<{ id: string; email: string; name: string; user_type: string }>(
    'select id, email, name, user_type from private.users where id = $1 and deleted_at is null for update',
    [userId],
  );
  if (!user) return undefined;
  const run = (sql: string, params: unknown[] = [userId]) => tx.query(sql, params);
  const mail: MailMessage[] = [];

  // The customer's future bookings: the provider is told as if the customer had cancelled.
  const upcoming = (await listAppointments(tx, userId, now)).filter(
    (row) => LIVE.includes(row.booking_status) && row.starts_at > now,
  );
  for (const appointment of upcoming) {
    await tx.query('update bookings set booking_status = $2, cancel_reason = $3 where booking_id = $1', [
      appointment.booking_id,
      BOOKING_STATUS.cancelledByCustomer,
      CUSTOMER_LEFT_REASON,
    ]);
    const told = await recordBookingActivity(
      tx,
      { kind: 'bookingCancelled', appointment, customerName: user.name },
      now,
    );
    if (told) mail.push(told);
  }

  // The provider's business: future bookings cancelled with a reason the customer is mailed.
  const businesses = (await run('select id from service_providers where user_id = $1')).map(
    (row) => (row as { id: number }).id,
  );
  const atBusiness = await tx.query<{ booking_id: string }>(
    `select b.booking_id from bookings b join provider_locations l on l.id = b.location_id
      where b.provider_id = any($1::int[]) and b.booking_status = any($2::smallint[])
        and (b.date + split_part(b.slot, ' - ', 1)::time) at time zone l.time_zone > $3
      order by b.id`,
    [businesses, LIVE, now],
  );
  for (const { booking_id } of atBusiness) {
    const row = await findProviderAppointment(tx, booking_id, now);
    if (!row) continue;
    const cancelled = await applyAction(tx, row, 'cancel', PROVIDER_LEFT_REASON);
    mail.push(appointmentMail('cancel', cancelled, PROVIDER_LEFT_REASON, now, organizer));
  }
  if (businesses.length > 0) {
    // Unlisting clears the search cache (migration 0013's triggers); the name stays on customers' bookings.
    await run(
      `update service_providers
          set listed = false, profile_visible = false, name = $2, bio = '', experience = '', education = '',
              phone = null, email = null, website = null, video_url = null, picture = null, logo_url = null,
              logo_upload = null, show_email = false, show_phone = false, allow_messages = false,
              email_notifications = false, sms_notifications = false, appointment_reminders = false,
              marketing_emails = false, system_updates = false
        where id = any($1::int[])`,
      [businesses, FORMER_PROVIDER],
    );
    // Deleting an event mails its registrants (migration 0024's outbox); past events stay for their history.
    await run(
      `delete from events where provider_id = any($1::int[]) and event_date >= ($2::timestamptz at time zone 'UTC')::date`,
      [businesses, now],
    );
    await run(
      `update private.subscriptions set status = 'cancelled', cancel_at_period_end = false, updated_at = $2
        where user_id = $1 and status <> 'cancelled'`,
      [userId, now],
    );
  }

  await run('update reviews set user_id = null, author = $2 where user_id = $1', [userId, FORMER_CUSTOMER]);
  await run('update private.lead_events set customer_id = null where customer_id = $1');
  for (const table of [
    'concerns',
    'private.payment_methods',
    'private.billing_customers',
    'private.calendar_feeds',
    'private.provider_notifications',
    'private.auth_one_time_tokens',
    'private.auth_sessions',
    'private.provider_registrations',
    'private.checkout_sessions',
  ]) {
    await run(`delete from ${table} where user_id = $1`);
  }
  await run('delete from private.pending_registrations where lower(email) = lower($1)', [user.email]);
  const uploads = await tx.query<{ path: string }>('delete from uploads where owner_id = $1 returning path', [userId]);

  await run(
    `update private.users
        set email = $2, name = $3, username = null, phone = null, gender = null, dob = null,
            profile_picture = null, password_hash = null, user_metadata = '{}', is_verified = false,
            last_sign_in_at = null, deleted_at = $4
      where id = $1`,
    [userId, deletedAddress(userId), user.user_type === 'provider' ? FORMER_PROVIDER : FORMER_CUSTOMER, now],
  );
  // Its registrations for events go with it; the business loses its owner (both by foreign key).
  await run('delete from profiles where id = $1');

  const cancelledBookings = upcoming.length + atBusiness.length;
  await recordAudit(tx, {
    actor: { id: user.id, email: user.email },
    action: 'account.delete',
    recordKind: 'users',
    recordId: user.id,
    detail: { user_type: user.user_type, cancelled_bookings: cancelledBookings },
    clientIp: audit.clientIp,
    at: now,
  });
  return {
    mail,
    files: uploads.flatMap(({ path }) => storedName(path) ?? []),
    cancelledBookings,
  };
}
