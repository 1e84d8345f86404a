import { describe, expect, it } from 'vitest';
import { gatewayErrorSentence } from './gatewayErrorSentence';

describe('gatewayErrorSentence', () => {
  it('names a duplicate slug in a sentence instead of the database error', () => {
    expect(
      gatewayErrorSentence({
        code: '23505',
        message: 'duplicate key value violates unique constraint "blogs_slug_key"',
        details: 'Key (slug)=(about-us) already exists.',
      }),
    ).toBe('The slug “about-us” is already in use. Choose another slug.');
  });

  it('says a duplicate without details plainly, and keeps other messages', () => {
    expect(gatewayErrorSentence({ code: '23505', message: 'duplicate key value', details: null })).toBe(
      'Something saved already has this value. Change it and try again.',
    );
    expect(gatewayErrorSentence({ code: '42501', message: 'permission denied for table blogs' })).toBe(
      'permission denied for table blogs',
    );
  });
});
