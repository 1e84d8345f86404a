import type { Db } from '../db/db';
import { recordSecurityEvent, type SecurityClient } from './security-events';

export const USER_TYPES = ['customer', 'provider', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface UserRow {
  id: string;
  email: string;
  name: string;
  user_type: UserType;
  /** Null (or empty) until the user sets a password: registration collects none. */
  password_hash: string | null;
  is_verified: boolean;
  created_at: Date;
  /** What the user keeps about themselves through supabase-js updateUser({ data }). */
  user_metadata: Record<string, unknown>;
  /** When their last session began. */
  last_sign_in_at: Date | null;
  /** Signed up through supabase-js and not confirmed yet: the password signs nobody in. */
  signup_pending: boolean;
}

/** The columns of a UserRow, prefixed with a table alias when there is one. */
export const userColumns = (alias = '') =>
  [
    'id',
    'email',
    'name',
    'user_type',
    'password_hash',
    'is_verified',
    'created_at',
    'user_metadata',
    'last_sign_in_at',
    'signup_pending',
  ]
    .map((column) => `${alias}${column}`)
    .join(', ');

const COLUMNS = userColumns();

/** Addresses are one user whatever their case (users_email_key is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>(`select ${COLUMNS} from private.users where lower(email) = lower($1)`, [
    email,
  ]);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>(`select ${COLUMNS} from private.users where id = $1`, [id]);
  return user;
}

export interface NewCustomer {
  email: string;
  name: string;
  phone: string;
  gender: string;
  dob: string;
  createdAt: Date;
}

/** A customer who has proved their address with a code; they set a password through a link. */
export async function createVerifiedCustomer(db: Db, customer: NewCustomer): Promise<UserRow> {
  const [user] = await db.query<UserRow>(
    `insert into private.users (email, name, phone, gender, dob, user_type, is_verified, created_at)
     values ($1, $2, $3, $4, $5, 'customer', true, $6)
     returning ${COLUMNS}`,
    [customer.email, customer.name, customer.phone, customer.gender, customer.dob, customer.createdAt],
  );
  if (!user) throw new Error('Inserting the customer returned no row.');
  return user;
}

/**
 * Setting a password through an e-mailed link also proves the address. The change lands in the
 * person's security activity, from the client that made it.
 */
export async function setPasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  change: { client: SecurityClient; at: Date },
): Promise<void> {
  await db.query('update private.users set password_hash = $2, is_verified = true where id = $1', [
    userId,
    passwordHash,
  ]);
  await recordSecurityEvent(db, { userId, kind: 'password_changed', ...change });
}

/**
 * Swaps an old-style hash (bcrypt, or older argon2 settings) for a new one of the same password,
 * unless the password changed meanwhile.
 */
export async function replacePasswordHash(db: Db, userId: string, oldHash: string, newHash: string): Promise<void> {
  await db.query('update private.users set password_hash = $3 where id = $1 and password_hash = $2', [
    userId,
    oldHash,
    newHash,
  ]);
}

/** The user object of the login response (spec 3): the taxonomy ids are not collected yet. */
export function loginUser(user: UserRow) {
  return {
    id: user.id,
    category_id: null,
    speciality_groups_id: null,
    service_id: null,
    email: user.email,
    name: user.name,
    user_type: user.user_type,
  };
}

/**
 * Merges `data` into the user's metadata as GoTrue does: each key replaces the one before, and a
 * key set to null is removed.
 */
export async function mergeUserMetadata(db: Db, userId: string, data: Record<string, unknown>): Promise<void> {
  await db.query(
    `update private.users
        set user_metadata = (user_metadata || $2::jsonb)
              - coalesce((select array_agg(key) from jsonb_each($2::jsonb) where value = 'null'::jsonb), '{}'::text[])
      where id = $1`,
    [userId, JSON.stringify(data)],
  );
}

/**
 * A customer who signed up with supabase-js (an address and a password): unconfirmed until they
 * follow the mailed link. Undefined when the address already has an account.
 */
export async function createSignupCustomer(
  db: Db,
  customer: { email: string; name: string; passwordHash: string; metadata: Record<string, unknown>; createdAt: Date },
): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>(
    `insert into private.users (email, name, user_type, is_verified, signup_pending, password_hash, user_metadata, created_at)
     values ($1, $2, 'customer', false, true, $3, $4::jsonb, $5)
     on conflict do nothing
     returning ${COLUMNS}`,
    [customer.email, customer.name, customer.passwordHash, JSON.stringify(customer.metadata), customer.createdAt],
  );
  return user;
}
