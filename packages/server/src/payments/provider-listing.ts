import type { Db } from '../db/db';

/** The NOTIFY channel that carries `{ ownerId, listed }` after a listing change commits. */
export const PROVIDER_LISTING_CHANNEL = 'provider_listing';

/**
 * The hook payments call when an owner's paid subscription starts or renews: their business is
 * to appear in the customer search. It runs inside the transaction that records the payment, so
 * the listing and the payment commit together or not at all.
 *
 * The onboarding module wires it to the directory (it marks the owner's businesses listed
 * there); what it does already is announce the change on PROVIDER_LISTING_CHANNEL, delivered
 * after commit to every server process (`db.listen`), so caches such as the search answers can
 * drop what they hold for that owner.
 */
export async function listProvider(tx: Db, ownerId: string): Promise<void> {
  await announce(tx, ownerId, true);
}

/** The opposite hook: the subscription ended (cancelled, or unpaid past the grace period). */
export async function unlistProvider(tx: Db, ownerId: string): Promise<void> {
  await announce(tx, ownerId, false);
}

async function announce(tx: Db, ownerId: string, listed: boolean): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [PROVIDER_LISTING_CHANNEL, JSON.stringify({ ownerId, listed })]);
}
