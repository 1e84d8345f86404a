import type { components } from '@injury-assist/contract';
import { formatUsdExact } from '@injury-assist/domain';
import type { Db } from '../db/db';
import { databaseErrorCode } from '../http/database-errors';
import { notifyAdmins } from '../notifications/admin-notifications';
import type { CheckoutSession } from '../payments/checkout-sessions';
import { CHECKOUT_LIFETIME_MS, type Payments } from '../payments/payments';

type PublicEvent = components['schemas']['PublicEvent'];

export const ALREADY_REGISTERED = 'You are already registered for this event.';
export const NOT_REGISTERED = 'You are not registered for this event.';
export const REGISTRATION_CANCELLED = 'Your registration is cancelled.';
export const eventFull = (title: string) => `Sorry, "${title}" is full.`;

const UNIQUE_VIOLATION = '23505';
/** The seat count trigger's "full" (0008, raise … errcode P0001). */
const EVENT_FULL = 'P0001';

interface PublicEventRow {
  id: string;
  title: string;
  description: string;
  event_date: string;
  event_time: string | null;
  location: string;
  category: PublicEvent['category'];
  max_attendees: number | null;
  current_attendees: number;
  fee_cents: number;
  provider_name: string | null;
  registered: boolean;
}

const OPEN_EVENT = `e.status = 'approved' and e.is_active and e.event_date >= $1::date`;

/** Approved, active events from today on (UTC), soonest first, with whether `userId` holds a seat. */
export async function listOpenEvents(
  db: Db,
  { userId, providerId, today }: { userId: string; providerId: number | null; today: string },
): Promise<PublicEvent[]> {
  const rows = await db.query<PublicEventRow>(
    `select e.id, e.title, e.description, e.event_date::text as event_date, to_char(e.event_time, 'HH24:MI') as event_time,
            e.location, e.category, e.max_attendees, e.current_attendees, (e.registration_fee * 100)::int as fee_cents,
            p.business_name as provider_name,
            exists (select 1 from event_registrations r where r.event_id = e.id and r.user_id = $2 and r.status = 'confirmed') as registered
       from events e left join service_providers p on p.id = e.provider_id
      where ${OPEN_EVENT} and ($3::int is null or e.provider_id = $3)
      order by e.event_date, e.event_time nulls first, e.created_at`,
    [today, userId, providerId],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.event_date,
    time: row.event_time,
    location: row.location,
    category: row.category,
    maxAttendees: row.max_attendees,
    currentAttendees: row.current_attendees,
    registrationFeeCents: row.fee_cents,
    providerName: row.provider_name,
    registered: row.registered,
  }));
}

/** Seats held by checkouts that were cancelled or ran out go back. */
async function releaseStaleHolds(db: Db, eventId: string, now: Date): Promise<void> {
  await db.query(
    `delete from event_registrations r
      where r.event_id = $1 and r.status = 'held'
        and (r.hold_until <= $2 or exists (select 1 from checkout_sessions s
              where s.id = r.checkout_session_id and s.status = 'cancelled'))`,
    [eventId, now],
  );
}

export type RegistrationOutcome =
  | { outcome: 'registered' }
  | { outcome: 'checkout'; url: string }
  | { refused: 404 | 409; message: string };

/**
 * One click: a free event registers at once; an event with a fee holds the seat and opens a
 * checkout, confirmed by the verified payment. Seats are counted by the trigger of 0008, which
 * locks the event row, so concurrent registrations never exceed max attendees.
 */
