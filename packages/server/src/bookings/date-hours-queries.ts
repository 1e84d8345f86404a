import { BOOKING_STATUS, type BookingRules, type DateHours, parseSlotLabel } from '@injury-assist/domain';
import type { Db } from '../db/db';

const DATE_HOURS_COLUMNS = `to_char(date, 'YYYY-MM-DD') as date, open_time as open, close_time as close, label`;

/** The location's closure or special hours on a date, if it has some. */
export async function dateHoursOn(db: Db, locationId: number, date: string): Promise<DateHours | undefined> {
  const [row] = await db.query<DateHours>(
    `select ${DATE_HOURS_COLUMNS} from location_date_hours where location_id = $1 and date = $2::date`,
    [locationId, date],
  );
  return row;
}

/** The location's closures and special hours from a date on, earliest first. */
export async function dateHoursFrom(db: Db, locationId: number, from: string): Promise<DateHours[]> {
  return db.query<DateHours>(
    `select ${DATE_HOURS_COLUMNS} from location_date_hours where location_id = $1 and date >= $2::date order by date`,
    [locationId, from],
  );
}

/** Replaces what the date had. */
export async function saveDateHours(db: Db, locationId: number, dateHours: DateHours, now: Date): Promise<void> {
  await db.query(
    `insert into location_date_hours (location_id, date, open_time, close_time, label, created_at)
     values ($1, $2::date, $3, $4, $5, $6)
     on conflict (location_id, date) do update
       set open_time = excluded.open_time, close_time = excluded.close_time, label = excluded.label`,
    [locationId, dateHours.date, dateHours.open, dateHours.close, dateHours.label, now],
  );
}

/** Closures for the dates that have neither a closure nor special hours yet; the rest are kept. */
export async function addClosures(db: Db, locationId: number, closures: DateHours[], now: Date): Promise<void> {
  if (closures.length === 0) return;
  await db.query(
    `insert into location_date_hours (location_id, date, label, created_at)
     select $1, day::date, label, $4 from unnest($2::text[], $3::text[]) as t(day, label)
     on conflict (location_id, date) do nothing`,
    [locationId, closures.map(({ date }) => date), closures.map(({ label }) => label), now],
  );
}

export async function removeDateHours(db: Db, locationId: number, date: string): Promise<void> {
  await db.query('delete from location_date_hours where location_id = $1 and date = $2::date', [locationId, date]);
}

export async function saveBookingRules(db: Db, locationId: number, rules: BookingRules): Promise<void> {
  await db.query('update provider_locations set min_notice_minutes = $2, buffer_minutes = $3 where id = $1', [
    locationId,
    rules.minNoticeMinutes,
    rules.bufferMinutes,
  ]);
}

/**
 * The slots live bookings (Pending, Confirmed) hold at the location on the date, as 24-hour times;
 * `except` leaves out the booking being moved, so it does not keep its own buffer.
 */
export async function heldSlots(
  db: Db,
  locationId: number,
  date: string,
  except?: string,
): Promise<{ start: string; end: string }[]> {
  const rows = await db.query<{ slot: string }>(
    `select slot from bookings
      where location_id = $1 and date = $2::date and booking_status in ($3, $4)
        and ($5::text is null or booking_id <> $5::text)`,
    [locationId, date, BOOKING_STATUS.pending, BOOKING_STATUS.confirmed, except ?? null],
  );
  return rows.flatMap(({ slot }) => {
    const times = parseSlotLabel(slot);
    return times ? [times] : [];
  });
}

/** Live bookings on the date whose slot the date's new hours leave out. */
export async function bookingsOn(
  db: Db,
  locationId: number,
  date: string,
): Promise<{ booking_id: string; date: string; slot: string; address: string; customer_name: string }[]> {
  return db.query(
    `select b.booking_id, to_char(b.date, 'YYYY-MM-DD') as date, b.slot, b.address, u.name as customer_name
       from bookings b join users u on u.id = b.user_id
      where b.location_id = $1 and b.date = $2::date and b.booking_status in ($3, $4)
      order by split_part(b.slot, ' - ', 1)::time`,
    [locationId, date, BOOKING_STATUS.pending, BOOKING_STATUS.confirmed],
  );
}
