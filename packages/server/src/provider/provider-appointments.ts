import {
  type AppointmentTiming,
  BOOKING_STATUS,
  type NewBookingStatus,
  type ProviderBookingAction,
  providerBookingActionsFor,
  VISIT_CORRECTION_DAYS,
} from '@injury-assist/domain';
import type { Db } from '../db/db';

/** The past list shows this many, the latest first. */
export const PAST_APPOINTMENTS_LISTED = 100;
/** The upcoming list shows this many, the earliest first: the next weeks a provider plans by. */
export const UPCOMING_APPOINTMENTS_LISTED = 100;

export interface ProviderAppointment {
  booking_id: string;
  date: string;
  slot: string;
  status: number;
  timing: AppointmentTiming;
  customer: { name: string; email: string; phone: string | null };
  services: string;
  address: string;
  time_zone: string;
  cancel_reason: string | null;
  /** Present when an administrator cancelled it for the platform (migration 0047). */
  cancelled_by?: 'platform';
}

interface AppointmentRow extends Omit<ProviderAppointment, 'customer' | 'cancelled_by'> {
  cancelled_by: 'platform' | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  provider_id: number;
  /** For mail: the row's id, the instants it starts and ends, the provider's name. */
  id: number;
  starts_at: Date;
  ends_at: Date;
  provider_name: string;
  user_id: string;
}

// $1 is now. Timing and "ended" are judged from the slot's start and end in the location's zone;
// 'closed' is past the days a visit may still be corrected (VISIT_CORRECTION_DAYS).
const APPOINTMENT_SQL = `
select b.id, b.booking_id, to_char(b.date, 'YYYY-MM-DD') as date, b.slot, b.booking_status as status,
       case when private.booking_ends_at(b.date, b.slot, l.time_zone) <= $1::timestamptz - interval '${VISIT_CORRECTION_DAYS} days' then 'closed'
            when private.booking_ends_at(b.date, b.slot, l.time_zone) <= $1 then 'ended'
            when (b.date + split_part(b.slot, ' - ', 1)::time) at time zone l.time_zone <= $1 then 'started'
            else 'upcoming' end as timing,
       u.name as customer_name, u.email as customer_email, u.phone as customer_phone,
       coalesce((select string_agg(sv.name, ', ' order by sv.id)
                   from location_services ls join services sv on sv.id = ls.service_id
                  where ls.location_id = b.location_id), '') as services,
       b.address, l.time_zone, b.cancel_reason, b.cancelled_by, b.provider_id, b.user_id, p.name as provider_name,
       (b.date + split_part(b.slot, ' - ', 1)::time) at time zone l.time_zone as starts_at,
       private.booking_ends_at(b.date, b.slot, l.time_zone) as ends_at
  from bookings b
  join provider_locations l on l.id = b.location_id
  join service_providers p on p.id = b.provider_id
  join users u on u.id = b.user_id`;

export type ProviderAppointmentRow = AppointmentRow;

const LIVE_STATUSES = `${BOOKING_STATUS.pending}, ${BOOKING_STATUS.confirmed}`;

const toRow = (row: AppointmentRow): AppointmentRow => ({
  ...row,
  id: Number(row.id),
  status: Number(row.status),
  provider_id: Number(row.provider_id),
  starts_at: new Date(row.starts_at),
  ends_at: new Date(row.ends_at),
});

export const toProviderAppointment = (row: AppointmentRow): ProviderAppointment => ({
  booking_id: row.booking_id,
  date: row.date,
  slot: row.slot,
  status: row.status,
  timing: row.timing,
  customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
  services: row.services,
  address: row.address,
  time_zone: row.time_zone,
  cancel_reason: row.cancel_reason,
  ...(row.cancelled_by === 'platform' ? { cancelled_by: row.cancelled_by } : {}),
});

/**
 * Upcoming (live — pending or confirmed — and the slot has not ended; the earliest
 * UPCOMING_APPOINTMENTS_LISTED) and past (every other; the latest PAST_APPOINTMENTS_LISTED)
 * appointments of the business. Both read bookings_provider_id_date_idx (migration 0042).
 */
