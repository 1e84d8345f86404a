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

/**
 * A phone number as it is stored and dialled: E.164 ('+13055550199'), whatever the format typed.
 * The network is in the United States (NANP), so a number without a country code is read as one
 * there: ten digits get +1, eleven starting with 1 get +. A number typed with + or the
 * international prefix 00 keeps its own country code. Undefined for what isPhoneNumber refuses.
 */
export function e164PhoneNumber(text: string): string | undefined {
  if (!isPhoneNumber(text)) return undefined;
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

/** What is stored for a typed phone number: its E.164 form, or the text trimmed when it is not one. */
export const storedPhoneNumber = (text: string): string => e164PhoneNumber(text) ?? text.trim();

/**
 * A phone number as people read it: a US number (+1 and ten digits) as '+1 (305) 555-0199', any
 * other as stored.
 */
export function phoneNumberForDisplay(phone: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164PhoneNumber(phone) ?? '');
  return us ? `+1 (${us[1]}) ${us[2]}-${us[3]}` : phone.trim();
}

/** The tel: link of a phone number (its E.164 form; the digits as typed when it has none). */
export function telHref(phone: string): string {
  return `tel:${e164PhoneNumber(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}

const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+([/?#]\S*)?$/i;

/**
 * A web site as it is stored and linked: http:// or https://, then a host with a dot. One typed
 * without a scheme ('quinn-clinic.example') gets https://. Undefined when it is not a web address
 * (another scheme such as javascript:, or no dotted host).
 */
export function webAddress(text: string): string | undefined {
  const trimmed = text.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return WEB_ADDRESS.test(withScheme) ? withScheme : undefined;
}

export const isWebAddress = (text: string): boolean => webAddress(text) !== undefined;
