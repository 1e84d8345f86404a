import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

type CryptoKey = webcrypto.CryptoKey;

/** Claims are JSON values; the caller checks the ones it relies on. */
export type JwtPayload = Record<string, unknown>;

/** HMAC-SHA256 is the only algorithm this server issues or accepts. */
const ALGORITHM = 'HS256';

// Importing the secret as a WebCrypto key costs more than the HMAC itself, and every
// authenticated request verifies a token, so each secret is imported once per process.
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** A compact JWS of `payload`, signed with HS256. */
export async function signJwt(payload: JwtPayload, secret: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(await hmacKey(secret));
}

/** The most verified tokens kept per secret (a token is some 400 bytes). */
const VERIFIED_TOKENS = 10_000;

// Every signed-in request verifies its token, and a token comes back with every request of its
// hour; WebCrypto's HMAC runs as a job on another thread and cost a search more CPU than its
// own work (docs/search-speed.md). So a token found valid is kept, by secret, and a later call
// repeats only what depends on the clock: `exp`. Tokens with `nbf` (never issued here) are not kept.
const verifiedTokens = new Map<string, LRUCache<string, JwtPayload>>();

function verifiedFor(secret: string): LRUCache<string, JwtPayload> {
  let verified = verifiedTokens.get(secret);
  if (!verified) {
    verified = new LRUCache({ max: VERIFIED_TOKENS });
    verifiedTokens.set(secret, verified);
  }
  return verified;
}

/** As jose counts it: expired from the second `exp` names on. */
const isExpired = (payload: JwtPayload, now: Date) => (payload.exp as number) <= Math.floor(now.getTime() / 1000);

export type JwtVerification =
  | { ok: true; payload: JwtPayload }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * Checks the signature and `exp` at `now`. Only HS256 is accepted: taking whatever `alg` a token
 * names is how `none` and key-confusion forgeries get in. A token without `exp` would be valid
 * for ever; this server never issues one, so it counts as expired.
 */
export async function verifyJwt(token: string, secret: string, now: Date): Promise<JwtVerification> {
  const verified = verifiedFor(secret);
  const kept = verified.get(token);
  if (kept) return isExpired(kept, now) ? { ok: false, reason: 'expired' } : { ok: true, payload: { ...kept } };
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp'],
      currentDate: now,
    });
    if (payload.nbf === undefined) verified.set(token, { ...payload });
    return { ok: true, payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp') {
      return { ok: false, reason: 'expired' };
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature' };
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'malformed' };
    throw error;
  }
}
