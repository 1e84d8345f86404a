import {
  type BusinessHours,
  type DayHours,
  dayHoursProblem,
  isEmailAddress,
  isPhoneNumber,
  isWebAddress,
  parseSlotLabel,
  slotWithinHours,
  storedPhoneNumber,
  videoEmbed,
  type Weekday,
  webAddress,
  weekdayOfDate,
  weekdays,
  weekSlots,
} from '@injury-assist/domain';
import type { Db } from '../db/db';

/** A day's hours as the profile edits them: every weekday present, times empty on a closed day. */
export type WeekHours = Record<Weekday, DayHours>;

export interface ProfileLocation {
  id: number;
  address: string;
  street: string;
  google_my_business_link: string;
  city: string;
  state: string;
  zipcode: string;
  lat: number;
  long: number;
  time_zone: string;
  category: string;
  subcategory: string;
  hours: WeekHours;
  services: { id: number; name: string }[];
  service_options: { id: number; name: string }[];
}

export interface BusinessProfile {
  id: number;
  business_name: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  description: string;
  experience: string;
  education: string;
  logo_url: string | null;
  video_url: string | null;
  locations: ProfileLocation[];
}

export interface LocationChanges {
  id: number;
  hours: WeekHours;
  service_ids: number[];
}

export interface BusinessProfileChanges {
  business_name: string;
  website: string;
  phone: string;
  email: string;
  description: string;
  experience: string;
  education: string;
  /** An upload's path, or null for no logo. */
  logo: string | null;
  video_url: string;
  locations: LocationChanges[];
}

export interface OutsideHoursBooking {
  booking_id: string;
  date: string;
  slot: string;
  address: string;
  customer_name: string;
}

// spec provider-and-admin §5 ("Business name is required", "Email format is invalid") and ours.
export const profileMessages = {
  businessNameRequired: 'Business name is required',
  emailInvalid: 'Email format is invalid',
  phoneInvalid: 'Enter the phone number with at least 10 digits, e.g. +1 (305) 555-0101.',
  websiteInvalid: 'Enter the website as a web address, e.g. www.example.com.',
  videoNotEmbeddable: 'The video link must be a YouTube or Vimeo link.',
  logoNotUploaded: 'The logo must be an image you uploaded.',
  notYourLocation: 'That location is not one of your business’s.',
  serviceRequired: (address: string) => `Choose at least one service for ${address}.`,
  serviceNotOffered: (address: string) => `Choose the services for ${address} from its specialty’s list.`,
  hoursRequired: (address: string) => `${address} must be open on at least one day.`,
} as const;

/** What the profile's Business Hours show for a weekday the stored hours leave out: closed. */
const CLOSED_DAY: DayHours = { open: '09:00', close: '17:00', isClosed: true };

function weekHours(stored: BusinessHours): WeekHours {
  return Object.fromEntries(weekdays.map((day) => [day, stored[day] ?? CLOSED_DAY])) as WeekHours;
}

/** Closed days keep no times the search would show: they are stored as the day's defaults. */
function storableHours(hours: WeekHours): WeekHours {
  return Object.fromEntries(
    weekdays.map((day) => {
      const { open, close, isClosed } = hours[day];
      return [
        day,
        isClosed ? { open: open || CLOSED_DAY.open, close: close || CLOSED_DAY.close, isClosed } : hours[day],
      ];
    }),
  ) as WeekHours;
}

interface LocationRow {
  id: number;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  lat: number;
  long: number;
  time_zone: string;
  category: string;
  subcategory: string;
  subcategory_id: number;
  business_hours: BusinessHours;
  google_my_business_link: string | null;
}

/**
 * The street part of a stored address ('1200 Biscayne Blvd, Suite 4' of '1200 Biscayne Blvd,
 * Suite 4, Miami, FL 33101'), which the location form edits; the whole address when it does not
 * end with the city, state and ZIP code (seeded ones may not).
 */
function streetOfAddress(location: Pick<LocationRow, 'address' | 'city' | 'state' | 'zipcode'>): string {
  const tail = `, ${location.city}, ${location.state} ${location.zipcode}`;
  return location.address.endsWith(tail) ? location.address.slice(0, -tail.length) : location.address;
}

