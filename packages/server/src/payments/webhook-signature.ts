import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from './gateway';

/** The local gateway's signature header, built like Stripe's: `t=<unix seconds>,v1=<hex HMAC>`. */
export const LOCAL_SIGNATURE_HEADER = 'payments-signature';

/** How old (or how far ahead of our clock) a signed event may be, in seconds: Stripe's default. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for `body` signed at `at`. */
export function signPayload(body: string, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Checks HMAC-SHA256 over `timestamp.body` in constant time, and that the timestamp is within
 * the tolerance of `now` (a replay of an old delivery is refused even with a valid signature).
 * Several v1 entries are allowed so a secret can be rotated.
 */
export function verifySignature(body: string, header: string | null, secret: string, now: Date): void {
  if (!header) throw new WebhookRejected('The event has no signature.');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value as string);
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) {
    throw new WebhookRejected('The event signature is malformed.');
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookRejected('The event signature does not match.');
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookRejected('The event was signed more than five minutes from now.');
  }
}
