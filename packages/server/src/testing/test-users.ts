import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { UserType } from '../auth/users';
import type { Db } from '../db/db';

/** A user with a unique address (tests share a database per suite), and optionally a password. */
export async function createTestUser(
  db: Db,
  { type = 'customer', password, name = 'Test User' }: { type?: UserType; password?: string; name?: string } = {},
): Promise<{ id: string; email: string }> {
  const email = `user-${randomUUID().slice(0, 8)}@example.test`;
  const [row] = await db.query<{ id: string }>(
    `insert into users (email, password_hash, name, user_type, is_verified)
     values ($1, $2, $3, $4, true) returning id`,
    [email, password === undefined ? null : await hashPassword(password), name, type],
  );
  if (!row) throw new Error('Inserting a test user returned no row.');
  return { id: row.id, email };
}
