/** The longest reason an administrator may give (the columns' check constraints say the same). */
export const REASON_MAX_LENGTH = 500;

export const REASON_REQUIRED = 'Give a reason; the people affected receive it by e-mail.';
export const REASON_TOO_LONG = `Keep the reason to ${REASON_MAX_LENGTH} characters or fewer.`;

/** An administrator's reason for an action others are told about: required, trimmed, bounded. */
export function adminReason(raw: string): { ok: true; text: string } | { ok: false; message: string } {
  const text = raw.trim();
  if (text === '') return { ok: false, message: REASON_REQUIRED };
  if (text.length > REASON_MAX_LENGTH) return { ok: false, message: REASON_TOO_LONG };
  return { ok: true, text };
}
