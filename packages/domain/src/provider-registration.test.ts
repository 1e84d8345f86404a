import { describe, expect, it } from 'vitest';
import { isZipCodeFormat, progressStepOf, registrationCountries, usStateCodes, zip5 } from './provider-registration';

describe('the registration lists', () => {
  it('has the spec’s 22 countries, United States first and Other last', () => {
    expect(registrationCountries).toHaveLength(22);
    expect(registrationCountries[0]).toBe('United States');
    expect(registrationCountries.at(-1)).toBe('Other');
  });

  it('has the 50 US state codes, each two capital letters, no district or territory', () => {
    expect(new Set(usStateCodes).size).toBe(50);
    expect(usStateCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(usStateCodes).not.toContain('DC');
    expect(usStateCodes).not.toContain('PR');
  });
});

describe('ZIP code format (spec §5)', () => {
  it.each([
    ['33101', true],
    ['33101-1234', true],
    [' 33101 ', true],
    ['3310', false],
    ['331011', false],
    ['33101-12', false],
    ['33101 1234', false],
    ['ABCDE', false],
    ['', false],
  ])('%j is %s', (zip, valid) => {
    expect(isZipCodeFormat(zip)).toBe(valid);
  });

  it('keys places by the five-digit part', () => {
    expect(zip5('33101-1234')).toBe('33101');
    expect(zip5(' 33101')).toBe('33101');
  });
});

describe('the progress bar', () => {
  it('shows steps 1 and 1.5 as Basic Info, 2 as Locations and 3 as Subscription', () => {
    expect(progressStepOf('basicInfo')).toBe('Basic Info');
    expect(progressStepOf('verifyEmail')).toBe('Basic Info');
    expect(progressStepOf('locations')).toBe('Locations');
    expect(progressStepOf('plan')).toBe('Subscription');
  });
});
