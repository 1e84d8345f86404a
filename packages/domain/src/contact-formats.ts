/** spec §5: an e-mail address "must look like text, @, text, dot, text". */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/** spec customer-and-access §5: an optional plus, then at least 10 digits, spaces, dashes or parentheses. */
export function isPhoneNumber(text: string): boolean {
  return /^\+?[\d\s\-()]{10,}$/.test(text.trim());
}

/** A web site as the business profile takes it: http:// or https://, then a host with a dot. */
export function isWebAddress(text: string): boolean {
  return /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+([/?#]\S*)?$/i.test(text.trim());
}
