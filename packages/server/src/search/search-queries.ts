import type { components } from '@injury-assist/contract';
import type { BoostType, SearchSort } from '@injury-assist/domain';
import { type BusinessHours, twelveHourTime } from '@injury-assist/domain';
import { hoursByWeekday } from '../bookings/slot-times';
import type { Db } from '../db/db';

/** A point in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The search payload (spec 3). `city` is a city id, or a city's name (any case). The page asked
 * for: `sort` (best rated when absent), `limit` providers (DEFAULT_PAGE_SIZE when absent), after
 * `cursor` (the first page when absent), distances from `position` (the customer's, when known).
 */
export interface ProviderSearch {
  categoryId: number;
  subcategoryId: number;
  serviceId: number;
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  cityName: string | null;
  sort?: SearchSort;
  limit?: number;
  cursor?: string | null;
  position?: LatLng | null;
}

export type ProviderResult = components['schemas']['ProviderResult'];
type ProviderLocation = components['schemas']['ProviderLocation'];

/**
 * One matching location with its provider's columns, as LOCATIONS_SQL returns it. Every number is
 * an integer or float8 column (the numeric rating is cast in SQL), which both drivers read as
 * numbers, so rows are used as read.
 */
interface MatchRow {
  provider_id: number;
  business_name: string;
  name: string;
  picture: string | null;
  logo_url: string | null;
  video_url: string | null;
  rating: number | null;
  review_count: number;
  bio: string;
  experience: string;
  education: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  verification_status: string;
  address: string;
  lat: number;
  long: number;
  country_id: number;
  state: string;
  city: string;
  zipcode: string;
  category_id: number;
  category_name: string;
  subcategory_id: number;
  subcategory_name: string;
  /** The names of the services the location offers, as a JSON array (text). */
  services: string;
  /** The location's business hours as JSON text. */
  business_hours: string;
  /** 'HH:MM:SS-HH:MM:SS' (start-end) per slot, earliest first, separated by spaces; '' for none. */
  slots: string;
  time_zone: string;
  /** Set when the provider's active boost covers this location's ZIP code and kind. */
  boosted_zip: string | null;
  boost_type: BoostType;
}

/**
 * The boost type a location's listing falls under: legal for the Legal category, medical for the
 * others (medical and healthcare services). Decision: the spec names only the two types. The
 * location is aliased `l`; a boost's start checks its type by the same rule (boosts/boost-place).
 */
export const BOOST_TYPE = `case when (select lower(bc.name) from service_categories bc where bc.id = l.category_id) = 'legal'
       then 'legal' else 'medical' end`;

/**
 * The location's ZIP code when its provider has an active boost there for the location's type
 * (boosts/): such providers come first, marked Sponsored. A boost never adds a location to an
 * answer; it only orders and marks the ones that match.
 */
export const boostedZip = (location: string) => `(select b.zip_code from boosts b
        where b.provider_id = ${location}.provider_id and b.status = 'active'
          and b.zip_code = left(${location}.zipcode, 5) and b.boost_type = ${BOOST_TYPE} limit 1)`;

/** A location's columns with its provider's, as LOCATION_COLUMNS lists them (l: the location, p: its provider). */
const LOCATION_COLUMNS = `
       p.id as provider_id, p.business_name, p.name, p.picture, p.logo_url, p.video_url, p.rating::float8 as rating,
       p.review_count, p.bio, p.experience, p.education,
       -- The provider's privacy settings decide whether the profile dialog shows these.
       case when p.show_phone then p.phone end as phone, case when p.show_email then p.email end as email,
       p.website, p.verification_status,
       l.address, l.lat, l.long, l.country_id,
       coalesce((select coalesce(st.code, st.name) from states st where st.id = l.state_id), '') as state,
       coalesce((select ci.name from cities ci where ci.id = l.city_id), '') as city,
       l.zipcode, l.category_id, (select ca.name from service_categories ca where ca.id = l.category_id) as category_name,
       l.subcategory_id, (select sc.name from service_categories sc where sc.id = l.subcategory_id) as subcategory_name,
       array_to_json(array(select (select sv.name from services sv where sv.id = ls.service_id)
               from location_services ls where ls.location_id = l.id order by ls.service_id))::text as services,
       l.business_hours::text as business_hours,
       array_to_string(array(select sl.start_time::text || '-' || sl.end_time::text
               from location_slots sl where sl.location_id = l.id order by sl.start_time), ' ') as slots,
       l.time_zone, ${boostedZip('l')} as boosted_zip, ${BOOST_TYPE} as boost_type`;

/**
 * The given locations ($1, ids) with everything the answer shows of them and their providers.
 * The lookups (state, city, taxonomy and service names) are scalar subqueries on primary keys
 * and the result is assembled in JavaScript: with the lookups as joins and the result built with
 * json_build_object, planning the statement alone cost as much as running it.
 * Services, hours and slots come as text, which the driver hands over unparsed: locations
 * mostly repeat a few of them, so each distinct text is parsed once per search (Parsed).
 */
