import { describe, expect, it } from 'vitest';
import { clearProfileError, type ProfileForm, validateProfile } from './validateProfile';

const today = '2026-11-21';
const valid: ProfileForm = { name: 'Casey Jones', phone: '+1 (305) 555-0100', dob: '1990-04-02', gender: 'Female' };

describe('validateProfile', () => {
  it.each<[string, Partial<ProfileForm>, Record<string, string>]>([
    ['a complete form', {}, {}],
    ['no date of birth and no gender', { dob: '', gender: '' }, {}],
    ['a date of birth of today', { dob: today }, {}],
    ['a blank name', { name: '  ' }, { name: 'Name is required' }],
    // The phone rule is registration's (spec §5): "an optional plus followed by at least 10 digits…".
    ['a blank phone', { phone: '' }, { phone: 'Phone number is required' }],
    ['a short phone', { phone: '555-0100' }, { phone: 'Please enter a valid phone number' }],
    ['letters in the phone', { phone: '555-0100-abc' }, { phone: 'Please enter a valid phone number' }],
    // spec: "Profile: date of birth cannot be in the future".
    ['a date of birth tomorrow', { dob: '2026-11-22' }, { dob: 'Date of birth cannot be in the future' }],
    ['a gender outside Male, Female, Other', { gender: 'Unknown' }, { gender: 'Please select your gender' }],
    [
      'everything wrong',
      { name: '', phone: '1', dob: '2030-01-01', gender: 'x' },
      {
        name: 'Name is required',
        phone: 'Please enter a valid phone number',
        dob: 'Date of birth cannot be in the future',
        gender: 'Please select your gender',
      },
    ],
  ])('%s → %j', (_name, change, errors) => {
    expect(validateProfile({ ...valid, ...change }, today)).toEqual(errors);
  });
});

describe('clearProfileError', () => {
  it("clears only the edited field's error", () => {
    expect(clearProfileError({ name: 'Name is required', dob: 'x' }, 'name')).toEqual({ dob: 'x' });
    const errors = { dob: 'x' };
    expect(clearProfileError(errors, 'phone')).toBe(errors);
  });
});
