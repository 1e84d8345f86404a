/**
 * How a billing page tells a refusal from a failure. A refusal is the server's answer to this
 * request (a 4xx with its sentence: a declined card, a ZIP code that is not the provider's): the page
 * shows it where it applies, and sending the same request again would only be refused again. Anything
 * else (no answer, a 5xx) is a failure: the page says so and offers 'Try again'.
 */
export function refusalSentence(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, message } = error as { status?: unknown; message?: unknown };
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  return refused && typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The sentence a failed request shows above its 'Try again': the server's own, or the page's fallback. */
export function failureSentence(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { status, message } = error as { status?: unknown; message?: unknown };
  // A network failure's message ('Failed to fetch') is the browser's, not a sentence for a person.
  return typeof status === 'number' && typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
