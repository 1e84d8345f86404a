import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims are JSON values; the caller checks the ones it relies on. */
export type JwtPayload = Record<string, unknown>;

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** A compact JWS signed with HMAC-SHA256 — the only algorithm this server issues or accepts. */
export function signJwt(payload: JwtPayload, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${body}.${signature(body, secret)}`;
}

export type JwtVerification =
  | { ok: true; payload: JwtPayload }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * Checks the signature and `exp` (seconds since the epoch, compared with `nowSeconds`).
 * The header must say HS256: accepting whatever `alg` a token names is how `none` and
 * key-confusion forgeries get in.
 */
export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header = '', payload = '', sig = ''] = parts;
  const decodedHeader = parseJson(header);
  if (decodedHeader?.alg !== 'HS256') return { ok: false, reason: 'malformed' };

  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };

  const claims = parseJson(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  // A token without an expiry would be valid for ever; this server never issues one.
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, payload: claims };
}

function signature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function parseJson(segment: string): JwtPayload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JwtPayload) : undefined;
  } catch {
    return undefined;
  }
}