export async function registerForEvent(input: {
  db: Db;
  payments: Payments;
  user: { id: string; email: string };
  eventId: string;
  now: Date;
}): Promise<RegistrationOutcome> {
  const { db, payments, user, eventId, now } = input;
  const today = now.toISOString().slice(0, 10);
  const [event] = await db.query<{ title: string; fee_cents: number }>(
    `select e.title, (e.registration_fee * 100)::int as fee_cents from events e where e.id = $2 and ${OPEN_EVENT}`,
    [today, eventId],
  );
  if (!event) return { refused: 404, message: 'We could not find that event.' };
  await releaseStaleHolds(db, eventId, now);
  // A seat this user still holds from an earlier checkout is given back first: they start again.
  await db.query(`delete from event_registrations where event_id = $1 and user_id = $2 and status = 'held'`, [
    eventId,
    user.id,
  ]);
  const paid = event.fee_cents > 0;
  let registrationId: number;
  try {
    const [row] = await db.query<{ id: number }>(
      `insert into event_registrations (event_id, user_id, registered_at, status, hold_until)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        eventId,
        user.id,
        now,
        paid ? 'held' : 'confirmed',
        paid ? new Date(now.getTime() + CHECKOUT_LIFETIME_MS) : null,
      ],
    );
    if (!row) throw new Error('Inserting a registration returned no row.');
    registrationId = row.id;
  } catch (error) {
    switch (databaseErrorCode(error)) {
      case UNIQUE_VIOLATION:
        return { refused: 409, message: ALREADY_REGISTERED };
      case EVENT_FULL:
        return { refused: 409, message: eventFull(event.title) };
      default:
        throw error;
    }
  }
  if (!paid) return { outcome: 'registered' };
  try {
    const { sessionId, url } = await payments.createCheckout({
      purpose: 'event_registration',
      ownerId: user.id,
      customerEmail: user.email,
      referenceId: `event_registration:${eventId}:${registrationId}`,
      lineItems: [{ description: `Registration: ${event.title}`, amountCents: event.fee_cents }],
      successPath: '/customer-dashboard/events',
      cancelPath: '/customer-dashboard/events',
    });
    await db.query('update event_registrations set checkout_session_id = $2 where id = $1', [
      registrationId,
      sessionId,
    ]);
    return { outcome: 'checkout', url };
  } catch (error) {
    await db.query('delete from event_registrations where id = $1', [registrationId]);
    throw error;
  }
}

/**
 * A paid registration checkout: the held seat is confirmed. If the hold had run out meanwhile,
 * the seat is taken again when one is free; otherwise the admins are told to refund it.
 */
export async function fulfilEventRegistration(tx: Db, session: CheckoutSession, now: Date): Promise<void> {
  const [, eventId = '', registration = ''] = /^event_registration:([^:]+):(\d+)$/.exec(session.referenceId) ?? [];
  const confirmed = await tx.query(
    `update event_registrations set status = 'confirmed', hold_until = null where id = $1 returning id`,
    [Number(registration)],
  );
  if (confirmed.length > 0) return;
  const [event] = await tx.query<{ id: string; title: string; free: boolean }>(
    `select id, title, (max_attendees is null or current_attendees < max_attendees) as free
       from events where id::text = $1 for update`,
    [eventId],
  );
  if (event?.free) {
    await tx.query(
      `insert into event_registrations (event_id, user_id, registered_at, status, checkout_session_id)
       values ($1, $2, $3, 'confirmed', $4) on conflict (event_id, user_id) do update set status = 'confirmed', hold_until = null`,
      [event.id, session.ownerId, now, session.id],
    );
    return;
  }
  await notifyAdmins(tx, {
    title: 'Event registration paid without a seat',
    message: `Checkout ${session.id} paid ${formatUsdExact(session.amountTotalCents)} for ${event ? `"${event.title}"` : 'an event'} after its seat was given back, and it is full now. Please refund it.`,
    type: 'error',
    about: { kind: 'refundNeeded', target: session.ownerId },
  });
}

export async function cancelRegistration(db: Db, eventId: string, userId: string): Promise<boolean> {
  const rows = await db.query('delete from event_registrations where event_id = $1 and user_id = $2 returning id', [
    eventId,
    userId,
  ]);
  return rows.length > 0;
}
