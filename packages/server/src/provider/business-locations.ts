import { BOOKING_STATUS } from '@injury-assist/domain';
import { isUniqueViolation } from '../bookings/booking-queries';
import type { Db } from '../db/db';
import { createLocation, directoryAddress, placeIdsOf } from '../onboarding/directory-listing';
import { addressKey, checkLocation } from '../onboarding/location-check';
import type { LocationInput } from '../onboarding/registration-drafts';
import { type BusinessProfile, loadBusinessProfile, profileMessages, writeLocationSetup } from './business-profile';

const counted = (count: number) => (count === 1 ? 'an upcoming appointment' : `${count} upcoming appointments`);

export const locationMessages = {
  added: 'Location added. Customers find it in the search now.',
  updated: 'Location updated.',
  removed: 'Location removed. Customers no longer find it in the search.',
  duplicate: 'This address is already one of your locations.',
  lastLocation: 'Your business needs at least one location. Add another before removing this one.',
  noSpecialty: 'Your business has no location to take the specialty and services from.',
  // Decision (docs/network-seams-2.md): refuse, and let the provider cancel with a reason first.
  upcomingOnRemove: (count: number) =>
    `This location has ${counted(count)}. Cancel ${count === 1 ? 'it' : 'them'} under Appointments first (the customers are told by e-mail), then remove the location.`,
  upcomingOnMove: (count: number) =>
    `This location has ${counted(count)} at its current address. Cancel ${count === 1 ? 'it' : 'them'} under Appointments first, or add the new address as another location.`,
} as const;

export type LocationOutcome = { ok: true } | { ok: false; status: 400 | 404; message: string };

const refused = (status: 400 | 404, message: string): LocationOutcome => ({ ok: false, status, message });

/** The duplicate-address keys of the live locations, in the profile's order (location 1 first). */
const keysOf = (profile: BusinessProfile) =>
  profile.locations.map((location) =>
    addressKey({ addressLine1: location.street, addressLine2: '', zipCode: location.zipcode }),
  );

/** Pending or confirmed bookings at the location whose slot has not ended. */
async function upcomingBookings(tx: Db, locationId: number, now: Date): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `select count(*) as count
       from bookings b join provider_locations l on l.id = b.location_id
      where b.location_id = $1 and b.booking_status in ($3, $4)
        and private.booking_ends_at(b.date, b.slot, l.time_zone) > $2`,
    [locationId, now, BOOKING_STATUS.pending, BOOKING_STATUS.confirmed],
  );
  return Number(row?.count ?? 0);
}

/** The unique index keeps one live location per address when two saves race past the check. */
async function unlessDuplicate(write: () => Promise<LocationOutcome>): Promise<LocationOutcome> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return refused(400, locationMessages.duplicate);
    throw error;
  }
}

/**
 * Adds a location, checked and geocoded as in the registration wizard. It takes the specialty,
 * hours and services of the business's first location; the provider changes them in the profile.
 */
export async function addLocation(db: Db, providerId: number, input: LocationInput): Promise<LocationOutcome> {
  const profile = await loadBusinessProfile(db, providerId);
  const first = profile?.locations[0];
  if (!profile || !first) return refused(400, locationMessages.noSpecialty);
  const checked = checkLocation(input, keysOf(profile));
  if (!checked.ok) return refused(400, checked.message);
  const serviceIds = first.services.map((service) => service.id);
  const serviceId = serviceIds[0] ?? first.service_options[0]?.id;
  if (serviceId === undefined) return refused(400, locationMessages.noSpecialty);
  return unlessDuplicate(() =>
    db.transaction(async (tx) => {
      const [specialty] = await tx.query<{ category_id: number; subcategory_id: number }>(
        'select category_id, subcategory_id from provider_locations where id = $1',
        [first.id],
      );
      if (!specialty) return refused(400, locationMessages.noSpecialty);
      const id = await createLocation(tx, providerId, checked.location, {
        categoryId: specialty.category_id,
        subcategoryId: specialty.subcategory_id,
        serviceId,
      });
      await writeLocationSetup(tx, providerId, {
        id,
        hours: first.hours,
        service_ids: serviceIds.length > 0 ? serviceIds : [serviceId],
      });
      return { ok: true };
    }),
  );
}

/**
 * Changes a location's address, checked and geocoded as in the wizard. Its upcoming bookings were
 * made at the old address, so a move is refused while it has any.
 */
export async function updateLocation(
  db: Db,
  providerId: number,
  locationId: number,
  input: LocationInput,
  now: Date,
): Promise<LocationOutcome> {
  const profile = await loadBusinessProfile(db, providerId);
  const index = profile?.locations.findIndex((location) => location.id === locationId) ?? -1;
  const current = profile?.locations[index];
  if (!profile || !current) return refused(404, profileMessages.notYourLocation);
  // The location itself is no duplicate of its own address.
  const others = keysOf(profile).map((key, at) => (at === index ? '' : key));
  const checked = checkLocation(input, others);
  if (!checked.ok) return refused(400, checked.message);
  const address = directoryAddress(checked.location);
  return unlessDuplicate(() =>
    db.transaction(async (tx) => {
      if (address !== current.address) {
        const upcoming = await upcomingBookings(tx, locationId, now);
        if (upcoming > 0) return refused(400, locationMessages.upcomingOnMove(upcoming));
      }
      const place = await placeIdsOf(tx, checked.location);
      const { lat, long, timeZone, zipCode, googleMyBusinessLink } = checked.location;
      await tx.query(
        `update provider_locations
            set address = $3, lat = $4, long = $5, country_id = $6, state_id = $7, city_id = $8, zipcode = $9,
                time_zone = $10, google_my_business_link = $11
          where id = $1 and provider_id = $2 and removed_at is null`,
        [
          locationId,
          providerId,
          address,
          lat,
          long,
          place.countryId,
          place.stateId,
          place.cityId,
          zipCode,
          timeZone,
          googleMyBusinessLink.trim() || null,
        ],
      );
      return { ok: true };
    }),
  );
}

/**
 * Removes a location: one always remains, and one with upcoming bookings is refused (the provider
 * cancels them with a reason first). The row is kept, marked removed, for the bookings' histories.
 */
export async function removeLocation(
  db: Db,
  providerId: number,
  locationId: number,
  now: Date,
): Promise<LocationOutcome> {
  return db.transaction(async (tx) => {
    // Two removals at once take turns, so they cannot remove the last two together.
    const live = await tx.query<{ id: number }>(
      'select id from provider_locations where provider_id = $1 and removed_at is null order by id for update',
      [providerId],
    );
    if (!live.some((row) => Number(row.id) === locationId)) return refused(404, profileMessages.notYourLocation);
    if (live.length === 1) return refused(400, locationMessages.lastLocation);
    const upcoming = await upcomingBookings(tx, locationId, now);
    if (upcoming > 0) return refused(400, locationMessages.upcomingOnRemove(upcoming));
    await tx.query('update provider_locations set removed_at = $2 where id = $1', [locationId, now]);
    return { ok: true };
  });
}
