/** spec customer-and-access §9: "Recent window on the customer overview: 5 days, … to concerns by creation date." */
export const RECENT_WINDOW_DAYS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a creation time falls within the last 5 days of `now`, the boundary included. A time
 * ahead of `now` counts too: a concern raised a moment ago may carry a server clock slightly ahead
 * of the visitor's. An unreadable time is never recent.
 */
export function isRecent(isoDateTime: string, now: Date): boolean {
  const created = Date.parse(isoDateTime);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= RECENT_WINDOW_DAYS * DAY_MS;
}

/** The overview's Recent Concerns: created within the window, newest first. */
export function recentConcerns<T extends { created_at: string }>(concerns: readonly T[], now: Date): T[] {
  return concerns
    .filter((concern) => isRecent(concern.created_at, now))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
