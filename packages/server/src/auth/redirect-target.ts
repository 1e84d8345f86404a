/** Where the app's reset screen lives (spec 2: /reset-password on the product's own origin). */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The `redirect_to` of a recovery link, if it is on PUBLIC_URL's origin; otherwise the reset
 * screen. Anything else would let a crafted request send a signed-in session to another site.
 */
export function safeRedirectTarget(publicUrl: string, requested: string | undefined): string {
  const fallback = `${publicUrl}${RESET_PASSWORD_PATH}`;
  if (!requested) return fallback;
  try {
    const target = new URL(requested);
    return target.origin === new URL(publicUrl).origin ? target.toString() : fallback;
  } catch {
    return fallback;
  }
}

/** The link in a recovery or set-password mail: GoTrue's verify endpoint, then the app. */
export function recoveryLink(publicUrl: string, token: string, redirectTo: string): string {
  const query = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo });
  return `${publicUrl}/auth/v1/verify?${query}`;
}
