/**
 * The sentence for a database error caused by a value a client sent, or undefined for any other
 * error. A last line of defence behind validation: whatever a present or future endpoint lets
 * through, a value PostgreSQL cannot store answers 400, never 500.
 */
export function clientValueRefusal(error: unknown): string | undefined {
  const code = databaseErrorCode(error);
  if (code === undefined) return undefined;
  // Class 22, data exception: NUL in text, a date out of range, text that is not a UUID, …
  if (code.startsWith('22'))
    return 'The request contains a value that cannot be stored. Please check what you entered.';
  switch (code) {
    case '23503': // foreign_key_violation
      return 'The request refers to something that does not exist.';
    case '23502': // not_null_violation
    case '23514': // check_violation
      return 'The request contains a value that is not allowed. Please check what you entered.';
    default:
      return undefined;
  }
}

/** The PostgreSQL error code of a failed statement (both drivers set `code`), or undefined. */
export function databaseErrorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
