import { escapeHtml } from './escape-html';

/** A plain-text mail body as simple HTML (the dev mailbox and mail clients show either). */
export function paragraphsHtml(text: string): string {
  return text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
