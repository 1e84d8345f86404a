import { describe, expect, it } from 'vitest';
import { cardBrand, cardFormComplete, cutCvv, groupCardNumber } from './cards';

describe('card form rules (spec 5)', () => {
  it.each([
    ['4242', 'visa'],
    ['5555', 'mastercard'],
    ['2223', 'mastercard'],
    ['3782', 'amex'],
    ['6011', 'discover'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ] as const)('brand of %s is %s', (number, brand) => expect(cardBrand(number)).toBe(brand));

  it('groups the number in fours and caps it at 19 characters', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 42424242 99')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('42a4')).toBe('424');
  });

  it('cuts the CVV to 4 characters', () => expect(cutCvv('123456')).toBe('1234'));

  it('adds a card only when every field is filled', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/34', name: 'Ada', cvv: '123' };
    expect(cardFormComplete(card)).toBe(true);
    expect(cardFormComplete({ ...card, cvv: ' ' })).toBe(false);
    expect(cardFormComplete({ ...card, name: '' })).toBe(false);
  });
});
