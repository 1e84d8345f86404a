import bcrypt from 'bcryptjs';

export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads only the first 72 bytes: a longer password would be silently cut. */
export const MAX_PASSWORD_BYTES = 72;
const BCRYPT_COST = 10;

// Compared against when there is no user or no password, so a wrong address takes as long as a
// wrong password and response times do not reveal which addresses have accounts.
const DUMMY_HASH = '$2b$10$clb/MbH/B6gFk1oVClkN3ORU1FxaV2BDvNSY.2qj5ofiMqE74hqXu';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** False for a missing or empty hash (no password set yet), after the same work as a real check. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}

export type PasswordProblem = 'too-short' | 'too-long';

export function passwordProblem(password: string): PasswordProblem | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) return 'too-long';
  return undefined;
}
