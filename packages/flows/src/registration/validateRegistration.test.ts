import { describe, expect, it } from 'vitest';
import {
  clearFieldError,
  type RegistrationForm,
  toRegistrationRequest,
  validateRegistration,
} from './validateRegistration';

const today = '2026-11-21';
const valid: RegistrationForm = {
  firstName: 'Casey',
  lastName: 'Jones',
  email: 'casey@example.com',
  phone: '+1 (305) 555-0100',
  gender: 'female',
  dob: '1990-04-02',
};

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid, today)).toEqual({});
  });

  it.each<[string, Partial<RegistrationForm>, Record<string, string>]>([
    ['first name empty', { firstName: '' }, { firstName: 'First name is required' }],
    ['first name blank', { firstName: '   ' }, { firstName: 'First name is required' }],
    ['last name empty', { lastName: '' }, { lastName: 'Last name is required' }],
    ['email empty', { email: '' }, { email: 'Email is required' }],
    ['email without at', { email: 'casey.example.com' }, { email: 'Please enter a valid email address' }],
    ['email without domain dot', { email: 'casey@example' }, { email: 'Please enter a valid email address' }],
    ['phone empty', { phone: '' }, { phone: 'Phone number is required' }],
    ['phone too short', { phone: '305-5550' }, { phone: 'Please enter a valid phone number' }],
    ['phone with letters', { phone: '305-555-CALL' }, { phone: 'Please enter a valid phone number' }],
    ['phone plus not first', { phone: '1+3055550100' }, { phone: 'Please enter a valid phone number' }],
    ['gender not chosen', { gender: '' }, { gender: 'Please select your gender' }],
    ['dob empty', { dob: '' }, { dob: 'Date of birth is required' }],
    ['dob tomorrow', { dob: '2026-11-22' }, { dob: 'Date of birth is required' }],
  ])('%s', (_name, change, expected) => {
    expect(validateRegistration({ ...valid, ...change }, today)).toEqual(expected);
  });

  it.each(['3055550100', '+13055550100', '(305) 555-0100', '305 555 0100'])('accepts phone %s', (phone) => {
    expect(validateRegistration({ ...valid, phone }, today)).toEqual({});
  });

  it('accepts a date of birth of today', () => {
    expect(validateRegistration({ ...valid, dob: today }, today)).toEqual({});
  });

  it('reports every missing field at once', () => {
    const empty: RegistrationForm = { firstName: '', lastName: '', email: '', phone: '', gender: '', dob: '' };
    expect(Object.keys(validateRegistration(empty, today))).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'gender',
      'dob',
    ]);
  });
});

describe('clearFieldError', () => {
  it('removes only the edited field', () => {
    const errors = { firstName: 'First name is required', email: 'Email is required' };
    expect(clearFieldError(errors, 'email')).toEqual({ firstName: 'First name is required' });
  });
  it('returns the same object when the field had no error', () => {
    const errors = { firstName: 'First name is required' };
    expect(clearFieldError(errors, 'phone')).toBe(errors);
  });
});

describe('toRegistrationRequest', () => {
  it('joins the names with one space and always registers a customer', () => {
    expect(toRegistrationRequest({ ...valid, firstName: ' Casey ', lastName: 'Jones ' })).toEqual({
      name: 'Casey Jones',
      email: 'casey@example.com',
      phone: '+1 (305) 555-0100',
      gender: 'female',
      dob: '1990-04-02',
      userType: 'customer',
    });
  });
});
