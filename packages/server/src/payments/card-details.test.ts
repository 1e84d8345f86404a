import { cardBrand } from '@injury-assist/domain';
import { describe, expect, it } from 'vitest';
import { type CardInput, checkCard, hasExpired, passesLuhn } from './card-details';

const NOW = new Date('2026-11-21T12:00:00Z');
const VALID: CardInput = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', name: '  Ada   Lovelace ' };

describe('card brand (spec 5: by the first digit)', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9000000000000000', 'unknown'],
    ['', 'unknown'],
  ] as const)('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });
});

describe('Luhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['42424242a4242424', false],
  ])('%s → %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });
});

describe('checkCard', () => {
  it('accepts a valid card and keeps only what it needs', () => {
    expect(checkCard(VALID, NOW)).toEqual({
      ok: true,
      card: {
        digits: '4242424242424242',
        cvc: '123',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2028,
        name: 'Ada Lovelace',
      },
    });
  });

  it.each([
    [{ number: '' }, { number: 'Enter the card number.' }],
    [{ number: '4242 4242 4242 424x' }, { number: 'The card number can only contain digits.' }],
    [{ number: '4242 4242' }, { number: 'The card number is incomplete.' }],
    [{ number: '4242 4242 4242 4241' }, { number: 'The card number is not valid.' }],
    [{ number: '4242 4242 4242 4242 4242' }, { number: 'The card number is not valid.' }],
    [{ expiry: '' }, { expiry: 'Enter the expiry date.' }],
    [{ expiry: '13/28' }, { expiry: 'Enter the expiry date as MM/YY.' }],
    [{ expiry: '1228' }, { expiry: 'Enter the expiry date as MM/YY.' }],
    [{ expiry: '10/26' }, { expiry: 'The card has expired.' }],
    [{ cvc: '12' }, { cvc: 'Enter the 3-digit security code.' }],
    [{ number: '3782 822463 10005', cvc: '123' }, { cvc: 'Enter the 4-digit security code.' }],
    [{ name: '   ' }, { name: 'Enter the name on the card.' }],
    [{ name: 'Ada\u0000' }, { name: 'The name on the card has characters a card cannot show.' }],
  ])('%o → %o', (change, errors) => {
    expect(checkCard({ ...VALID, ...change }, NOW)).toEqual({ ok: false, errors });
  });

  it('is valid through the last day of the expiry month', () => {
    expect(checkCard({ ...VALID, expiry: '11/26' }, NOW).ok).toBe(true);
    expect(hasExpired({ expMonth: 11, expYear: 2026 }, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(hasExpired({ expMonth: 11, expYear: 2026 }, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });
});
