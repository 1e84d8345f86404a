import { escapeHtml } from '../mail/escape-html';

/** $1,234.50 — amounts are kept in whole cents. */
export function dollars(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** The PostgreSQL error code of a failed statement (both drivers set `code`), or undefined. */
export function databaseErrorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** A plain-text mail body as simple HTML (the dev mailbox and mail clients show either). */
export function paragraphsHtml(text: string): string {
  return text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
