import { randomBytes } from 'node:crypto';
import type { components } from '@injury-assist/contract';
import { BOOKING_STATUS, type BusinessHours, weekdayName, weekdays } from '@injury-assist/domain';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/db';

/** An appointment as the history lists it (spec 3). `services` names the location's services. */
export type Appointment = components['schemas']['Appointment'];

/** A provider location, with "now" read in its own time zone. */
export interface BookableLocation {
  id: number;
  provider_id: number;
  provider_name: string;
  business_name: string;
  address: string;
  time_zone: string;
  business_hours: BusinessHours;
  /** Today's date at the location, 'YYYY-MM-DD'. */
  today: string;
  /** The time of day at the location, 'HH:MM' (24-hour). */
  time_now: string;
  /** The status a new booking starts in: Confirmed, or Pending when the provider confirms bookings. */
  new_booking_status: number;
  /** The location's booking rules (migration 0050). */
  min_notice_minutes: number;
  buffer_minutes: number;
  /** False while an administrator has the business unlisted (migration 0047): no new bookings. */
  taking_bookings: boolean;
}

const LOCATION_COLUMNS = `l.id, l.provider_id, p.name as provider_name, p.business_name, l.address, l.time_zone,
  l.business_hours, p.new_booking_status, l.min_notice_minutes, l.buffer_minutes,
  p.admin_unlisted_at is null as taking_bookings,
  to_char($1::timestamptz at time zone l.time_zone, 'YYYY-MM-DD') as today,
  to_char($1::timestamptz at time zone l.time_zone, 'HH24:MI') as time_now`;

/** The location of a provider at an address (compared trimmed and without regard to case). */
export async function findLocation(
  db: Db,
  providerId: number,
  address: string,
  now: Date,
): Promise<BookableLocation | undefined> {
  const [row] = await db.query<BookableLocation>(
    `select ${LOCATION_COLUMNS}
       from provider_locations l join service_providers p on p.id = l.provider_id
      where l.provider_id = $2 and lower(btrim(l.address)) = lower(btrim($3)) and l.removed_at is null
      order by l.id
      limit 1`,
    [now, providerId, address],
  );
  return row;
}

export async function findLocationById(db: Db, locationId: number, now: Date): Promise<BookableLocation> {
  const [row] = await db.query<BookableLocation>(
    `select ${LOCATION_COLUMNS}
       from provider_locations l join service_providers p on p.id = l.provider_id
      where l.id = $2`,
    [now, locationId],
  );
  if (!row) throw new Error(`No location ${locationId}.`);
  return row;
}

/**
 * Whether the business takes new bookings, read in the booking's transaction with a share lock on
 * its row: an unlisting committed first is seen, and one made meanwhile waits for the booking, which
 * is then one of the bookings the business already had.
 */
export async function lockTakingBookings(tx: Db, providerId: number): Promise<boolean> {
  const [row] = await tx.query<{ taking: boolean }>(
    'select admin_unlisted_at is null as taking from service_providers where id = $1 for share',
    [providerId],
  );
  return row?.taking === true;
}

/** The location's slots as 24-hour 'HH:MM' pairs, earliest first. */
export async function locationSlots(db: Db, locationId: number): Promise<{ start: string; end: string }[]> {
  return db.query<{ start: string; end: string }>(
    `select to_char(start_time, 'HH24:MI') as start, to_char(end_time, 'HH24:MI') as "end"
       from location_slots where location_id = $1 order by start_time`,
    [locationId],
  );
}

/** Bookings at a location on a date, in every status, earliest slot first. */
export async function bookingsAt(
  db: Db,
  locationId: number,
  date: string,
): Promise<{ slot: string; status: number; date: string; user_id: string }[]> {
  return db.query<{ slot: string; status: number; date: string; user_id: string }>(
    `select slot, booking_status as status, date, user_id
       from bookings
      where location_id = $1 and date = $2::date
      order by split_part(slot, ' - ', 1)::time, id`,
    [locationId, date],
  );
}

const APPOINTMENT_SQL = `
select b.id, b.booking_id, b.date, b.slot, b.booking_status,
       coalesce((select string_agg(sv.name, ', ' order by sv.id)
                   from location_services ls join services sv on sv.id = ls.service_id
                  where ls.location_id = b.location_id), '') as services,
       p.name as provider_name, b.address, b.provider_id, l.time_zone, l.business_hours, b.user_id, b.location_id,
       b.cancelled_by, b.cancel_reason,
       b.date >= ($1::timestamptz at time zone l.time_zone)::date as not_yet_past,
       (b.date + split_part(b.slot, ' - ', 1)::time) at time zone l.time_zone as starts_at,
       private.booking_ends_at(b.date, b.slot, l.time_zone) as ends_at
  from bookings b
  join service_providers p on p.id = b.provider_id
  join provider_locations l on l.id = b.location_id`;

