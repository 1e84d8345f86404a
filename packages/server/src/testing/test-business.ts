import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { accessTokenFor } from './sign-in';
import { createTestUser } from './test-users';

const OPEN = { open: '09:00', close: '17:00', isClosed: false };
const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, OPEN]),
);

export interface TestBusiness {
  providerId: number;
  locationId: number;
  address: string;
  user: { id: string; email: string; token: string };
}

/**
 * A provider account with its own business: one location offering Medical › Specialists ›
 * Orthopedics (service 6), open every day 09:00–17:00 with hourly slots. By default in Tampa
 * (city 37, Florida), where the seed lists no orthopedist, so searches there find only test
 * businesses; `timeZone` sets the location's zone.
 */
export async function createTestBusiness(
  db: Db,
  {
    timeZone = 'America/New_York',
    cityId = 37,
    name = 'Test Orthopedics',
    now,
  }: {
    timeZone?: string;
    cityId?: number;
    name?: string;
    now?: () => Date;
  } = {},
): Promise<TestBusiness> {
  const user = await createTestUser(db, { type: 'provider', password: 'Demo1234!', name: 'Terry Tester' });
  const [provider] = await db.query<{ id: number }>(
    `insert into service_providers (user_id, business_name, name, bio, phone, email, website, verification_status)
     values ($1, $2, 'Dr. Terry Tester', 'Orthopedics for tests.', '+1 (813) 555-0199', 'desk@test-ortho.example',
             'https://test-ortho.example', 'verified')
     returning id`,
    [user.id, name],
  );
  if (!provider) throw new Error('Inserting the test business returned no row.');
  const address = `${randomUUID().slice(0, 6)} Test Ave, Tampa, FL 33602`;
  const [location] = await db.query<{ id: number }>(
    `insert into provider_locations (provider_id, address, lat, long, country_id, state_id, city_id, zipcode,
                                     time_zone, category_id, subcategory_id, business_hours)
     values ($1, $2, 27.95, -82.46, 1, 9, $3, '33602', $4, 1, 5, $5::jsonb)
     returning id`,
    [provider.id, address, cityId, timeZone, JSON.stringify(EVERY_DAY)],
  );
  if (!location) throw new Error('Inserting the test location returned no row.');
  await db.query('insert into location_services (location_id, service_id) values ($1, 6)', [location.id]);
  await db.query(
    `insert into location_slots (location_id, start_time, end_time)
     select $1, make_time(h, 0, 0), make_time(h + 1, 0, 0) from generate_series(9, 16) as h`,
    [location.id],
  );
  return {
    providerId: Number(provider.id),
    locationId: Number(location.id),
    address,
    user: { ...user, token: await accessTokenFor(db, user.id, now) },
  };
}

/** A customer with a password and a session. */
export async function createTestCustomer(
  db: Db,
  { name = 'Casey Tester', now }: { name?: string; now?: () => Date } = {},
): Promise<{ id: string; email: string; token: string }> {
  const user = await createTestUser(db, { name, password: 'Demo1234!' });
  return { ...user, token: await accessTokenFor(db, user.id, now) };
}