export async function listProviderAppointments(
  db: Db,
  providerId: number,
  now: Date,
): Promise<{ upcoming: ProviderAppointment[]; past: ProviderAppointment[] }> {
  const order = `b.date, split_part(b.slot, ' - ', 1)::time, b.id`;
  const upcomingRow = `(private.booking_ends_at(b.date, b.slot, l.time_zone) > $1 and b.booking_status in (${LIVE_STATUSES}))`;
  const upcoming = await db.query<AppointmentRow>(
    `${APPOINTMENT_SQL} where b.provider_id = $2 and ${upcomingRow} order by ${order} limit $3`,
    [now, providerId, UPCOMING_APPOINTMENTS_LISTED],
  );
  const past = await db.query<AppointmentRow>(
    `${APPOINTMENT_SQL} where b.provider_id = $2 and not ${upcomingRow}
      order by b.date desc, split_part(b.slot, ' - ', 1)::time desc, b.id desc limit $3`,
    [now, providerId, PAST_APPOINTMENTS_LISTED],
  );
  return {
    upcoming: upcoming.map(toRow).map(toProviderAppointment),
    past: past.map(toRow).map(toProviderAppointment),
  };
}

/** One booking by its booking_id, locked for the rest of the transaction. */
export async function findProviderAppointment(
  tx: Db,
  bookingId: string,
  now: Date,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx.query<AppointmentRow>(`${APPOINTMENT_SQL} where b.booking_id = $2 for update of b`, [
    now,
    bookingId,
  ]);
  return row && toRow(row);
}

const STATUS_AFTER = {
  confirm: BOOKING_STATUS.confirmed,
  complete: BOOKING_STATUS.completed,
  noShow: BOOKING_STATUS.noShow,
  cancel: BOOKING_STATUS.canceled,
} as const satisfies Record<ProviderBookingAction, number>;

/** Why the action does not apply to the appointment now, or undefined when it does. */
export function actionProblem(row: AppointmentRow, action: ProviderBookingAction): string | undefined {
  if (providerBookingActionsFor(row.status, row.timing).includes(action)) return undefined;
  switch (action) {
    case 'confirm':
      return row.status === BOOKING_STATUS.pending
        ? 'This appointment is over, so it can no longer be confirmed.'
        : 'Only a pending appointment can be confirmed.';
    case 'complete':
    case 'noShow':
      if (row.timing === 'upcoming')
        return 'An appointment can be marked completed or a no-show once its time has come.';
      if (row.timing === 'closed' && (row.status === BOOKING_STATUS.completed || row.status === BOOKING_STATUS.noShow))
        return `How a visit went can be corrected for ${VISIT_CORRECTION_DAYS} days after it; this one is older.`;
      return row.status === BOOKING_STATUS.completed || row.status === BOOKING_STATUS.noShow
        ? `This appointment is already marked ${row.status === BOOKING_STATUS.completed ? 'completed' : 'a no-show'}.`
        : 'Only a pending or confirmed appointment can be marked completed or a no-show.';
    case 'cancel':
      return row.timing === 'upcoming'
        ? 'Only a pending or confirmed appointment can be cancelled.'
        : 'An appointment that has started can no longer be cancelled; mark it completed or a no-show.';
  }
}

/** Whether the customer has reviewed the visit: a reviewed visit happened, and stays completed. */
export async function hasReview(tx: Db, row: AppointmentRow): Promise<boolean> {
  const found = await tx.query('select 1 from reviews where booking_id = $1', [row.id]);
  return found.length > 0;
}

export const REVIEWED_VISIT = 'The customer has reviewed this visit, so it cannot be marked a no-show.';

export async function applyAction(
  tx: Db,
  row: AppointmentRow,
  action: ProviderBookingAction,
  reason: string | null,
): Promise<AppointmentRow> {
  const status = STATUS_AFTER[action];
  await tx.query('update bookings set booking_status = $2, cancel_reason = $3 where id = $1', [
    row.id,
    status,
    action === 'cancel' ? reason : null,
  ]);
  return { ...row, status, cancel_reason: action === 'cancel' ? reason : null };
}

export const newBookingStatusName = (status: number): NewBookingStatus =>
  status === BOOKING_STATUS.pending ? 'pending' : 'confirmed';
