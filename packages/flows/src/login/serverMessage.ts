/**
 * The human sentence a failed call carries, if any. Actors throw either an `Error` (supabase-js
 * `AuthError`, or one the app builds from a response) or the API's `{ status, message }` body
 * itself; both count. Anything else — or a blank message — is an unexpected failure, which each
 * machine turns into its own fallback sentence from the spec.
 */
export function serverMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  const { message } = error;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
