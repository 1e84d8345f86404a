import type { CardBrand } from '@injury-assist/domain';
import type { Db } from '../db/db';
import type { GatewayName, TokenizedCard } from './gateway';

/** A saved card (table payment_methods): what identifies it to a person, and the gateway's token. */
export interface PaymentMethod {
  id: number;
  gateway: GatewayName;
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string;
  isPrimary: boolean;
  createdAt: Date;
}

interface PaymentMethodRow {
  id: number;
  gateway: GatewayName;
  token: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  cardholder_name: string;
  is_primary: boolean;
  created_at: Date;
}

const toPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  gateway: row.gateway,
  token: row.token,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  name: row.cardholder_name,
  isPrimary: row.is_primary,
  createdAt: row.created_at,
});

/**
 * Saves a tokenised card for its owner. The owner's first card becomes primary (renewals charge
 * the primary card); later ones are secondary (spec 4, "Cards"). A card the owner already saved
 * (the same gateway fingerprint, or the same token) is not saved twice: its row takes the newest
 * token, expiry and name (issue 27: paying an upgrade with the saved card added it again). A card
 * saved before fingerprints (the seed's) is known by its brand and last four digits (its expiry
 * may be the one the card had then), and takes the fingerprint. Per-owner
 * lock: two first cards saved at once cannot both become primary, nor one card twice.
 */
export async function addPaymentMethod(
  db: Db,
  ownerId: string,
  gateway: GatewayName,
  card: TokenizedCard,
  at: Date,
): Promise<PaymentMethod> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('payment_methods:' || $1))`, [ownerId]);
    const [saved] = await tx.query<PaymentMethodRow>(
      `update payment_methods
          set token = $4, fingerprint = coalesce($3, fingerprint), exp_month = $5, exp_year = $6, cardholder_name = $7
        where id = (select id from payment_methods
                     where user_id = $1 and gateway = $2
                       and (fingerprint = $3 or token = $4
                            or (fingerprint is null and brand = $8 and last4 = $9))
                     order by fingerprint is null, id limit 1)
        returning *`,
      [ownerId, gateway, card.fingerprint, card.token, card.expMonth, card.expYear, card.name, card.brand, card.last4],
    );
    if (saved) return toPaymentMethod(saved);
    const [row] = await tx.query<PaymentMethodRow>(
      `insert into payment_methods
         (user_id, gateway, token, fingerprint, brand, last4, exp_month, exp_year, cardholder_name, is_primary, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9,
               not exists (select 1 from payment_methods where user_id = $1 and is_primary), $10)
       returning *`,
      [
        ownerId,
        gateway,
        card.token,
        card.fingerprint,
        card.brand,
        card.last4,
        card.expMonth,
        card.expYear,
        card.name,
        at,
      ],
    );
    if (!row) throw new Error('Saving a payment method returned no row.');
    return toPaymentMethod(row);
  });
}

/** The owner's cards, primary first, then newest first. */
export async function listPaymentMethods(db: Db, ownerId: string): Promise<PaymentMethod[]> {
  const rows = await db.query<PaymentMethodRow>(
    'select * from payment_methods where user_id = $1 order by is_primary desc, created_at desc, id desc',
    [ownerId],
  );
  return rows.map(toPaymentMethod);
}

/** The owner's customer id at a gateway, when one was recorded. */
export async function findGatewayCustomer(db: Db, ownerId: string, gateway: GatewayName): Promise<string | null> {
  const [row] = await db.query<{ customer_id: string }>(
    'select customer_id from billing_customers where user_id = $1 and gateway = $2',
    [ownerId, gateway],
  );
  return row?.customer_id ?? null;
}

/** Records the owner's customer id at a gateway; the first one recorded is kept. */
export async function rememberGatewayCustomer(
  db: Db,
  ownerId: string,
  gateway: GatewayName,
  customerId: string,
): Promise<void> {
  await db.query(
    `insert into billing_customers (user_id, gateway, customer_id) values ($1, $2, $3)
     on conflict do nothing`,
    [ownerId, gateway, customerId],
  );
}
