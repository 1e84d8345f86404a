import {
  BOOST_SLOTS_PER_ZIP,
  type BoostDuration,
  type BoostType,
  boostDurationDays,
  boostDurationLabels,
  boostPriceCents,
  boostTypeLabels,
  boostTypes,
  formatUsdExact,
} from '@injury-assist/domain';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/db';
import { databaseErrorCode } from '../http/database-errors';
import type { Job } from '../jobs/job-runner';
import { notifyAdmins } from '../notifications/admin-notifications';
import type { CheckoutSession } from '../payments/checkout-sessions';
import type { Payments } from '../payments/payments';
import { recordInvoice } from '../payments/subscriptions';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXCLUSION_VIOLATION = '23P01';

export type BoostStatus = 'held' | 'active' | 'expired' | 'released';

export interface Boost {
  id: number;
  zipCode: string;
  boostType: BoostType;
  duration: BoostDuration;
  priceCents: number;
  status: BoostStatus;
  startsAt: Date;
  endsAt: Date;
}

interface BoostRow {
  id: number;
  zip_code: string;
  boost_type: BoostType;
  duration: BoostDuration;
  price_cents: number;
  status: BoostStatus;
  starts_at: Date;
  ends_at: Date;
}

const BOOST_COLUMNS = `id, zip_code, boost_type, duration, price_cents, status,
  lower(period) as starts_at, upper(period) as ends_at`;

const toBoost = (row: BoostRow): Boost => ({
  id: row.id,
  zipCode: row.zip_code,
  boostType: row.boost_type,
  duration: row.duration,
  priceCents: row.price_cents,
  status: row.status,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});

export const noSlotLeft = (zipCode: string, type: BoostType) =>
  `Both boost slots for ${type} providers in ${zipCode} are taken. Please try another ZIP code or type, or come back when one ends.`;

export const slotAlreadyYours = (zipCode: string, type: BoostType) =>
  `Your business already has a ${type} boost in ${zipCode}, running or waiting for payment. A business takes at most one of the two slots; start another when it ends.`;

/**
 * How long a started boost holds its slot while the checkout is unpaid (decision: 30 minutes,
 * Stripe's shortest checkout lifetime). It was the checkout's 24 hours: 4 unpaid starts kept two
 * ZIP codes full for everyone for a day. A payment after it still gets a slot when one is free.
 */
export const BOOST_HOLD_MS = 30 * 60 * 1000;

export type HoldOutcome = { kind: 'held'; boost: Boost } | { kind: 'full' } | { kind: 'already-yours' };

/** Whether the provider has a live boost (held or active) of this ZIP code and type over `[start, end)`. */
async function holdsSlot(
  tx: Db,
  { providerId, zipCode, type }: { providerId: number; zipCode: string; type: BoostType },
  start: Date,
  end: Date,
  exceptId: number | null = null,
): Promise<boolean> {
  const [found] = await tx.query<{ held: boolean }>(
    `select exists (select 1 from boosts where provider_id = $1 and zip_code = $2 and boost_type = $3
        and status in ('held', 'active') and period && tstzrange($4, $5, '[)') and id <> coalesce($6, -1)) as held`,
    [providerId, zipCode, type, start, end, exceptId],
  );
  return found?.held === true;
}

/**
 * Gives the slots of holds whose checkout was cancelled or expired back. Run before each hold
 * and by the expiry job, so an abandoned checkout never keeps a slot past its lifetime.
 */
async function releaseStaleHolds(db: Db, now: Date, where: { zipCode: string; type: BoostType } | null): Promise<void> {
  await db.query(
    `update boosts set status = 'released', hold_until = null
      where status = 'held' and ($2::text is null or (zip_code = $2 and boost_type = $3))
        and (hold_until <= $1 or exists (select 1 from checkout_sessions s
              where s.id = boosts.checkout_session_id and s.status = 'cancelled'))`,
    [now, where?.zipCode ?? null, where?.type ?? null],
  );
}

/**
 * Who takes a slot of one ZIP code and type is decided one at a time, in the caller's transaction.
 * The exclusion constraint alone would never over-sell, but inserts it checks against each other
 * while both are uncommitted each wait for the other, which PostgreSQL ends as a deadlock error:
 * under load, ten providers starting one boost together got one slot and nine server errors.
 */
const lockBoostSlots = (tx: Db, zipCode: string, type: BoostType) =>
  tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [ADVISORY_LOCKS.boostSlots, `${zipCode}:${type}`]);

/**
 * Holds a slot for a new boost starting now: slot 1, else slot 2, each try refused by the
 * exclusion constraint when the slot is live over the new range; none when both are taken or the
 * provider holds one of them already (checked under the same lock, so two starts of one provider
 * cannot both pass).
 */
