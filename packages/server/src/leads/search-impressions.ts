import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db';

/** A provider as one results page showed it, and the ZIP code of the listing shown. */
export interface ShownProvider {
  providerId: number;
  zipCode: string;
}

/**
 * Counts the providers of one results page as seen by `viewerId` at `at`: once per viewer and
 * provider a day in the provider's zone (its first location's, as the Overview's days), never the
 * viewer's own business. One statement for the whole page; a second sight the same day is no row.
 */
export async function recordSearchImpressions(
  db: Db,
  { viewerId, at, shown }: { viewerId: string; at: Date; shown: readonly ShownProvider[] },
): Promise<void> {
  if (shown.length === 0) return;
  await db.query(
    `insert into search_impressions (provider_id, viewer_id, day, zip_code, occurred_at)
     select s.provider_id, $1::uuid,
            ($2::timestamptz at time zone coalesce(
              (select l.time_zone from provider_locations l
                where l.provider_id = s.provider_id and l.removed_at is null order by l.id limit 1), 'UTC'))::date,
            s.zip_code, $2::timestamptz
       from unnest($3::int[], $4::text[]) as s(provider_id, zip_code)
      where exists (select 1 from service_providers p where p.id = s.provider_id and p.user_id is distinct from $1::uuid)
     on conflict (provider_id, viewer_id, day) do nothing`,
    [viewerId, at, shown.map((entry) => entry.providerId), shown.map((entry) => entry.zipCode.slice(0, 5))],
    { prepare: true },
  );
}

/** The providers a search answer lists, in its order, with the ZIP code each was shown for. */
export function shownProviders(answer: {
  data: readonly { business_provider_id: number; zipcode_show: string; sponsored?: { zipCode: string } | null }[];
}): ShownProvider[] {
  return answer.data.map((provider) => ({
    providerId: provider.business_provider_id,
    zipCode: provider.sponsored?.zipCode ?? provider.zipcode_show.trim().slice(0, 5),
  }));
}

/** Every time zone's offset is a whole number of these, so a zone's day never changes inside one. */
const QUARTER_HOUR_MS = 15 * 60_000;
/** The most viewer–provider pairs remembered: a few MB, and forgetting one only costs a statement. */
const REMEMBERED_PAIRS = 100_000;

/**
 * The impressions this process has recorded in the current quarter hour (UTC). A provider's day
 * starts on a quarter hour in every zone, so a viewer who saw a provider earlier in the same
 * quarter hour was counted for that day already, and the statement can be skipped: a customer
 * paging or searching again costs no write.
 */
export class RecentImpressions {
  readonly #seen = new LRUCache<string, true>({ max: REMEMBERED_PAIRS });

  #key(viewerId: string, at: Date, providerId: number): string {
    return `${Math.floor(at.getTime() / QUARTER_HOUR_MS)} ${viewerId} ${providerId}`;
  }

  /** The providers of `shown` not recorded for `viewerId` in the quarter hour of `at`. */
  unseen(viewerId: string, at: Date, shown: readonly ShownProvider[]): ShownProvider[] {
    return shown.filter((entry) => !this.#seen.has(this.#key(viewerId, at, entry.providerId)));
  }

  /** Notes `shown` as recorded (once its statement has committed). */
  remember(viewerId: string, at: Date, shown: readonly ShownProvider[]): void {
    for (const entry of shown) this.#seen.set(this.#key(viewerId, at, entry.providerId), true);
  }
}
