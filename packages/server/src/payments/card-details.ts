// Card rules for the local checkout page and tokenisation. The number and CVC live only in the
// request being handled: nothing here stores or logs them.

import { type CardBrand, cardBrand } from '@injury-assist/domain';

/** What a card form sends. */
export interface CardInput {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

/** A card that passed the checks: digits only, the expiry split, the name trimmed. */
export interface CheckedCard {
  digits: string;
  cvc: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, string>>;

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; errors: CardErrors };

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card numbers are 12 to 19 digits; people type them with spaces or dashes. */
const MIN_DIGITS = 12;
const MAX_DIGITS = 19;

/**
 * Checks a card as a hosted card page does, with a sentence per field. `now` decides whether
 * the card has expired: it is valid through the last day of its expiry month (UTC).
 */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const errors: CardErrors = {};
  const digits = input.number.replace(/[\s-]/g, '');
  if (digits === '') errors.number = 'Enter the card number.';
  else if (!/^\d+$/.test(digits)) errors.number = 'The card number can only contain digits.';
  else if (digits.length < MIN_DIGITS) errors.number = 'The card number is incomplete.';
  else if (digits.length > MAX_DIGITS || !passesLuhn(digits)) errors.number = 'The card number is not valid.';

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  const expMonth = Number(expiry?.[1]);
  const expYear = 2000 + Number(expiry?.[2]);
  if (input.expiry.trim() === '') errors.expiry = 'Enter the expiry date.';
  else if (!expiry || expMonth < 1 || expMonth > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (hasExpired({ expMonth, expYear }, now)) errors.expiry = 'The card has expired.';

  const brand = cardBrand(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  const cvc = input.cvc.trim();
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) errors.cvc = `Enter the ${cvcLength}-digit security code.`;

  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name === '') errors.name = 'Enter the name on the card.';
  else if (name.length > 100) errors.name = 'The name on the card can be at most 100 characters.';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  else if (/[\u0000-\u001f\u007f]/.test(name)) errors.name = 'The name on the card has characters a card cannot show.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { digits, cvc, brand, last4: digits.slice(-4), expMonth, expYear, name } };
}

/** Whether a saved card's expiry month has ended by `now`. */
export function hasExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime();
}