export function holdBoostSlot(
  db: Db,
  input: { providerId: number; ownerId: string; zipCode: string; type: BoostType; duration: BoostDuration; now: Date },
): Promise<HoldOutcome> {
  const { now } = input;
  const end = new Date(now.getTime() + boostDurationDays(input.duration) * DAY_MS);
  return db.transaction(async (tx): Promise<HoldOutcome> => {
    await lockBoostSlots(tx, input.zipCode, input.type);
    await releaseStaleHolds(tx, now, { zipCode: input.zipCode, type: input.type });
    if (await holdsSlot(tx, input, now, end)) return { kind: 'already-yours' };
    for (let slot = 1; slot <= BOOST_SLOTS_PER_ZIP; slot++) {
      try {
        const [row] = await tx.transaction((savepoint) =>
          savepoint.query<BoostRow>(
            `insert into boosts (provider_id, user_id, zip_code, boost_type, duration, price_cents, slot, period, status,
               hold_until, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, tstzrange($8, $9, '[)'), 'held', $10, $8)
             returning ${BOOST_COLUMNS}`,
            [
              input.providerId,
              input.ownerId,
              input.zipCode,
              input.type,
              input.duration,
              boostPriceCents(input.type, input.duration),
              slot,
              now,
              end,
              new Date(now.getTime() + BOOST_HOLD_MS),
            ],
          ),
        );
        if (row) return { kind: 'held', boost: toBoost(row) };
      } catch (error) {
        if (databaseErrorCode(error) !== EXCLUSION_VIOLATION) throw error;
      }
    }
    return { kind: 'full' };
  });
}

/** A held slot whose checkout could not be opened goes back at once. */
export async function releaseBoost(db: Db, id: number): Promise<void> {
  await db.query(`update boosts set status = 'released', hold_until = null where id = $1 and status = 'held'`, [id]);
}

export async function attachCheckout(db: Db, id: number, sessionId: string): Promise<void> {
  await db.query('update boosts set checkout_session_id = $2 where id = $1', [id, sessionId]);
}

export const boostLineItem = (boost: Pick<Boost, 'zipCode' | 'boostType' | 'duration' | 'priceCents'>) => ({
  description: `${boostTypeLabels[boost.boostType]} boost in ZIP ${boost.zipCode}, ${boostDurationLabels[boost.duration].toLowerCase()} (${boostDurationDays(boost.duration)} days)`,
  amountCents: boost.priceCents,
});

/**
 * A paid boost checkout: the boost runs from the verified payment for its duration, on the slot
 * it held. If the hold had been given back meanwhile (paid after BOOST_HOLD_MS) it takes a free
 * slot if there is one and the provider has no other boost there; if not, the admins are told to
 * refund it.
 */
export async function fulfilBoost(tx: Db, session: CheckoutSession, now: Date): Promise<void> {
  const id = Number(/^boost:(\d+)$/.exec(session.referenceId)?.[1]);
  // The slot lock before the row's, in the order a new hold takes them (its clean-up writes rows).
  const [target] = await tx.query<{ zip_code: string; boost_type: BoostType }>(
    'select zip_code, boost_type from boosts where id = $1',
    [id],
  );
  if (!target) throw new Error(`Checkout ${session.id} names no boost.`);
  await lockBoostSlots(tx, target.zip_code, target.boost_type);
  const [row] = await tx.query<BoostRow & { slot: number; provider_id: number }>(
    `select ${BOOST_COLUMNS}, slot, provider_id from boosts where id = $1 for update`,
    [id],
  );
  if (!row) throw new Error(`Checkout ${session.id} names no boost.`);
  if (row.status === 'active' || row.status === 'expired') return;
  const end = new Date(now.getTime() + boostDurationDays(row.duration) * DAY_MS);
  // A hold given back may have been followed by another start of the same provider, since paid.
  const ownOther = await holdsSlot(
    tx,
    { providerId: row.provider_id, zipCode: row.zip_code, type: row.boost_type },
    now,
    end,
    id,
  );
  const slots = ownOther ? [] : row.status === 'held' ? [row.slot, row.slot === 1 ? 2 : 1] : [1, 2];
  let activated = false;
  for (const slot of slots) {
    try {
      await tx.transaction((savepoint) =>
        savepoint.query(
          `update boosts set status = 'active', hold_until = null, slot = $2, period = tstzrange($3, $4, '[)'),
                  activated_at = $3
            where id = $1`,
          [id, slot, now, end],
        ),
      );
      activated = true;
      break;
    } catch (error) {
      if (databaseErrorCode(error) !== EXCLUSION_VIOLATION) throw error;
    }
  }
  if (!activated) {
    await notifyAdmins(tx, {
      title: 'Boost paid without a free slot',
      message: `Checkout ${session.id} paid ${formatUsdExact(session.amountTotalCents)} for a ${row.boost_type} boost in ${row.zip_code} after its slot was given back, and ${ownOther ? 'the business has another boost there now' : 'both slots are taken now'}. Please refund it.`,
      type: 'error',
      about: { kind: 'refundNeeded', target: session.ownerId },
    });
  }
  await recordInvoice(tx, {
    ownerId: session.ownerId,
    subscriptionId: null,
    checkoutSessionId: session.id,
    issuedAt: now,
    lines: session.lineItems,
    totalCents: session.amountTotalCents,
    currency: session.currency,
    status: 'paid',
    periodStart: activated ? now : null,
    periodEnd: activated ? end : null,
    gateway: session.gateway,
    gatewayInvoiceId: null,
  });
}

