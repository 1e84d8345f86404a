import { createHmac, timingSafeEqual } from 'node:crypto';

// A link that can do one thing: cancel one booking at the time the e-mail announced. The booking
// id and its calendar SEQUENCE are signed with a key of this purpose alone (derived from the
// server's signing secret), so the link opens nothing else, and a later move (a higher SEQUENCE)
// retires the links sent before it.
const PURPOSE = 'injury-assist/cancel-appointment-link/v1';

/** The path the e-mail links to, outside API v1: a page that asks before it cancels. */
export const cancelLinkPath = (token: string) => `/appointment-links/cancel/${token}`;

const keyOf = (secret: string) => createHmac('sha256', secret).update(PURPOSE).digest();
const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function cancelLinkToken(secret: string, bookingId: string, sequence: number): string {
  const payload = `${bookingId}.${sequence}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The booking and SEQUENCE a token names, or undefined when it was not signed by this server. */
export function readCancelLinkToken(
  secret: string,
  token: string,
): { bookingId: string; sequence: number } | undefined {
  const match = /^(BK-[A-Z0-9]{1,40})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, bookingId = '', sequence = '', signature = ''] = match;
  const expected = Buffer.from(sign(secret, `${bookingId}.${sequence}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { bookingId, sequence: Number(sequence) };
}
