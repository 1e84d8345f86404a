import { createPasswordHashing } from './password-hashing';

export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt read only the first 72 bytes, and older hashes are bcrypt: a longer password would be cut. */
export const MAX_PASSWORD_BYTES = 72;

/**
 * Argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 30 ms on one
 * core here, computed by @node-rs/argon2 on the hashing threads (password-hashing.ts).
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** What a hash made with ARGON2_OPTIONS starts with; any other hash is replaced at the next sign-in. */
const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;
const BCRYPT_HASH = /^\$2[aby]\$\d\d\$/;

const hashing = createPasswordHashing();

// Compared against when there is no user or no password, so a wrong address takes as long as a
// wrong password and response times do not reveal which addresses have accounts: a real hash,
// made with ARGON2_OPTIONS, of a random password nobody knows.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$sfwncebDwiU0i+0Tn/ReIg$5enE4U7nsWzZFXQ7FRx/efM7ln95bNasV6OxGGvuagA';

export function hashPassword(password: string): Promise<string> {
  return hashing.hash(password, ARGON2_OPTIONS);
}

export type PasswordCheck =
  | { ok: false }
  /** `rehash`: the stored hash is bcrypt or older settings; store this one instead. */
  | { ok: true; rehash: string | undefined };

/**
 * Checks a password against its stored hash: argon2id, or bcrypt for accounts made before
 * argon2id. A missing or empty hash (no password set yet) is false, after the same work as a real
 * check.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<PasswordCheck> {
  if (!stored) {
    await hashing.verifyArgon2(DUMMY_HASH, password);
    return { ok: false };
  }
  const matches = BCRYPT_HASH.test(stored)
    ? await hashing.verifyBcrypt(stored, password)
    : await hashing.verifyArgon2(stored, password);
  if (!matches) return { ok: false };
  return { ok: true, rehash: stored.startsWith(CURRENT_HASH_PREFIX) ? undefined : await hashPassword(password) };
}

export type PasswordProblem = 'too-short' | 'too-long';

export function passwordProblem(password: string): PasswordProblem | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) return 'too-long';
  return undefined;
}
