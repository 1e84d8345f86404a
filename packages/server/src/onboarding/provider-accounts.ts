import { storedPhoneNumber } from '@injury-assist/domain';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/db';

/**
 * The account of a provider whose address a code proved: user type provider, verified, without
 * a password until they choose one through the set-password link.
 */
export async function createVerifiedProvider(
  db: Db,
  provider: { email: string; name: string; phone: string; createdAt: Date },
): Promise<UserRow> {
  const [user] = await db.query<UserRow>(
    `insert into users (email, name, phone, user_type, is_verified, created_at)
     values ($1, $2, $3, 'provider', true, $4)
     returning id, email, name, user_type, password_hash, is_verified, created_at`,
    [provider.email, provider.name, storedPhoneNumber(provider.phone), provider.createdAt],
  );
  if (!user) throw new Error('Inserting the provider returned no row.');
  return user;
}