const LOCATIONS_SQL = locationRowsSql('l.id = any($1::int[])');

type Slot = ProviderLocation['slots'][number];
interface Hours {
  businessHours: BusinessHours;
  hours: ProviderLocation['hours'];
}

/**
 * One search's parsing of the text columns, each distinct text once: most locations share their
 * hours, slot times and services with others, and the answer is serialised before anything could
 * change the shared objects.
 */
class Parsed {
  readonly #services = new Map<string, string[]>();
  readonly #hours = new Map<string, Hours>();
  readonly #slots = new Map<string, Slot[]>();
  readonly #times = new Map<string, string>();

  services(json: string): string[] {
    let names = this.#services.get(json);
    if (names === undefined) {
      names = JSON.parse(json) as string[];
      this.#services.set(json, names);
    }
    return names;
  }

  hours(json: string): Hours {
    let hours = this.#hours.get(json);
    if (hours === undefined) {
      const businessHours = JSON.parse(json) as BusinessHours;
      // The weekday hours are derived here rather than in SQL: one place formats 12-hour times.
      hours = { businessHours, hours: hoursByWeekday(businessHours) };
      this.#hours.set(json, hours);
    }
    return hours;
  }

  slots(text: string): Slot[] {
    let slots = this.#slots.get(text);
    if (slots === undefined) {
      slots = text
        ? text.split(' ').map((slot) => {
            const [start = '', end = ''] = slot.split('-');
            return { startTime: this.#time(start), endTime: this.#time(end), available: true };
          })
        : [];
      this.#slots.set(text, slots);
    }
    return slots;
  }

  #time(time: string): string {
    let label = this.#times.get(time);
    if (label === undefined) {
      label = twelveHourTime(time);
      this.#times.set(time, label);
    }
    return label;
  }
}

function toLocation(row: MatchRow, parsed: Parsed): ProviderLocation {
  const { businessHours, hours } = parsed.hours(row.business_hours);
  return {
    address: row.address,
    lat: row.lat,
    long: row.long,
    country_id: row.country_id,
    state: row.state,
    city: row.city,
    zipcode_show: row.zipcode,
    category: {
      category_id: row.category_id,
      category_name: row.category_name,
      subcategories: [{ id: row.subcategory_id, name: row.subcategory_name }],
    },
    services: parsed.services(row.services),
    businessHours,
    slots: parsed.slots(row.slots),
    time_zone: row.time_zone,
    hours,
  };
}

function toProvider(row: MatchRow): ProviderResult {
  return {
    business_provider_id: row.provider_id,
    business_name: row.business_name,
    name: row.name,
    picture: row.picture,
    logoUrl: row.logo_url,
    zipcode_show: row.zipcode,
    rating: row.rating,
    review_count: row.review_count,
    bio: row.bio,
    experience: row.experience,
    education: row.education,
    phone: row.phone,
    email: row.email,
    website: row.website,
    videoUrl: row.video_url,
    verified: row.verification_status === 'verified',
    service_provided: {},
    sponsored: null,
  };
}

/** What a provider's answer says of a boosted location ('Sponsored'), or null. */
export function sponsorship(row: { boosted_zip: string | null; boost_type: BoostType }): ProviderResult['sponsored'] {
  return row.boosted_zip === null ? null : { zipCode: row.boosted_zip, boostType: row.boost_type };
}

/** A location as an answer shows it, with its provider (whose `service_provided` is left empty). */
export interface FoundLocation {
  locationId: number;
  provider: ProviderResult;
  location: ProviderLocation;
}

/** The given locations (those that no longer exist left out), in no particular order. */
export async function readLocations(db: Db, locationIds: number[]): Promise<FoundLocation[]> {
  return foundLocations(await db.query<LocationRow>(LOCATIONS_SQL, [locationIds], { prepare: true }));
}

/** A location's row as LOCATION_COLUMNS reads it, with its id. */
export type LocationRow = MatchRow & { location_id: number };

/**
 * A location's (l) columns as a page reads them: with `details`, everything the answer shows of
 * it and its provider (p); else only which location it is and its boost (LocationMatch).
 */
export function locationColumns(details: boolean): string {
  return details
    ? `l.id as location_id, ${LOCATION_COLUMNS}`
    : `l.id as location_id, l.provider_id, ${boostedZip('l')} as boosted_zip, ${BOOST_TYPE} as boost_type`;
}

/** The locations (l) and their providers (p) that `where` keeps, with every column the answer shows. */
export function locationRowsSql(where: string): string {
  return `
select ${locationColumns(true)}
  from provider_locations l
  join service_providers p on p.id = l.provider_id
 where ${where}`;
}

/** Rows of LOCATION_COLUMNS as found locations, in their order. */
export function foundLocations(rows: readonly LocationRow[]): FoundLocation[] {
  const parsed = new Parsed();
  return rows.map((row) => ({
    locationId: row.location_id,
    provider: toProvider(row),
    location: toLocation(row, parsed),
  }));
}
