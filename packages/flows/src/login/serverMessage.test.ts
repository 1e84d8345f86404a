import { describe, expect, it } from 'vitest';
import { serverMessage } from './serverMessage';

describe('serverMessage', () => {
  it.each<[string, unknown, string | null]>([
    ['an Error with a message', new Error('Invalid email or password'), 'Invalid email or password'],
    ['an API error body', { status: 429, message: 'Too many sign-in attempts.' }, 'Too many sign-in attempts.'],
    ['an Error without a message', new Error(), null],
    ['a blank message', new Error('   '), null],
    ['a non-string message', { message: 42 }, null],
    ['a string', 'boom', null],
    ['undefined', undefined, null],
    ['null', null, null],
    ['an empty object', {}, null],
  ])('%s', (_name, error, expected) => {
    expect(serverMessage(error)).toBe(expected);
  });
});
