import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/** How far back a feed reaches: recent visits stay in the calendar for the follow-up. */
export const FEED_DAYS_BACK = 60;

/** One appointment as a subscribed calendar shows it: the newest booking of its calendar event. */
export interface FeedAppointment {
  uid: string;
  sequence: number;
  booking_id: string;
  booking_status: number;
  address: string;
  business_name: string;
  provider_name: string;
  customer_name: string;
  starts_at: Date;
  ends_at: Date;
}

export type FeedOwner =
  | { kind: 'customer'; userId: string }
  | { kind: 'provider'; userId: string; locationId?: number };

/** 43 URL-safe characters (256 bits): the feed URL is the only credential a calendar app holds. */
const newToken = () => randomBytes(32).toString('base64url');

export async function feedToken(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.query<{ token: string }>('select token from private.calendar_feeds where user_id = $1', [
    userId,
  ]);
  return row?.token;
}

/** A new token for the account; the one before it stops working at once. */
export async function replaceFeedToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into private.calendar_feeds (user_id, token, created_at) values ($1, $2, $3)
     on conflict (user_id) do update set token = excluded.token, created_at = excluded.created_at`,
    [userId, token, now],
  );
  return token;
}

/** The account a token opens, or undefined for a token that is unknown or replaced. */
export async function feedAccount(
  db: Db,
  token: string,
): Promise<{ userId: string; userType: 'customer' | 'provider' | 'admin'; name: string } | undefined> {
  const [row] = await db.query<{ user_id: string; user_type: 'customer' | 'provider' | 'admin'; name: string }>(
    `select u.id as user_id, u.user_type, u.name
       from private.calendar_feeds f join private.users u on u.id = f.user_id
      where f.token = $1`,
    [token],
  );
  return row && { userId: row.user_id, userType: row.user_type, name: row.name };
}

/** The provider account's locations that are still listed, for one feed each. */
export async function ownedLocations(db: Db, userId: string): Promise<{ id: number; address: string }[]> {
  return db.query<{ id: number; address: string }>(
    `select l.id, l.address
       from public.provider_locations l join public.service_providers p on p.id = l.provider_id
      where p.user_id = $1 and l.removed_at is null
      order by l.id`,
    [userId],
  );
}

/**
 * The owner's appointments from FEED_DAYS_BACK days ago on, one per calendar event: after a
 * reschedule only the newest booking of the event is listed (under the first booking's UID).
 */
export async function feedAppointments(db: Db, owner: FeedOwner, now: Date): Promise<FeedAppointment[]> {
  const whose =
    owner.kind === 'customer'
      ? 'b.user_id = $1'
      : `b.provider_id in (select id from public.service_providers where user_id = $1)
         and ($3::integer is null or b.location_id = $3::integer)`;
  return db.query<FeedAppointment>(
    `select distinct on (coalesce(b.calendar_uid, b.booking_id))
            coalesce(b.calendar_uid, b.booking_id) as uid, b.calendar_sequence as sequence, b.booking_id,
            b.booking_status, b.address, p.business_name, p.name as provider_name, u.name as customer_name,
            (b.date + split_part(b.slot, ' - ', 1)::time) at time zone l.time_zone as starts_at,
            private.booking_ends_at(b.date, b.slot, l.time_zone) as ends_at
       from public.bookings b
       join public.service_providers p on p.id = b.provider_id
       join public.provider_locations l on l.id = b.location_id
       join private.users u on u.id = b.user_id
      where ${whose}
        and b.date >= ($2::timestamptz at time zone l.time_zone)::date - ${FEED_DAYS_BACK}
      order by coalesce(b.calendar_uid, b.booking_id), b.id desc`,
    owner.kind === 'customer' ? [owner.userId, now] : [owner.userId, now, owner.locationId ?? null],
  );
}

/** Inside the reschedule's transaction: the new booking continues the old one's calendar event. */
export async function continueCalendarEvent(tx: Db, newBookingId: string, oldBookingId: string): Promise<void> {
  await tx.query(
    `update public.bookings moved
        set calendar_uid = coalesce(old.calendar_uid, old.booking_id),
            calendar_sequence = old.calendar_sequence + 1
       from public.bookings old
      where moved.booking_id = $1 and old.booking_id = $2`,
    [newBookingId, oldBookingId],
  );
}
