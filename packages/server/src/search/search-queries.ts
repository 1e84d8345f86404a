import type { BusinessHours } from '../bookings/slot-times';
import { hoursByWeekday } from '../bookings/slot-times';
import type { Db } from '../db/db';

/** The search payload (spec 3). `city` is a city id, or a city's name (any case). */
export interface ProviderSearch {
  categoryId: number;
  subcategoryId: number;
  serviceId: number;
  countryId: number;
  stateId: number | null;
  cityId: number | null;
  cityName: string | null;
}

interface LocationRow {
  address: string;
  lat: number;
  long: number;
  country_id: number;
  state: string;
  city: string;
  zipcode_show: string;
  category: { category_id: number; category_name: string; subcategories: { id: number; name: string }[] };
  services: string[];
  businessHours: BusinessHours;
  slots: { startTime: string; endTime: string; available: boolean }[];
  time_zone: string;
}

interface ProviderRow {
  business_provider_id: number;
  business_name: string;
  name: string;
  picture: string | null;
  logoUrl: string | null;
  zipcode_show: string;
  rating: number | null;
  review_count: number;
  bio: string;
  experience: string;
  education: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  service_provided: Record<string, LocationRow>;
}

export type ProviderResult = Omit<ProviderRow, 'service_provided'> & {
  service_provided: Record<string, LocationRow & { hours: Record<string, string> }>;
};

/**
 * One statement: the locations that offer the service in the place asked, each built into the
 * spec's location object, grouped per provider into `service_provided` keyed location1,
 * location2… (by location id). Only the matching locations of a provider are listed.
 * Best rated first, then the most reviewed.
 */
const SEARCH_SQL = `
with matched as (
  select l.*, row_number() over (partition by l.provider_id order by l.id) as position
    from provider_locations l
   where l.category_id = $1
     and l.subcategory_id = $2
     and l.country_id = $4
     and ($5::int is null or l.state_id = $5)
     and ($6::int is null or l.city_id = $6)
     and ($7::text is null or l.city_id in (select id from cities where lower(name) = lower($7)))
     and exists (select 1 from location_services ls where ls.location_id = l.id and ls.service_id = $3)
),
located as (
  select m.provider_id, m.position, m.zipcode,
         json_build_object(
           'address', m.address,
           'lat', m.lat,
           'long', m.long,
           'country_id', m.country_id,
           'state', coalesce(st.code, st.name, ''),
           'city', coalesce(ci.name, ''),
           'zipcode_show', m.zipcode,
           'category', json_build_object(
             'category_id', ca.id,
             'category_name', ca.name,
             'subcategories', json_build_array(json_build_object('id', sc.id, 'name', sc.name))
           ),
           'services', (select coalesce(json_agg(sv.name order by sv.id), '[]'::json)
                          from location_services ls join services sv on sv.id = ls.service_id
                         where ls.location_id = m.id),
           'businessHours', m.business_hours,
           'slots', (select coalesce(json_agg(json_build_object(
                              'startTime', to_char(sl.start_time, 'HH12:MI AM'),
                              'endTime', to_char(sl.end_time, 'HH12:MI AM'),
                              'available', true) order by sl.start_time), '[]'::json)
                       from location_slots sl where sl.location_id = m.id),
           'time_zone', m.time_zone
         ) as location
    from matched m
    join categories ca on ca.id = m.category_id
    join subcategories sc on sc.id = m.subcategory_id
    left join states st on st.id = m.state_id
    left join cities ci on ci.id = m.city_id
)
select p.id as business_provider_id, p.business_name, p.name, p.picture, p.logo_url as "logoUrl",
       (array_agg(lo.zipcode order by lo.position))[1] as zipcode_show,
       p.rating::float8 as rating, p.review_count, p.bio, p.experience, p.education,
       p.phone, p.email, p.website,
       json_object_agg('location' || lo.position, lo.location order by lo.position) as service_provided
  from located lo
  join providers p on p.id = lo.provider_id
 group by p.id
 order by p.rating desc nulls last, p.review_count desc, p.id`;

export async function searchProviders(db: Db, search: ProviderSearch): Promise<ProviderResult[]> {
  const rows = await db.query<ProviderRow>(SEARCH_SQL, [
    search.categoryId,
    search.subcategoryId,
    search.serviceId,
    search.countryId,
    search.stateId,
    search.cityId,
    search.cityName,
  ]);
  return rows.map((row) => ({
    ...row,
    business_provider_id: Number(row.business_provider_id),
    review_count: Number(row.review_count),
    // The weekday hours are derived here rather than in SQL: one place formats 12-hour times.
    service_provided: Object.fromEntries(
      Object.entries(row.service_provided).map(([key, location]) => [
        key,
        { ...location, hours: hoursByWeekday(location.businessHours) },
      ]),
    ),
  }));
}
