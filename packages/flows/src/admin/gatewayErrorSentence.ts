/** A PostgREST error as supabase-js hands it over. */
export type GatewayError = { message: string; code?: string; details?: string | null };

// PostgreSQL's unique-violation detail, e.g. 'Key (slug)=(about-us) already exists.'
const DUPLICATE_KEY = /^Key \((\w+)\)=\((.*)\) already exists\.?$/;

/**
 * What the admin reads when a save is refused. A duplicate (unique violation, 23505) names the
 * field and value in a sentence instead of the database's 'duplicate key value violates unique
 * constraint "blogs_slug_key"'; other refusals keep the gateway's own message.
 */
export function gatewayErrorSentence(error: GatewayError): string {
  if (error.code !== '23505') return error.message;
  const duplicate = DUPLICATE_KEY.exec(error.details ?? '');
  if (!duplicate) return 'Something saved already has this value. Change it and try again.';
  const [, field, value] = duplicate;
  return `The ${field} “${value}” is already in use. Choose another ${field}.`;
}
