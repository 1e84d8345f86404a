/** spec §5: an e-mail address "must look like text, @, text, dot, text". */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
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
