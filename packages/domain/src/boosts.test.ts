import { describe, expect, it } from 'vitest';
import { boostPriceCents, boostZipCode } from './boosts';

describe('boost rules (spec 9)', () => {
  it.each([
    ['medical', 'weekly', 29_900],
    ['medical', 'monthly', 99_900],
    ['medical', 'quarterly', 269_900],
    ['legal', 'weekly', 19_900],
    ['legal', 'monthly', 69_900],
    ['legal', 'quarterly', 189_900],
  ] as const)('%s %s costs %i cents', (type, duration, cents) => expect(boostPriceCents(type, duration)).toBe(cents));

  it('takes five-digit ZIP codes, and a ZIP+4 as its first five', () => {
    expect(boostZipCode(' 33101 ')).toBe('33101');
    expect(boostZipCode('33101-1234')).toBe('33101');
    expect(boostZipCode('3310')).toBeNull();
    expect(boostZipCode('ABCDE')).toBeNull();
  });
});
