import { describe, expect, it } from 'vitest';
import { parseStoredSession } from './storedSession';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'customer@demo.test',
  name: 'Casey Customer',
  user_type: 'customer',
  category_id: null,
  speciality_groups_id: null,
  service_id: null,
};
const items = { token: 'jwt', userType: 'customer', user: JSON.stringify(user) };

describe('parseStoredSession', () => {
  it('accepts a whole session', () => {
    expect(parseStoredSession(items)).toEqual({ token: 'jwt', userType: 'customer', user });
  });

  it.each([
    ['no token', { token: null }],
    ['an empty token', { token: '' }],
    ['an unknown user type', { userType: 'owner' }],
    ['no user', { user: null }],
    ['a user that is not JSON', { user: '{"id":' }],
    ['a user that is JSON null', { user: 'null' }],
    ['a user that is a string', { user: '"customer"' }],
    ['a user without a name', { user: JSON.stringify({ ...user, name: undefined }) }],
    ['a user with a numeric id', { user: JSON.stringify({ ...user, id: 7 }) }],
    ['a user with an unknown type', { user: JSON.stringify({ ...user, user_type: 'root' }) }],
    ['a user with a text category', { user: JSON.stringify({ ...user, category_id: '3' }) }],
  ])('refuses the whole session with %s', (_, change) => {
    expect(parseStoredSession({ ...items, ...change })).toBeNull();
  });
});