/** The provider's boosts that are or were live (not released holds), newest first. */
export async function listProviderBoosts(db: Db, providerId: number): Promise<Boost[]> {
  const rows = await db.query<BoostRow>(
    `select ${BOOST_COLUMNS} from boosts where provider_id = $1 and status <> 'released' order by created_at desc, id desc`,
    [providerId],
  );
  return rows.map(toBoost);
}

export interface TypeAvailability {
  available: number;
  total: number;
  currentProviders: { name: string; endsAt: Date }[];
}

/** Per type: slots free for a boost starting now, and who boosts there now (spec 3). */
export async function boostAvailability(
  db: Db,
  zipCode: string,
  now: Date,
): Promise<Record<BoostType, TypeAvailability>> {
  await releaseStaleHolds(db, now, null);
  const rows = await db.query<{ boost_type: BoostType; status: BoostStatus; name: string; ends_at: Date }>(
    `select b.boost_type, b.status, p.business_name as name, upper(b.period) as ends_at
       from boosts b join service_providers p on p.id = b.provider_id
      where b.zip_code = $1 and b.status in ('held', 'active') and upper(b.period) > $2
      order by upper(b.period), b.id`,
    [zipCode, now],
  );
  const result = {} as Record<BoostType, TypeAvailability>;
  for (const type of boostTypes) {
    const live = rows.filter((row) => row.boost_type === type);
    result[type] = {
      available: Math.max(0, BOOST_SLOTS_PER_ZIP - live.length),
      total: BOOST_SLOTS_PER_ZIP,
      currentProviders: live
        .filter((row) => row.status === 'active')
        .map((row) => ({ name: row.name, endsAt: row.ends_at })),
    };
  }
  return result;
}

/**
 * Ends boosts whose time is up and gives back abandoned holds. The search reads only active
 * boosts, and this write clears the cached answers (the table's search trigger), so a boost
 * leaves the search within a minute of its end.
 */
export function boostExpiryJob(): Job {
  return {
    name: 'boost-expiry',
    intervalMs: 60 * 1000,
    async run({ db, now }) {
      // The table's search trigger fires per statement, even one that changes no row, and would
      // clear every process's cached answers each minute: write only when something is due.
      const [due] = await db.query<{ expiring: boolean; stale: boolean }>(
        `select exists (select 1 from boosts where status = 'active' and upper(period) <= $1) as expiring,
                exists (select 1 from boosts where status = 'held') as stale`,
        [now],
      );
      if (due?.expiring) {
        await db.query(`update boosts set status = 'expired' where status = 'active' and upper(period) <= $1`, [now]);
      }
      if (due?.stale) await releaseStaleHolds(db, now, null);
    },
  };
}

export async function startBoostCheckout(input: {
  db: Db;
  payments: Payments;
  owner: { id: string; email: string };
  providerId: number;
  zipCode: string;
  type: BoostType;
  duration: BoostDuration;
  now: Date;
}): Promise<{ kind: 'checkout'; sessionId: string; url: string } | Exclude<HoldOutcome, { kind: 'held' }>> {
  const { db, payments, owner } = input;
  const hold = await holdBoostSlot(db, {
    providerId: input.providerId,
    ownerId: owner.id,
    zipCode: input.zipCode,
    type: input.type,
    duration: input.duration,
    now: input.now,
  });
  if (hold.kind !== 'held') return hold;
  const { boost } = hold;
  try {
    const checkout = await payments.createCheckout({
      purpose: 'boost',
      ownerId: owner.id,
      customerEmail: owner.email,
      referenceId: `boost:${boost.id}`,
      lineItems: [boostLineItem(boost)],
      successPath: '/dashboard/boost',
      cancelPath: '/dashboard/boost',
    });
    await attachCheckout(db, boost.id, checkout.sessionId);
    return { kind: 'checkout', ...checkout };
  } catch (error) {
    await releaseBoost(db, boost.id);
    throw error;
  }
}
