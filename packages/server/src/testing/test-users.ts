import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { UserType } from '../auth/users';
import type { Db } from '../db/db';

/**
 * One hash per password for the whole test process: argon2id costs some 20 ms of CPU a hash (more
 * on a busy machine), and test users mostly share a handful of passwords. Checking a password
 * against a shared hash is the same work as against one of its own.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A user with a unique address (tests share a database per suite), and optionally a password. */
export async function createTestUser(
  db: Db,
  { type = 'customer', password, name = 'Test User' }: { type?: UserType; password?: string; name?: string } = {},
): Promise<{ id: string; email: string }> {
  const email = `user-${randomUUID().slice(0, 8)}@example.test`;
  const [row] = await db.query<{ id: string }>(
    `insert into users (email, password_hash, name, user_type, is_verified)
     values ($1, $2, $3, $4, true) returning id`,
    [email, password === undefined ? null : await hashOnce(password), name, type],
  );
  if (!row) throw new Error('Inserting a test user returned no row.');
  return { id: row.id, email };
}
