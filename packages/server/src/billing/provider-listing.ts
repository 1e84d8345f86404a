import type { Db } from '../db/db';
import { listOwnerBusiness, unlistOwnerBusiness } from '../onboarding/directory-listing';

/** The NOTIFY channel that carries `{ ownerId, listed }` after a listing change commits. */
export const PROVIDER_LISTING_CHANNEL = 'provider_listing';

/**
 * The hook payments call when an owner's paid subscription starts or renews: their business is
 * to appear in the customer search. It runs inside the transaction that records the payment, so
 * the listing and the payment commit together or not at all. The first payment of a registration
 * creates the business from the registration's draft (onboarding/directory-listing.ts); later
 * ones list it again. The change is also announced on PROVIDER_LISTING_CHANNEL, delivered after
 * commit to every server process (`db.listen`).
 */
export async function listProvider(tx: Db, ownerId: string, now: Date): Promise<void> {
  await listOwnerBusiness(tx, ownerId, now);
  await announce(tx, ownerId, true);
}

/** The opposite hook: the subscription ended (cancelled, or unpaid past the grace period). */
export async function unlistProvider(tx: Db, ownerId: string): Promise<void> {
  await unlistOwnerBusiness(tx, ownerId);
  await announce(tx, ownerId, false);
}

async function announce(tx: Db, ownerId: string, listed: boolean): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [PROVIDER_LISTING_CHANNEL, JSON.stringify({ ownerId, listed })]);
}