/** As read: the integer, bigint and smallint columns are numbers and the instants Dates on both drivers (db.ts). */
export interface AppointmentRow extends Omit<Appointment, 'closed_days' | 'cancelled_by' | 'cancel_reason'> {
  /** 'platform' when an administrator cancelled it (migration 0047), with their reason. */
  cancelled_by: 'platform' | null;
  cancel_reason: string | null;
  business_hours: BusinessHours;
  user_id: string;
  location_id: number;
  /** The date is today or later in the location's time zone. */
  not_yet_past: boolean;
  /** When the slot starts and ends, as instants. */
  starts_at: Date;
  ends_at: Date;
}

export const toAppointment = ({
  business_hours,
  user_id,
  location_id,
  not_yet_past,
  starts_at,
  ends_at,
  cancelled_by,
  cancel_reason,
  ...appointment
}: AppointmentRow): Appointment => ({
  ...appointment,
  // The platform's reason is the customer's to read; a provider's stays in their own mail (issue 13).
  ...(cancelled_by === 'platform' ? { cancelled_by, cancel_reason: cancel_reason ?? '' } : {}),
  closed_days: weekdays.filter((day) => business_hours[day]?.isClosed !== false).map(weekdayName),
});

/** The history's completed appointments with `reviewed`: whether the customer has reviewed each. */
export async function markReviewed(db: Db, rows: AppointmentRow[]): Promise<AppointmentRow[]> {
  const completed = rows.filter((row) => row.booking_status === BOOKING_STATUS.completed).map((row) => row.id);
  const reviewed = await reviewedBookings(db, completed);
  return rows.map((row) =>
    row.booking_status === BOOKING_STATUS.completed ? { ...row, reviewed: reviewed.has(row.id) } : row,
  );
}

/** A user's bookings, by date and slot. */
export async function listAppointments(db: Db, userId: string, now: Date): Promise<AppointmentRow[]> {
  return db.query<AppointmentRow>(
    `${APPOINTMENT_SQL}
      where b.user_id = $2
      order by b.date, split_part(b.slot, ' - ', 1)::time, b.id`,
    [now, userId],
  );
}

/** One booking by its booking_id; `forUpdate` locks it for the rest of the transaction. */
export async function findAppointment(
  db: Db,
  bookingId: string,
  now: Date,
  { forUpdate = false } = {},
): Promise<AppointmentRow | undefined> {
  const [row] = await db.query<AppointmentRow>(
    `${APPOINTMENT_SQL} where b.booking_id = $2${forUpdate ? ' for update of b' : ''}`,
    [now, bookingId],
  );
  return row;
}

export interface NewBooking {
  userId: string;
  location: BookableLocation;
  date: string;
  slot: string;
  day: string;
  createdAt: Date;
}

/** 'BK-' and 10 random upper-case letters and digits. */
function newBookingId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `BK-${Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * Stores a booking in the status the provider chose for new ones (Confirmed unless they confirm
 * bookings themselves). Throws PostgreSQL's unique_violation (23505) when the slot is
 * already taken by an active booking (bookings_active_slot_key).
 */
export async function insertBooking(db: Db, booking: NewBooking): Promise<AppointmentRow> {
  const [row] = await db.query<{ booking_id: string }>(
    `insert into bookings (booking_id, user_id, provider_id, location_id, address, date, slot, day, booking_status, created_at)
     values ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10)
     returning booking_id`,
    [
      newBookingId(),
      booking.userId,
      booking.location.provider_id,
      booking.location.id,
      booking.location.address,
      booking.date,
      booking.slot,
      booking.day,
      booking.location.new_booking_status,
      booking.createdAt,
    ],
  );
  if (!row) throw new Error('Inserting the booking returned no row.');
  const stored = await findAppointment(db, row.booking_id, booking.createdAt);
  if (!stored) throw new Error('The booking just stored was not found.');
  return stored;
}

/**
 * The user's bookings that still hold a slot (Pending or Confirmed) and are dated today or later
 * at their location. `lock` first takes the user's advisory lock for the rest of the transaction,
 * so two bookings made at once are counted one after the other.
 */
export async function countUpcomingActiveBookings(
  db: Db,
  userId: string,
  now: Date,
  { lock = false } = {},
): Promise<number> {
  if (lock) await db.query('select pg_advisory_xact_lock($1, hashtext($2))', [ADVISORY_LOCKS.bookingCap, userId]);
  const [row] = await db.query<{ count: number }>(
    `select count(*) as count
       from bookings b join provider_locations l on l.id = b.location_id
      where b.user_id = $1 and b.booking_status in ($3, $4)
        and b.date >= ($2::timestamptz at time zone l.time_zone)::date`,
    [userId, now, BOOKING_STATUS.pending, BOOKING_STATUS.confirmed],
  );
  return Number(row?.count ?? 0);
}

export async function setBookingStatus(db: Db, bookingId: string, status: number): Promise<void> {
  await db.query('update bookings set booking_status = $2 where booking_id = $1', [bookingId, status]);
}

/** Whether an error is PostgreSQL's unique_violation, from either driver. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Of the given bookings (row ids), those that have a review (the customer may review each once). */
export async function reviewedBookings(db: Db, bookingRowIds: number[]): Promise<Set<number>> {
  const rows = await db.query<{ booking_id: number }>(
    'select booking_id from reviews where booking_id = any($1::bigint[])',
    [bookingRowIds],
  );
  return new Set(rows.map((row) => Number(row.booking_id)));
}
