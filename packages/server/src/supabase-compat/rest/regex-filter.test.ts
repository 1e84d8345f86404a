import { describe, expect, it } from 'vitest';
import { describeEachDriver } from '../../testing/describe-each-driver';
import { accessTokenFor, DEMO_ADMIN_ID } from '../../testing/sign-in';
import { ANON_KEY } from '../../testing/supabase-client';
import { PostgrestError } from './postgrest-error';
import { checkRegexPattern, withRegexTimeLimit } from './regex-filter';

describe('the regular expressions match and imatch take', () => {
  it.each([
    'demo',
    '^[a-z]+@demo\\.test$',
    '(pat|sam) (provider|customer)',
    '(ab)+c',
    '(a+)?b',
    '[(+*]+x',
    '\\d{3}-\\d{4}',
    'x'.repeat(200),
  ])('runs %s', (pattern) => expect(() => checkRegexPattern(pattern, pattern)).not.toThrow());

  it.each([
    ['(a+)+$', 'a repeated group must not repeat inside.'],
    ['(?:a*)*b', 'a repeated group must not repeat inside.'],
    ['((a|b)+c){2}', 'a repeated group must not repeat inside.'],
    ['(a{1,255}){1,255}!x', 'a repeated group must not repeat inside.'],
    ['((x(a+)y))*', 'a repeated group must not repeat inside.'],
    ['(a*)\\1', 'back-references are not supported.'],
    ['a{1,200}b{1,56}', 'its counted repetitions add up to more than 255.'],
    ['x'.repeat(201), 'the pattern is longer than 200 characters.'],
  ])('refuses %s', (pattern, why) => {
    expect(() => checkRegexPattern(pattern, `email=match.${pattern}`)).toThrow(why);
  });
});

describeEachDriver('regular-expression filters on /rest/v1', (t) => {
  const read = async (query: string) => {
    const token = await accessTokenFor(t.db, DEMO_ADMIN_ID);
    const response = await t.app().request(`/rest/v1/profiles?select=email&${query}`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers a catastrophic pattern with 400 in PostgREST shape, and the next read still works', async () => {
    for (const pattern of ['(a{1,255}){1,255}!x', '(a+)+$', '((((a*)*)*)*)*!x']) {
      for (const operator of ['match', 'imatch']) {
        const answer = await read(`full_name=${operator}.${encodeURIComponent(pattern)}`);
        expect(answer).toEqual({
          status: 400,
          body: {
            code: 'PGRST100',
            details: null,
            hint: 'Use a pattern of at most 200 characters without back-references or repeated groups that repeat inside, or use like/ilike.',
            message: `"full_name=${operator}.${pattern}" is not a regular expression this server runs: a repeated group must not repeat inside.`,
          },
        });
      }
    }
    const long = await read(`or=(email.imatch.${'x'.repeat(201)},email.eq.a)`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: expect.stringContaining('longer than 200 characters') });
    expect(await read(`email=imatch.${encodeURIComponent('^ADMIN@demo\\.test$')}`)).toEqual({
      status: 200,
      body: [{ email: 'admin@demo.test' }],
    });
  });

  it('stops a statement with a regular-expression filter after 2 seconds on PostgreSQL with a 400', async () => {
    const outcome = await t.db
      .transaction((tx) => withRegexTimeLimit(tx, () => tx.query('select pg_sleep(3)')))
      .then(
        () => 'ran',
        (error: unknown) => error,
      );
    if (t.driver === 'postgres') {
      expect(outcome).toBeInstanceOf(PostgrestError);
      expect((outcome as PostgrestError).status).toBe(400);
      expect((outcome as PostgrestError).message).toBe(
        'The regular-expression filter took longer than 2 seconds and was stopped.',
      );
    } else {
      // PGlite enforces no statement timeout: the pattern check above is its only guard.
      expect(outcome).toBe('ran');
    }
  }, 10_000);
});
