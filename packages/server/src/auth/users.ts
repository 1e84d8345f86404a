import type { Db } from '../db/db';

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
}

const COLUMNS = 'id, email, name, user_type, password_hash, is_verified, created_at';

/** Addresses are one user whatever their case (users_email_key is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>(`select ${COLUMNS} from users where lower(email) = lower($1)`, [email]);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id]);
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
    `insert into users (email, name, phone, gender, dob, user_type, is_verified, created_at)
     values ($1, $2, $3, $4, $5, 'customer', true, $6)
     returning ${COLUMNS}`,
    [customer.email, customer.name, customer.phone, customer.gender, customer.dob, customer.createdAt],
  );
  if (!user) throw new Error('Inserting the customer returned no row.');
  return user;
}

/** Setting a password through an e-mailed link also proves the address. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, is_verified = true where id = $1', [userId, passwordHash]);
}

/**
 * Swaps an old-style hash (bcrypt, or older argon2 settings) for a new one of the same password,
 * unless the password changed meanwhile.
 */
export async function replacePasswordHash(db: Db, userId: string, oldHash: string, newHash: string): Promise<void> {
  await db.query('update users set password_hash = $3 where id = $1 and password_hash = $2', [
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
