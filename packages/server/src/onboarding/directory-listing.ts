import { type BusinessHours, storedPhoneNumber, type Weekday, weekdays } from '@injury-assist/domain';
import type { Db } from '../db/db';
import { notifyAdmins } from '../notifications/admin-notifications';
import { findPlan } from '../payments/plan-catalog';
import {
  findUnlistedRegistrationOf,
  type GeocodedLocation,
  markCompleted,
  type Registration,
} from './registration-drafts';

/**
 * The hours a new business starts with (README, "Provider onboarding"): weekdays 9 to 5, closed
 * at the weekend, with hourly slots. The provider changes them in the dashboard.
 */
const OPEN_DAYS: ReadonlySet<Weekday> = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
export const DEFAULT_BUSINESS_HOURS: BusinessHours = Object.fromEntries(
  weekdays.map((day) => [day, { open: '09:00', close: '17:00', isClosed: !OPEN_DAYS.has(day) }]),
);
const FIRST_SLOT_HOUR = 9;
const LAST_SLOT_HOUR = 16;

/** The directory's country of every location the wizard takes (its states are the 50 US ones). */
const LOCATION_COUNTRY = 'United States';

/** The address as the directory and the booking calls show it: '1200 Biscayne Blvd, Suite 4, Miami, FL 33101'. */
export function directoryAddress(location: GeocodedLocation): string {
  return [location.addressLine1, location.addressLine2, location.city, `${location.state} ${location.zipCode}`]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/**
 * The owner paid: their business is to be in the customer search. The first payment creates it
 * from the registration (the provider, each location with its specialty, default hours and slots)
 * and completes the registration; a later one lists it again. Runs in the payment's transaction.
 * Returns the business's id, or null when the owner has neither a business nor a registration.
 */
export async function listOwnerBusiness(tx: Db, ownerId: string, now: Date): Promise<number | null> {
  const listed = await tx.query<{ id: number }>(
    'update service_providers set listed = true where user_id = $1 returning id',
    [ownerId],
  );
  if (listed[0]) return listed[0].id;

  const registration = await findUnlistedRegistrationOf(tx, ownerId);
  if (!registration?.locations || registration.locations.length === 0) return null;
  const providerId = await createBusiness(tx, ownerId, registration);
  await markCompleted(tx, registration.id, providerId, now);
  const { basicInfo, plan } = registration;
  const planName = plan ? ((await findPlan(tx, plan.planId))?.name ?? plan.planId) : 'a';
  await notifyAdmins(tx, {
    title: 'Provider payment received',
    message: `${basicInfo.businessName} paid for the ${planName} plan${plan ? ` (${plan.interval})` : ''} and is now listed in the search.`,
    type: 'success',
    about: { kind: 'providerPaid', target: ownerId },
  });
  return providerId;
}

/** The subscription ended: the business leaves the customer search (its data stays). */
export async function unlistOwnerBusiness(tx: Db, ownerId: string): Promise<void> {
  await tx.query('update service_providers set listed = false where user_id = $1', [ownerId]);
}

async function createBusiness(tx: Db, ownerId: string, registration: Registration): Promise<number> {
  const { basicInfo } = registration;
  const [provider] = await tx.query<{ id: number }>(
    `insert into service_providers (user_id, business_name, name, phone, email, verification_status, listed)
     values ($1, $2, $3, $4, $5, 'pending', true) returning id`,
    [
      ownerId,
      basicInfo.businessName,
      `${basicInfo.firstName} ${basicInfo.lastName}`,
      storedPhoneNumber(basicInfo.phone),
      registration.email,
    ],
  );
  if (!provider) throw new Error('Inserting the business returned no row.');
  const located = [];
  for (const location of registration.locations ?? [])
    located.push({ location, place: await placeIdsOf(tx, location) });
  // Each location's insert locks its city's centre (migration 0059): all of them first, in id
  // order, or two registrations in the same two cities, listed in opposite orders, deadlock.
  await tx.query('select private.lock_city_centres($1::int[])', [located.map(({ place }) => place.cityId)]);
  for (const { location, place } of located) {
    await createLocation(tx, provider.id, location, basicInfo, place);
  }
  return provider.id;
}

/** Where a location is in the directory: its country, state and city ids. */
export interface PlaceIds {
  countryId: number;
  stateId: number;
  cityId: number;
}

/** The directory's country, state and city of a geocoded location (the city found or added). */

export async function placeIdsOf(tx: Db, location: GeocodedLocation): Promise<PlaceIds> {
  const [place] = await tx.query<{ country_id: number; state_id: number }>(
    `select c.id as country_id, s.id as state_id
       from countries c join states s on s.country_id = c.id
      where c.name = $1 and s.code = $2`,
    [LOCATION_COUNTRY, location.state],
  );
  if (!place) throw new Error(`The directory has no state ${location.state} in ${LOCATION_COUNTRY}.`);
  const cityId = await cityIdFor(tx, place.state_id, location);
  return { countryId: place.country_id, stateId: place.state_id, cityId };
}

/**
 * Adds a location with the specialty, the default hours and slots, and the one service; answers
 * its id. `known`: its place when the caller has already found it (placeIdsOf).
 */
export async function createLocation(
  tx: Db,
  providerId: number,
  location: GeocodedLocation,
  specialty: { categoryId: number; subcategoryId: number; serviceId: number },
  known?: PlaceIds,
): Promise<number> {
  const place = known ?? (await placeIdsOf(tx, location));
  const [row] = await tx.query<{ id: number }>(
    `insert into provider_locations (provider_id, address, lat, long, country_id, state_id, city_id, zipcode,
       time_zone, category_id, subcategory_id, business_hours, google_my_business_link)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13) returning id`,
    [
      providerId,
      directoryAddress(location),
      location.lat,
      location.long,
      place.countryId,
      place.stateId,
      place.cityId,
      location.zipCode,
      location.timeZone,
      specialty.categoryId,
      specialty.subcategoryId,
      JSON.stringify(DEFAULT_BUSINESS_HOURS),
      location.googleMyBusinessLink || null,
    ],
  );
  if (!row) throw new Error('Inserting the location returned no row.');
  await tx.query('insert into location_services (location_id, service_id) values ($1, $2)', [
    row.id,
    specialty.serviceId,
  ]);
  await tx.query(
    `insert into location_slots (location_id, start_time, end_time)
     select $1, make_time(h, 0, 0), make_time(h + 1, 0, 0) from generate_series($2::int, $3::int) as h`,
    [row.id, FIRST_SLOT_HOUR, LAST_SLOT_HOUR],
  );
  return row.id;
}

/**
 * The customer search's City list is the `cities` table: a typed city the state already has is
 * used; otherwise the ZIP code's own city (found or added), so a typo does not become a city.
 */
async function cityIdFor(tx: Db, stateId: number, location: GeocodedLocation): Promise<number> {
  for (const name of [location.city, location.zipCity]) {
    const [known] = await tx.query<{ id: number }>(
      'select id from cities where state_id = $1 and lower(name) = lower($2) order by id limit 1',
      [stateId, name.trim()],
    );
    if (known) return known.id;
  }
  const [added] = await tx.query<{ id: number }>(
    `insert into cities (state_id, name) values ($1, $2)
     on conflict (state_id, name) do update set name = excluded.name returning id`,
    [stateId, location.zipCity],
  );
  if (!added) throw new Error('Inserting the city returned no row.');
  return added.id;
}
