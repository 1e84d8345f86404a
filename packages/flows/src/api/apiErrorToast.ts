/** The shared error handler of API v1 (spec customer-and-access §8), as a pure decision. */
export const apiErrorMessages = {
  unauthorized: 'Unauthorized Access!',
  fallback: 'An error occurred.',
  noResponse: 'An unexpected error occurred.',
} as const;

/** spec: after a 401 the visitor is sent to /user-log-in this long after the toast. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 2500;

export type ApiErrorReaction =
  | { kind: 'unauthorized'; message: string; redirectAfterMs: number }
  | { kind: 'toast'; message: string }
  | { kind: 'none' };

const toastedStatuses: ReadonlySet<number> = new Set([400, 403, 404, 409, 500]);

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * What the app shows for a failed call: `status` is null when no response arrived.
 * Other statuses (e.g. 429 or 503) show nothing here; the screens that expect them say so themselves.
 */
export function apiErrorReaction(status: number | null, body?: unknown): ApiErrorReaction {
  if (status === null) return { kind: 'toast', message: apiErrorMessages.noResponse };
  if (status === 401) {
    return {
      kind: 'unauthorized',
      message: apiErrorMessages.unauthorized,
      redirectAfterMs: UNAUTHORIZED_REDIRECT_DELAY_MS,
    };
  }
  if (toastedStatuses.has(status)) return { kind: 'toast', message: messageOf(body) ?? apiErrorMessages.fallback };
  return { kind: 'none' };
}
