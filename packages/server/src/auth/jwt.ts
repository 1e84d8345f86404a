import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

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

export type JwtVerification =
  | { ok: true; payload: JwtPayload }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * Checks the signature and `exp` at `now`. Only HS256 is accepted: taking whatever `alg` a token
 * names is how `none` and key-confusion forgeries get in. A token without `exp` would be valid
 * for ever; this server never issues one, so it counts as expired.
 */
export async function verifyJwt(token: string, secret: string, now: Date): Promise<JwtVerification> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp'],
      currentDate: now,
    });
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
