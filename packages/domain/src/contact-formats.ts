/** What the part before the @ may not hold: spaces and the characters that end or split an address in mail headers. */
const MAILBOX = /^[^\s@<>()[\]\\,;:"]{1,64}$/u;
/** One label of a host name: letters (any script) or digits, hyphens only inside. */
const HOST_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/**
 * spec §5: an e-mail address "must look like text, @, text, dot, text". The text is read as mail
 * reads it (issue 21): a mailbox without spaces, quotes, brackets, commas or semicolons, one @,
 * and a host name of two or more labels, at most 254 characters in all; `a@b.c, x@y.z` and
 * `"<b>"@x..y` are not addresses.
 */
export function isEmailAddress(text: string): boolean {
  const address = text.trim();
  const at = address.indexOf('@');
  if (address.length > 254 || at === -1) return false;
  const labels = address.slice(at + 1).split('.');
  return MAILBOX.test(address.slice(0, at)) && labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label));
}

/** spec customer-and-access §5: an optional plus, then at least 10 digits, spaces, dashes or parentheses. */
export function isPhoneNumber(text: string): boolean {
  return /^\+?[\d\s\-()]{10,}$/.test(text.trim());
}

/** A web site as the business profile takes it: http:// or https://, then a host with a dot. */
export function isWebAddress(text: string): boolean {
  return /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+([/?#]\S*)?$/i.test(text.trim());
}