export async function loadBusinessProfile(db: Db, providerId: number): Promise<BusinessProfile | undefined> {
  const [provider] = await db.query<Omit<BusinessProfile, 'locations'>>(
    `select id, business_name, website, phone, email, bio as description, experience, education, logo_url, video_url
       from service_providers where id = $1`,
    [providerId],
  );
  if (!provider) return undefined;
  const locations = await db.query<LocationRow>(
    `select l.id, l.address, coalesce(ci.name, '') as city, coalesce(st.code, st.name, '') as state, l.zipcode,
            l.lat, l.long, l.time_zone, c.name as category, sc.name as subcategory, l.subcategory_id, l.business_hours,
            l.google_my_business_link
       from provider_locations l
       join service_categories c on c.id = l.category_id
       join service_categories sc on sc.id = l.subcategory_id
       left join cities ci on ci.id = l.city_id
       left join states st on st.id = l.state_id
      where l.provider_id = $1 and l.removed_at is null
      order by l.id`,
    [providerId],
  );
  const ids = locations.map((location) => Number(location.id));
  const offered = await db.query<{ location_id: number; id: number; name: string }>(
    `select ls.location_id, s.id, s.name
       from location_services ls join services s on s.id = ls.service_id
      where ls.location_id = any($1::int[])
      order by s.name`,
    [ids],
  );
  const options = await db.query<{ category_id: number; id: number; name: string }>(
    `select category_id, id, name from services where category_id = any($1::int[]) and is_active order by name`,
    [locations.map((location) => Number(location.subcategory_id))],
  );
  return {
    ...provider,
    id: Number(provider.id),
    locations: locations.map((location) => ({
      id: Number(location.id),
      address: location.address,
      street: streetOfAddress(location),
      google_my_business_link: location.google_my_business_link ?? '',
      city: location.city,
      state: location.state,
      zipcode: location.zipcode,
      lat: Number(location.lat),
      long: Number(location.long),
      time_zone: location.time_zone,
      category: location.category,
      subcategory: location.subcategory,
      hours: weekHours(location.business_hours),
      services: offered
        .filter((row) => Number(row.location_id) === Number(location.id))
        .map(({ id, name }) => ({ id: Number(id), name })),
      service_options: options
        .filter((row) => Number(row.category_id) === Number(location.subcategory_id))
        .map(({ id, name }) => ({ id: Number(id), name })),
    })),
  };
}

/** The first thing wrong with the changes, as a sentence; the locations are checked against `current`. */
export function profileProblem(changes: BusinessProfileChanges, current: BusinessProfile): string | undefined {
  if (!changes.business_name.trim()) return profileMessages.businessNameRequired;
  if (changes.email.trim() && !isEmailAddress(changes.email)) return profileMessages.emailInvalid;
  if (changes.phone.trim() && !isPhoneNumber(changes.phone)) return profileMessages.phoneInvalid;
  if (changes.website.trim() && !isWebAddress(changes.website)) return profileMessages.websiteInvalid;
  if (changes.video_url.trim() && !videoEmbed(changes.video_url)) return profileMessages.videoNotEmbeddable;
  for (const change of changes.locations) {
    const location = current.locations.find((candidate) => candidate.id === change.id);
    if (!location) return profileMessages.notYourLocation;
    for (const day of weekdays) {
      const problem = dayHoursProblem(day, change.hours[day]);
      if (problem) return `${location.address} — ${problem}`;
    }
    if (weekdays.every((day) => change.hours[day].isClosed)) return profileMessages.hoursRequired(location.address);
    if (change.service_ids.length === 0) return profileMessages.serviceRequired(location.address);
    // A service the location offers stays choosable after an admin deactivates it.
    const allowed = new Set([...location.service_options, ...location.services].map((service) => service.id));
    if (!change.service_ids.every((id) => allowed.has(id))) return profileMessages.serviceNotOffered(location.address);
  }
  return undefined;
}

const blankToNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * Writes the changes, in the caller's transaction: the business's fields, and per location its
 * hours, the slot table those hours give (hour-long slots from each day's opening) and its services.
 * Returns the upcoming bookings at the changed locations that the new hours no longer cover; they
 * are kept.
 */
export async function saveBusinessProfile(
  tx: Db,
  providerId: number,
  changes: BusinessProfileChanges,
  now: Date,
): Promise<OutsideHoursBooking[]> {
  await tx.query(
    `update service_providers
        set business_name = $2, website = $3, phone = $4, email = $5, bio = $6,
            logo_url = $7, logo_upload = case when $7::text is null then null when $7 = logo_url then logo_upload else $7 end,
            video_url = $8, experience = $9, education = $10
      where id = $1`,
    [
      providerId,
      changes.business_name.trim(),
      webAddress(changes.website) ?? null,
      changes.phone.trim() ? storedPhoneNumber(changes.phone) : null,
      blankToNull(changes.email),
      changes.description.trim(),
      changes.logo,
      blankToNull(changes.video_url),
      changes.experience.trim(),
      changes.education.trim(),
    ],
  );
  for (const change of changes.locations) await writeLocationSetup(tx, providerId, change);
  return outsideHours(tx, changes.locations, now);
}

/** A location's hours, the slot table they give (hour-long slots from each day's opening) and its services. */
export async function writeLocationSetup(tx: Db, providerId: number, change: LocationChanges): Promise<void> {
  const hours = storableHours(change.hours);
  await tx.query('update provider_locations set business_hours = $2::jsonb where id = $1 and provider_id = $3', [
    change.id,
    JSON.stringify(hours),
    providerId,
  ]);
  const slots = weekSlots(hours);
  await tx.query('delete from location_slots where location_id = $1', [change.id]);
  await tx.query(
    `insert into location_slots (location_id, start_time, end_time)
     select $1, s.start_time::time, s.end_time::time
       from unnest($2::text[], $3::text[]) as s (start_time, end_time)`,
    [change.id, slots.map((slot) => slot.start), slots.map((slot) => slot.end)],
  );
  await tx.query('delete from location_services where location_id = $1 and service_id <> all($2::int[])', [
    change.id,
    change.service_ids,
  ]);
  await tx.query(
    `insert into location_services (location_id, service_id)
     select $1, unnest($2::int[]) on conflict do nothing`,
    [change.id, change.service_ids],
  );
}

/** Pending and confirmed bookings at the locations, not yet over, whose slot the hours no longer offer. */
async function outsideHours(db: Db, changes: LocationChanges[], now: Date): Promise<OutsideHoursBooking[]> {
  if (changes.length === 0) return [];
  const rows = await db.query<OutsideHoursBooking & { location_id: number }>(
    `select b.booking_id, to_char(b.date, 'YYYY-MM-DD') as date, b.slot, b.address, u.name as customer_name, b.location_id
       from bookings b
       join provider_locations l on l.id = b.location_id
       join users u on u.id = b.user_id
      where b.location_id = any($1::int[])
        and b.booking_status in (0, 1)
        and private.booking_ends_at(b.date, b.slot, l.time_zone) > $2
      order by b.date, split_part(b.slot, ' - ', 1)::time, b.id`,
    [changes.map((change) => change.id), now],
  );
  return rows
    .filter((row) => {
      const hours = changes.find((change) => change.id === Number(row.location_id))?.hours;
      const times = parseSlotLabel(row.slot);
      return !hours || !times || !slotWithinHours(hours[weekdayOfDate(row.date)], times.start, times.end);
    })
    .map(({ location_id, ...booking }) => booking);
}

/**
 * The profile's fields the completeness counts, by the labels the Performance Summary names: only
 * what customers see (the search card and View Profile show each, the logo as the picture and the
 * video behind its play button), so completing the profile always changes what they meet.
 */
const COMPLETENESS_FIELDS: [label: string, filled: (profile: BusinessProfile) => boolean][] = [
  ['Business name', (profile) => Boolean(profile.business_name.trim())],
  ['Website', (profile) => Boolean(profile.website)],
  ['Phone', (profile) => Boolean(profile.phone)],
  ['E-mail', (profile) => Boolean(profile.email)],
  ['Description', (profile) => Boolean(profile.description.trim())],
  ['Logo', (profile) => Boolean(profile.logo_url)],
  ['Video introduction', (profile) => Boolean(profile.video_url)],
  [
    'Business hours',
    (profile) =>
      profile.locations.length > 0 &&
      profile.locations.every((location) => weekdays.some((day) => !location.hours[day].isClosed)),
  ],
  [
    'Services offered',
    (profile) => profile.locations.length > 0 && profile.locations.every((location) => location.services.length > 0),
  ],
];

/** How complete the profile is, in percent, and which of its fields are empty. */
export function profileCompleteness(profile: BusinessProfile): { completeness: number; missing: string[] } {
  const missing = COMPLETENESS_FIELDS.filter(([, filled]) => !filled(profile)).map(([label]) => label);
  return {
    completeness: Math.round(((COMPLETENESS_FIELDS.length - missing.length) / COMPLETENESS_FIELDS.length) * 100),
    missing,
  };
}
