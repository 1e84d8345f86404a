import type { components } from '@injury-assist/contract';
import type { Db } from '../../db/db';

type Overview = components['schemas']['ProviderOverview'];

/** What the Overview of one business showed once the load had stopped. */
export interface ShownOverview {
  providerId: number;
  overview: Overview;
}

/** Bookings, event seats and boost slots beyond what they hold, each as a sentence. */
export async function overCapacity(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const doubleBooked = await db.query<{ location_id: number; date: string; slot: string; n: number }>(
    `select location_id, date::text as date, slot, count(*)::int as n from bookings
      where booking_status in (0, 1, 2) group by 1, 2, 3 having count(*) > 1`,
  );
  for (const row of doubleBooked) {
    problems.push(`location ${row.location_id} has ${row.n} active bookings for ${row.date} ${row.slot}`);
  }
  const fullEvents = await db.query<{ id: string; max_attendees: number; current_attendees: number; n: number }>(
    `select e.id, e.max_attendees, e.current_attendees,
            (select count(*)::int from event_registrations r where r.event_id = e.id and r.status in ('held', 'confirmed')) as n
       from events e
      where e.max_attendees is not null`,
  );
  for (const row of fullEvents) {
    if (row.n > row.max_attendees || row.current_attendees > row.max_attendees) {
      problems.push(
        `event ${row.id} holds ${row.n} registrations (counted ${row.current_attendees}) for ${row.max_attendees} seats`,
      );
    }
  }
  const crowdedZips = await db.query<{ id: number; zip_code: string; boost_type: string; n: number }>(
    `select a.id, a.zip_code, a.boost_type,
            (select count(*)::int from private.boosts b
              where b.zip_code = a.zip_code and b.boost_type = a.boost_type
                and b.status in ('held', 'active') and b.period && a.period) as n
       from private.boosts a
      where a.status in ('held', 'active')`,
  );
  for (const row of crowdedZips) {
    if (row.n > 2)
      problems.push(`boost ${row.id} shares ZIP ${row.zip_code} (${row.boost_type}) with ${row.n - 1} others`);
  }
  return problems;
}

/** Each Overview card and the review count against the rows they count. */
export async function overviewMismatches(db: Db, shown: readonly ShownOverview[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { providerId, overview } of shown) {
    for (const metric of overview.metrics) {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from private.lead_events
          where provider_id = $1 and action = $2
            and occurred_at >= ($3::date)::timestamp at time zone $5
            and occurred_at < ($4::date + 1)::timestamp at time zone $5`,
        [providerId, metric.action, overview.from, overview.to, overview.time_zone],
      );
      if (row?.n !== metric.value) {
        problems.push(`business ${providerId}: '${metric.label}' shows ${metric.value}, the rows count ${row?.n}`);
      }
    }
    const [reviews] = await db.query<{ n: number }>('select count(*)::int as n from reviews where provider_id = $1', [
      providerId,
    ]);
    if (reviews?.n !== overview.performance.review_count) {
      problems.push(
        `business ${providerId}: the review count shows ${overview.performance.review_count}, the rows count ${reviews?.n}`,
      );
    }
  }
  return problems;
}

/**
 * Mail the outbox (private.mail_outbox, from the deadlock-free database work) marks sent that the
 * dev mailbox does not hold, matched by recipient and subject. Undefined when there is no outbox.
 */
export async function sentMailMissing(db: Db): Promise<string[] | undefined> {
  const columns = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'private' and table_name = 'mail_outbox'`,
  );
  const names = new Set(columns.map((column) => column.column_name));
  if (names.size === 0) return undefined;
  const recipient = ['to_address', 'recipient', 'to_email', 'to'].find((name) => names.has(name));
  const subject = names.has('subject') ? 'subject' : undefined;
  const message = ['message', 'mail', 'payload'].find((name) => names.has(name));
  const to = recipient ? `o.${recipient}` : message ? `o.${message}->>'to'` : undefined;
  const title = subject ? `o.${subject}` : message ? `o.${message}->>'subject'` : undefined;
  if (!to || !title) return [`private.mail_outbox has no recipient and subject columns: ${[...names].join(', ')}`];
  const missing = await db.query<{ to_address: string; subject: string }>(
    `select ${to} as to_address, ${title} as subject from private.mail_outbox o
      where o.sent_at is not null
        and not exists (select 1 from dev_mailbox m where m.to_address = ${to} and m.subject = ${title})`,
  );
  return missing.map((mail) => `sent but not in the mailbox: "${mail.subject}" to ${mail.to_address}`);
}
