import { describe, expect, it } from 'vitest';
import { apiErrorReaction } from './apiErrorToast';

describe('apiErrorReaction', () => {
  it('401 toasts Unauthorized Access! and redirects after 2.5 s', () => {
    expect(apiErrorReaction(401, { status: 401, message: 'Unauthorized' })).toEqual({
      kind: 'unauthorized',
      message: 'Unauthorized Access!',
      redirectAfterMs: 2500,
    });
  });

  it.each([400, 403, 404, 409, 500])('%i toasts the server message', (status) => {
    expect(apiErrorReaction(status, { status, message: 'An account with this email already exists.' })).toEqual({
      kind: 'toast',
      message: 'An account with this email already exists.',
    });
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['no message field', { status: 500 }],
    ['an empty message', { status: 400, message: ' ' }],
    ['a non-string message', { status: 400, message: 42 }],
    ['a text body', 'Bad Gateway'],
  ])('falls back to An error occurred. with %s', (_case, body) => {
    expect(apiErrorReaction(400, body)).toEqual({ kind: 'toast', message: 'An error occurred.' });
  });

  it('a failure without a response says An unexpected error occurred.', () => {
    expect(apiErrorReaction(null)).toEqual({ kind: 'toast', message: 'An unexpected error occurred.' });
  });

  it.each([402, 405, 413, 422, 429, 502, 503])('%i shows nothing', (status) => {
    expect(apiErrorReaction(status, { status, message: 'x' })).toEqual({ kind: 'none' });
  });
});
