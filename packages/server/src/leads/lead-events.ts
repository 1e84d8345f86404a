import { LEAD_DEDUPE_WINDOW_MS, type LeadAction } from '@injury-assist/domain';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/db';

export interface LeadEvent {
  providerId: number;
  /** The location the customer was looking at, when known; its city goes with the event. */
  locationId: number | null;
  action: LeadAction;
  customerId: string;
  at: Date;
}

/**
 * Records the event unless it does not count: the customer's own business (a provider looking at
 * their listing), or a click (not a booking) of the same customer, action and provider within the
 * last hour. A booking is an appointment request each time, so the Appointment Requests card, the
 * chart and the export count what the provider's Appointments list shows. Runs in its own
 * transaction, or in the caller's (a booking's), under an advisory lock so two clicks arriving
 * together count once. Resolves to whether it was recorded.
 */
export function recordLeadEvent(db: Db, event: LeadEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
      ADVISORY_LOCKS.leadEvent,
      `${event.providerId}:${event.customerId}:${event.action}`,
    ]);
    const inserted = await tx.query<{ id: number }>(
      `insert into lead_events (provider_id, location_id, action, customer_id, city, occurred_at)
       select $1, $2, $3, $4,
              coalesce((select ci.name from provider_locations l join cities ci on ci.id = l.city_id
                         where l.id = $2 and l.provider_id = $1), ''),
              $5
        where not exists (select 1 from service_providers p where p.id = $1 and p.user_id = $4)
          and ($3 = 'booking' or not exists (
            select 1 from lead_events e
             where e.provider_id = $1 and e.customer_id = $4 and e.action = $3
               and e.occurred_at > $5::timestamptz - $6 * interval '1 millisecond'
               and e.occurred_at <= $5))
       returning id`,
      [event.providerId, event.locationId, event.action, event.customerId, event.at, LEAD_DEDUPE_WINDOW_MS],
    );
    return inserted.length > 0;
  });
}
