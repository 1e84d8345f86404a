/**
 * Whether an `Accept-Encoding` header allows a content coding (RFC 9110 section 12.5.3): named
 * with a q-value above 0, or not named and `*` allowed. Without the header no coding is assumed
 * acceptable, so files go as they are.
 */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return allowed;
    if (name === '*') wildcard = allowed;
  }
  return wildcard;
}
