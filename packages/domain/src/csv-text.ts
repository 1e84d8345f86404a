// The one CSV writer of the admin exports (issue 26): the server's API v1 exports, the Audit page's
// file and the stories' in-memory gateway all write their text here.

/** A cell's value: text, a number or a truth value as written; null and undefined are empty. */
export type CsvValue = string | number | boolean | null | undefined;

/** What a spreadsheet would run as a formula when a text cell starts with it. */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

/**
 * One field: a text that a spreadsheet would read as a formula gets a leading `'` (a name like
 * "=HYPERLINK(…)" stays text); a field holding a comma, quote or line break is quoted with its
 * quotes doubled (RFC 4180). Numbers are written as they are, so -5 stays a number.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && FORMULA_LEAD.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file: the header line, then one line a row, each ended by CRLF as RFC 4180 writes them. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}
