import type { components } from '@injury-assist/contract';
import type { Db } from '../db/db';

type ProviderEvent = components['schemas']['ProviderEvent'];
type Registrant = components['schemas']['Registrant'];
export type EventInput = components['schemas']['EventInput'];

/** spec 9: recent registrations shown per event. */
export const RECENT_REGISTRATIONS = 3;

export const EVENT_NOT_FOUND = 'We could not find that event.';

interface EventRow {
  id: string;
  title: string;
  description: string;
  event_date: string;
  event_time: string | null;
  location: string;
  max_attendees: number | null;
  current_attendees: number;
  status: ProviderEvent['status'];
  category: ProviderEvent['category'];
  fee_cents: number;
  is_active: boolean;
}

interface RegistrantRow {
  event_id: string;
  name: string;
  email: string;
  phone: string | null;
  registered_at: Date;
}

export const EVENT_COLUMNS = `e.id, e.title, e.description, e.event_date::text as event_date,
  to_char(e.event_time, 'HH24:MI') as event_time, e.location, e.max_attendees, e.current_attendees, e.status,
  e.category, (e.registration_fee * 100)::int as fee_cents, e.is_active`;

const REGISTRANT_SQL = `select r.event_id, u.name, u.email, u.phone, r.registered_at
  from event_registrations r join users u on u.id = r.user_id
 where r.status = 'confirmed'`;

const toRegistrant = (row: RegistrantRow): Registrant => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  registeredAt: row.registered_at.toISOString(),
});

const toEvent = (row: EventRow, registrants: RegistrantRow[]): ProviderEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  date: row.event_date,
  time: row.event_time,
  location: row.location,
  maxAttendees: row.max_attendees,
  currentAttendees: row.current_attendees,
  status: row.status,
  category: row.category,
  registrationFeeCents: row.fee_cents,
  isActive: row.is_active,
  recentRegistrations: registrants.slice(0, RECENT_REGISTRATIONS).map(toRegistrant),
});

/** The business's events, soonest first, each with its first 3 confirmed registrants. */
export async function listEvents(db: Db, providerId: number): Promise<ProviderEvent[]> {
  const rows = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from events e where e.provider_id = $1 order by e.event_date, e.event_time, e.created_at`,
    [providerId],
  );
  if (rows.length === 0) return [];
  const registrants = await db.query<RegistrantRow & { position: number }>(
    `select * from (select x.*, row_number() over (partition by x.event_id order by x.registered_at) as position
       from (${REGISTRANT_SQL} and r.event_id = any($1::uuid[])) x) ranked where position <= $2
      order by registered_at`,
    [rows.map((row) => row.id), RECENT_REGISTRATIONS],
  );
  return rows.map((row) =>
    toEvent(
      row,
      registrants.filter((registrant) => registrant.event_id === row.id),
    ),
  );
}

export async function findEvent(db: Db, providerId: number, eventId: string): Promise<ProviderEvent | undefined> {
  const [row] = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from events e where e.id = $1 and e.provider_id = $2`,
    [eventId, providerId],
  );
  if (!row) return undefined;
  const registrants = await db.query<RegistrantRow>(
    `${REGISTRANT_SQL} and r.event_id = $1 order by r.registered_at limit $2`,
    [eventId, RECENT_REGISTRATIONS],
  );
  return toEvent(row, registrants);
}

export async function listRegistrants(db: Db, eventId: string): Promise<Registrant[]> {
  const rows = await db.query<RegistrantRow>(`${REGISTRANT_SQL} and r.event_id = $1 order by r.registered_at, r.id`, [
    eventId,
  ]);
  return rows.map(toRegistrant);
}

/** spec 5: title, description, date, time, max attendees and location are required; a sentence for the first missing. */
export function eventInputProblem(input: EventInput, today: string): string | undefined {
  if (!input.title.trim()) return 'Title is required.';
  if (!input.description.trim()) return 'Description is required.';
  if (!input.location.trim()) return 'Location is required.';
  if (input.date < today) return 'The event date cannot be in the past.';
  return undefined;
}

export async function insertEvent(db: Db, providerId: number, input: EventInput, now: Date): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into events (provider_id, title, description, event_date, event_time, location, category, registration_fee,
       max_attendees, status, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::numeric / 100, $9, 'pending', $10) returning id`,
    [
      providerId,
      input.title.trim(),
      input.description.trim(),
      input.date,
      input.time,
      input.location.trim(),
      input.category ?? 'health',
      input.registrationFeeCents ?? 0,
      input.maxAttendees,
      now,
    ],
  );
  if (!row) throw new Error('Inserting an event returned no row.');
  return row.id;
}

/**
 * Saves an edit; max attendees may not drop below the registrations (the row is locked, so a
 * registration arriving meanwhile waits). A rejected event edited goes back for approval.
 */
export async function updateEvent(
  db: Db,
  providerId: number,
  eventId: string,
  input: EventInput,
): Promise<'updated' | 'not-found' | { tooFew: number }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ current_attendees: number }>(
      'select current_attendees from events where id = $1 and provider_id = $2 for update',
      [eventId, providerId],
    );
    if (!current) return 'not-found';
    if (input.maxAttendees < current.current_attendees) return { tooFew: current.current_attendees };
    await tx.query(
      `update events set title = $2, description = $3, event_date = $4, event_time = $5, location = $6,
              category = coalesce($7, category), registration_fee = coalesce($8::numeric / 100, registration_fee),
              max_attendees = $9, status = case when status = 'rejected' then 'pending' else status end
        where id = $1`,
      [
        eventId,
        input.title.trim(),
        input.description.trim(),
        input.date,
        input.time,
        input.location.trim(),
        input.category ?? null,
        input.registrationFeeCents ?? null,
        input.maxAttendees,
      ],
    );
    return 'updated';
  });
}
