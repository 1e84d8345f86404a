import { describe, expect, it } from 'vitest';
import { mapResetRequestError } from './mapResetRequestError';

const notConfirmed = 'Please verify your email address first before resetting your password.';
const notRegistered =
  'This email is not registered in our system. Please check your email or sign up for a new account.';
const failed = 'Failed to send reset email. Please try again.';

describe('mapResetRequestError', () => {
  it.each<[string, unknown, string]>([
    ["'email not confirmed'", new Error('email not confirmed'), notConfirmed],
    ["GoTrue's 'Email not confirmed'", new Error('Email not confirmed'), notConfirmed],
    ["'user not found'", new Error('user not found'), notRegistered],
    ["'User not found' inside a sentence", new Error('Error: User not found for this project'), notRegistered],
    ["'Invalid email'", new Error('Invalid email'), notRegistered],
    ["'Invalid email' inside a sentence", new Error('Invalid email address format'), notRegistered],
    ['any other message, as is', new Error('Email rate limit exceeded'), 'Email rate limit exceeded'],
    ['an API error body, as is', { status: 429, message: 'Too many requests' }, 'Too many requests'],
    ['an Error without a message', new Error(), failed],
    ['a blank message', new Error('  '), failed],
    ['a string', 'email not confirmed', failed],
    ['undefined', undefined, failed],
    ['null', null, failed],
  ])('%s', (_name, error, expected) => {
    expect(mapResetRequestError(error)).toBe(expected);
  });
});
