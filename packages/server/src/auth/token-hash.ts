import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and one-time link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How random tokens are stored. A plain SHA-256 suffices because the tokens carry 256 bits of
 * randomness (no salt or slow hash needed): the table alone never yields a usable token.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
