import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
/** After this many wrong codes the code is spent: even the right one is refused. */
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** A new code (registration or resend) at most this often per address. */
export const OTP_RESEND_INTERVAL_MS = 60_000;

/** Six digits from a CSPRNG; leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Keyed by the server's secret and bound to the address, so the stored value cannot be brute-forced offline. */
export function otpHash(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`email-otp:${email.toLowerCase()}:${code}`).digest('hex');
}

export function otpMatches(secret: string, email: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(otpHash(secret, email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
