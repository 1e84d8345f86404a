// The card form's rules (provider-and-admin.md 5, "Card add form", and 9).

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** spec 9: card number at most 19 characters (16 digits and 3 spaces). */
export const CARD_NUMBER_MAX_LENGTH = 19;
/** spec 9: CVV at most 4. */
export const CVV_MAX_LENGTH = 4;

/** spec 5: the brand from the first digit: 4 visa, 5 or 2 mastercard, 3 amex, 6 discover. */
export function cardBrand(number: string): CardBrand {
  switch (number.replace(/\D/g, '')[0]) {
    case '4':
      return 'visa';
    case '5':
    case '2':
      return 'mastercard';
    case '3':
      return 'amex';
    case '6':
      return 'discover';
    default:
      return 'unknown';
  }
}

/** spec 5: the number grouped in fours, capped at 19 characters. */
export function groupCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  return (digits.match(/.{1,4}/g) ?? []).join(' ').slice(0, CARD_NUMBER_MAX_LENGTH);
}

/** spec 5: the CVV cut to 4 characters. */
export function cutCvv(input: string): string {
  return input.slice(0, CVV_MAX_LENGTH);
}

/** spec 5: a card is added only when number, expiry, name and CVV are all filled. */
export function cardFormComplete(card: { number: string; expiry: string; name: string; cvv: string }): boolean {
  return [card.number, card.expiry, card.name, card.cvv].every((value) => value.trim() !== '');
}

export const cardBrandLabels: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};
