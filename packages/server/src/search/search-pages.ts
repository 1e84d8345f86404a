import type { BoostType, SearchSort } from '@injury-assist/domain';
import type { Db } from '../db/db';
import type { CursorState, SearchCursors } from './search-cursor';
import {
  BOOST_TYPE,
  type FoundLocation,
  foundLocations,
  type LatLng,
  type LocationRow,
  locationColumns,
  locationRowsSql,
  type ProviderSearch,
} from './search-queries';

/** Providers per page when the request does not say, and the most it may ask for. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
/** Up to this many providers the total is counted; past it, it is the planner's estimate. */
export const EXACT_TOTAL_LIMIT = 1000;

/** The spec's Earth radius (customer-and-access §9), in metres: the cube points lie on this sphere. */
const EARTH_RADIUS_M = 6_371_000;
/** The first box "nearest" looks in, past the last distance shown; each next one is 4 times wider. */
const FIRST_RADIUS_M = 25_000;
/** A chord this long spans the Earth: past it, no box. */
const WIDEST_CHORD_M = 2 * EARTH_RADIUS_M;

export const NEAREST_NEEDS_A_PLACE = 'Sorting by nearest needs your position or a city.';

/** A request the search cannot answer as asked; the route answers 400 with the message. */
export class BadSearchError extends Error {}

/** A matching location's id and its provider's, in the answer's order. */
export interface LocationMatch {
  location_id: number;
  provider_id: number;
  boosted_zip: string | null;
  boost_type: BoostType;
}

/** One page: its providers' matching locations in the answer's order, and what the answer says around them. */
export interface MatchPage {
  matches: LocationMatch[];
  /** Everything the answer shows of `matches`, when asked for with the page (selectPage's `details`). */
  found?: FoundLocation[];
  nextCursor: string | null;
  total: { count: number; exact: boolean };
  origin: LatLng | null;
}

/**
 * Every search statement is prepared: a search shape always writes the same text (the filters it
 * leaves open are left out, see `matching`), so there are a few dozen texts, and planning them on
 * every call cost more than running them (docs/search-speed.md).
 */
const PREPARED = { prepare: true } as const;

/** A statement's parameters, added as the SQL text is written: `add` gives the placeholder. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/**
 * The locations (l) that offer the service in the place asked. A filter the search leaves open is
 * left out of the text rather than passed as null, so each shape of search gets its own plan.
 */
function matching(q: Params, search: ProviderSearch): string {
  const parts = [
    'l.removed_at is null',
    `l.category_id = ${q.add(search.categoryId, 'int')}`,
    `l.subcategory_id = ${q.add(search.subcategoryId, 'int')}`,
  ];
  if (search.countryId !== null) parts.push(`l.country_id = ${q.add(search.countryId, 'int')}`);
  if (search.stateId !== null) parts.push(`l.state_id = ${q.add(search.stateId, 'int')}`);
  if (search.cityId !== null) parts.push(`l.city_id = ${q.add(search.cityId, 'int')}`);
  if (search.cityName !== null) {
    // = any(array(…)), unlike in (…), lets the city's ids join the index condition.
    parts.push(
      `l.city_id = any(array(select id from cities where lower(name) = lower(${q.add(search.cityName, 'text')})))`,
    );
  }
  parts.push(
    `exists (select 1 from location_services ls where ls.location_id = l.id and ls.service_id = ${q.add(search.serviceId, 'int')})`,
  );
  return parts.join('\n     and ');
}

/** Listed providers only: a paid subscription lists a business; profileVisible off or an administrator's unlisting hides it. */
const LISTED = 'p.listed and p.profile_visible and p.admin_unlisted_at is null';

const hasCity = (search: ProviderSearch) => search.cityId !== null || search.cityName !== null;

/** `point` on the sphere of the migration's earth_point column, in metres. */
function earthPoint({ lat, lng }: LatLng): [number, number, number] {
  const [φ, λ] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180];
  return [
    EARTH_RADIUS_M * Math.cos(φ) * Math.cos(λ),
    EARTH_RADIUS_M * Math.cos(φ) * Math.sin(λ),
    EARTH_RADIUS_M * Math.sin(φ),
  ];
}

/** The cube of `origin` as a parameter of `q`: nearest-first orders by the chord to it. */
function originCube(q: Params, origin: LatLng | null): string {
  if (!origin) throw new BadSearchError(NEAREST_NEEDS_A_PLACE);
  const [x, y, z] = earthPoint(origin);
  return `cube(array[${q.add(x, 'float8')}, ${q.add(y, 'float8')}, ${q.add(z, 'float8')}])`;
}

/**
 * The chosen city's centre: the mean position of its live locations (cities carry no
 * coordinates). Null without a city, or for a city without locations.
 */
async function cityCentre(db: Db, search: ProviderSearch): Promise<LatLng | null> {
  if (!hasCity(search)) return null;
  const q = new Params();
  const [row] = await db.query<{ lat: number | null; lng: number | null }>(
    cityCentreSql(q, search),
    q.values,
    PREPARED,
  );
  return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
}

/**
 * The statement of cityCentre (one row: lat, lng), its parameters added to `q`. The sums are kept
 * per city as locations are written (migration 0059); a name without a state takes every city
 * of that name, so the mean is their sums over their counts.
 */
function cityCentreSql(q: Params, search: ProviderSearch): string {
  const city =
    search.cityId !== null
      ? `c.city_id = ${q.add(search.cityId, 'int')}`
      : `c.city_id = any(array(select id from cities where lower(name) = lower(${q.add(search.cityName, 'text')})${
          search.stateId !== null ? ` and state_id = ${q.add(search.stateId, 'int')}` : ''
        }))`;
  return `select (sum(c.lat_sum) / nullif(sum(c.locations), 0))::float8 as lat,
         (sum(c.long_sum) / nullif(sum(c.locations), 0))::float8 as lng
    from private.city_centres c
   where ${city}`;
}

interface KeyRow {
  provider_id: number;
  k1: number;
  k2: number | null;
  snapshot: string;
}

interface PageQuery {
  sort: SearchSort;
  origin: LatLng | null;
  /** Only these providers (the Sponsored ones), or any. */
  only?: number[];
  /** Leave these out (the Sponsored ones page one showed). */
  without?: number[];
  /** After this sort key; from the start when absent or empty. */
  after?: number[];
  /** Order by the ratings this snapshot saw (later pages). */
  snapshot?: string;
  limit: number;
}

/** The sort key of a page's providers, in order; `radius`: only those this close (nearest, no city). */
function keysStatement(search: ProviderSearch, page: PageQuery, radius: number | null) {
  const q = new Params();
  const where = matching(q, search);
  const nearest = page.sort === 'nearest';
  const point = nearest ? originCube(q, page.origin) : '';
  const box =
    radius === null ? '' : `\n     and cube_enlarge(${point}, ${q.add(radius, 'float8')}, 3) @> l.earth_point`;
  let keys: string;
  let asOf = '';
  if (nearest) keys = 'm.chord as k1, null::int as k2';
  else if (page.snapshot) {
    // The rating a provider had in the first page's snapshot: the oldest change since, if any.
    asOf = `
  left join lateral (
        select h.old_rating, h.old_review_count from private.provider_rating_changes h
         where h.provider_id = p.id and not pg_visible_in_snapshot(h.changed_in, ${q.add(page.snapshot, 'text')}::pg_snapshot)
         order by h.id limit 1) was on true`;
    keys = `-coalesce(case when was.old_review_count is null then p.rating else was.old_rating end, -1)::float8 as k1,
         -coalesce(was.old_review_count, p.review_count) as k2`;
  } else keys = '-coalesce(p.rating, -1)::float8 as k1, -p.review_count as k2';
  const conditions = [LISTED];
  if (page.only) conditions.push(`p.id = any(${q.add(page.only, 'int[]')})`);
  if (page.without?.length) conditions.push(`p.id <> all(${q.add(page.without, 'int[]')})`);
  if (radius !== null) conditions.push(`m.chord <= ${q.add(radius, 'float8')}`);
  const order = nearest ? ['k.k1', 'p.id'] : ['k.k1', 'k.k2', 'p.id'];
  const after = page.after ?? [];
  if (after.length > 0) {
    const keys = after.map((value, index) => q.add(value, index === after.length - 1 ? 'int' : 'float8'));
    conditions.push(`(${order.join(', ')}) > (${keys.join(', ')})`);
  }
  const sql = `
with matched as (
  select l.provider_id${nearest ? `, min(cube_distance(l.earth_point, ${point})) as chord` : ''}
    from provider_locations l
   where ${where}${box}
   group by l.provider_id
)
select p.id as provider_id, k.k1, k.k2, pg_current_snapshot()::text as snapshot
  from matched m
  join service_providers p on p.id = m.provider_id${asOf}
  cross join lateral (select ${keys}) k
 where ${conditions.join('\n   and ')}
 order by ${order.join(', ')}
 limit ${q.add(page.limit, 'int')}`;
  return { sql, values: q.values };
}

/** A row of the first-page statement: one matching location of the page, with its provider's place in it. */
type FirstPageRow = KeyRow &
  LocationMatch & {
    sponsored: boolean;
    total: number;
    centre_lat: number | null;
    centre_lng: number | null;
  };

/**
 * The first page in one statement (a city, or best rated anywhere): the matching locations of its
 * providers (`details`: with everything the answer shows of them), each with its provider's sort
 * key, Sponsored ones first (an active boost in a matching location's ZIP code and kind), the
 * total counted up to EXACT_TOTAL_LIMIT + 1 and, when asked, the city's centre. One statement
 * rather than five: each round trip to the database cost more than the work it carried, and
 * the page's locations are the ones the search has just found, not found again.
 */
function firstPageStatement(search: ProviderSearch, page: PageQuery, centre: boolean, details: boolean) {
  const q = new Params();
  const where = matching(q, search);
  const nearest = page.sort === 'nearest';
  const point = nearest ? originCube(q, page.origin) : '';
  // Every matching location is of the search's category, so its boost type is the category's.
  const boostType = `(select case when lower(bc.name) = 'legal' then 'legal' else 'medical' end
                        from service_categories bc where bc.id = ${q.add(search.categoryId, 'int')})`;
  const keys = nearest
    ? 'm.chord as k1, null::int as k2'
    : '-coalesce(p.rating, -1)::float8 as k1, -p.review_count as k2';
  const order = ['sponsored desc', ...(nearest ? ['k1', 'provider_id'] : ['k1', 'k2', 'provider_id'])];
  const centreColumns = centre
    ? `, c.lat as centre_lat, c.lng as centre_lng`
    : ', null::float8 as centre_lat, null::float8 as centre_lng';
  // Materialised: as a subquery joined to the providers it was computed again for each of them.
  const centreCte = centre ? `, centre as materialized (${cityCentreSql(q, search)})` : '';
  const centreJoin = centre ? ' cross join centre c' : '';
  const sql = `
with matched as (
  select l.provider_id${nearest ? `, min(cube_distance(l.earth_point, ${point})) as chord` : ''},
         coalesce(bool_or((l.provider_id, left(l.zipcode, 5)) in (
           select b.provider_id, b.zip_code from boosts b where b.status = 'active' and b.boost_type = ${boostType})), false) as sponsored,
         array_agg(l.id) as location_ids
    from provider_locations l
   where ${where}
   group by l.provider_id
), listed as (
  select p.id as provider_id, m.sponsored, m.location_ids, k.k1, k.k2
    from matched m
    join service_providers p on p.id = m.provider_id
   cross join lateral (select ${keys}) k
   where ${LISTED}
)${centreCte}, page as materialized (
  select f.provider_id, f.location_ids, f.k1, f.k2, f.sponsored,
         (select count(*) from (select 1 from listed limit ${EXACT_TOTAL_LIMIT + 1}) n)::int as total${centreColumns}
    from listed f${centreJoin}
   order by ${order.map((column) => `f.${column}`).join(', ')}
   limit ${q.add(page.limit, 'int')}
)
select f.k1, f.k2, f.sponsored, f.total, f.centre_lat, f.centre_lng, pg_current_snapshot()::text as snapshot,
       ${locationColumns(details)}
  from page f
  join provider_locations l on l.id = any(f.location_ids)${details ? '\n  join service_providers p on p.id = l.provider_id' : ''}
 order by ${order.map((column) => `f.${column}`).join(', ')}, l.id`;
  return { sql, values: q.values };
}

/**
 * A page's keys. Nearest first across a state or the country looks in a box around the origin
 * (the GiST index on earth_point) and keeps the providers within its radius, whose order is then
 * exact; while that finds fewer than asked, the box widens. In a city the city's index narrows
 * enough by itself.
 */
async function pageKeys(db: Db, search: ProviderSearch, page: PageQuery): Promise<KeyRow[]> {
  const boxed = page.sort === 'nearest' && !hasCity(search) && !page.only;
  if (!boxed) {
    const { sql, values } = keysStatement(search, page, null);
    return db.query<KeyRow>(sql, values, PREPARED);
  }
  const from = page.after?.[0] ?? 0;
  let reach = FIRST_RADIUS_M;
  for (;;) {
    const radius = from + reach < WIDEST_CHORD_M ? from + reach : null;
    const { sql, values } = keysStatement(search, page, radius);
    const rows = await db.query<KeyRow>(sql, values, PREPARED);
    if (rows.length >= page.limit || radius === null) return rows;
    reach *= 4;
  }
}

const keyOf = (row: KeyRow, sort: SearchSort): number[] =>
  sort === 'nearest' ? [row.k1, row.provider_id] : [row.k1, row.k2 ?? 0, row.provider_id];

/** The Sponsored providers among those found: an active boost in a matching location's ZIP code and kind. */
async function sponsoredProviders(db: Db, search: ProviderSearch): Promise<number[]> {
  const q = new Params();
  const rows = await db.query<{ provider_id: number }>(
    `select distinct l.provider_id from provider_locations l
       join boosts b on b.provider_id = l.provider_id and b.status = 'active'
        and b.zip_code = left(l.zipcode, 5) and b.boost_type = ${BOOST_TYPE}
      where ${matching(q, search)}`,
    q.values,
    PREPARED,
  );
  return rows.map((row) => row.provider_id);
}

/** How many listed providers the search finds: counted up to EXACT_TOTAL_LIMIT, else estimated. */
async function countProviders(db: Db, search: ProviderSearch): Promise<MatchPage['total']> {
  const q = new Params();
  const found = foundSql(q, search);
  const [counted] = await db.query<{ n: number }>(
    `select count(*)::int as n from (${found} limit ${EXACT_TOTAL_LIMIT + 1}) x`,
    q.values,
    PREPARED,
  );
  const count = counted?.n ?? 0;
  if (count <= EXACT_TOTAL_LIMIT) return { count, exact: true };
  return estimateProviders(db, search);
}

/** More than EXACT_TOTAL_LIMIT providers: the planner's estimate of how many (`exact: false`). */
async function estimateProviders(db: Db, search: ProviderSearch): Promise<MatchPage['total']> {
  const q = new Params();
  const [plan] = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${foundSql(q, search)}`, q.values);
  const json = plan?.['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }];
  return { count: Math.max(EXACT_TOTAL_LIMIT + 1, Math.round(parsed[0].Plan['Plan Rows'])), exact: false };
}

/** The listed providers the search finds, one row each. */
function foundSql(q: Params, search: ProviderSearch): string {
  return `select 1 from (select distinct l.provider_id from provider_locations l where ${matching(q, search)}) m
    join service_providers p on p.id = m.provider_id where ${LISTED}`;
}

/**
 * The matching locations of the given providers, grouped in the providers' order, each provider's
 * by id; with `details`, in the same statement everything the answer shows of them.
 */
async function locationsOf(
  db: Db,
  search: ProviderSearch,
  providerIds: number[],
  details: boolean,
): Promise<Pick<MatchPage, 'matches' | 'found'>> {
  if (providerIds.length === 0) return details ? { matches: [], found: [] } : { matches: [] };
  const q = new Params();
  const where = `${matching(q, search)}
        and l.provider_id = any(${q.add(providerIds, 'int[]')})`;
  // Without `details` a row has only the LocationMatch columns of LocationRow, and only those are read.
  const rows = await db.query<LocationRow>(
    details
      ? `${locationRowsSql(where)}\n order by l.id`
      : `select ${locationColumns(false)} from provider_locations l where ${where} order by l.id`,
    q.values,
    PREPARED,
  );
  const byProvider = new Map<number, LocationMatch[]>();
  for (const row of rows) {
    const list = byProvider.get(row.provider_id);
    if (list) list.push(row);
    else byProvider.set(row.provider_id, [row]);
  }
  const matches = providerIds.flatMap((id) => byProvider.get(id) ?? []);
  return details ? { matches, found: foundLocations(rows) } : { matches };
}

/**
 * Every provider the search finds in its default order, Sponsored first, as its pages list them
 * (the provider overview's "where you rank").
 */
export async function rankedProviders(db: Db, search: ProviderSearch): Promise<number[]> {
  const all = { sort: 'best_rated' as const, origin: null, limit: 2 ** 31 - 1 };
  const sponsoredIds = await sponsoredProviders(db, search);
  const sponsored = sponsoredIds.length > 0 ? await pageKeys(db, search, { ...all, only: sponsoredIds }) : [];
  const rest = await pageKeys(db, search, { ...all, without: sponsored.map((row) => row.provider_id) });
  return [...sponsored, ...rest].map((row) => row.provider_id);
}

/** The scope a cursor is bound to: the search and its sort (not the page size; the position is in the cursor). */
function cursorScope(search: ProviderSearch): string {
  return JSON.stringify([
    search.categoryId,
    search.subcategoryId,
    search.serviceId,
    search.countryId,
    search.stateId,
    search.cityId,
    search.cityName?.toLowerCase() ?? null,
    search.sort ?? 'best_rated',
  ]);
}

/**
 * One page of the search (spec 3), by keyset: after the cursor's sort key, so a provider added
 * meanwhile lands where it belongs and none is repeated or skipped. The first page puts the
 * Sponsored providers first (at most a page of them) and the cursor carries their ids so later
 * pages leave them out; it also carries the first page's snapshot, so a provider re-rated
 * meanwhile keeps its place in the order (see migration 0037).
 */
export async function selectPage(
  db: Db,
  search: ProviderSearch,
  cursors: SearchCursors,
  details = false,
): Promise<MatchPage> {
  const sort = search.sort ?? 'best_rated';
  const limit = search.limit ?? DEFAULT_PAGE_SIZE;
  const state: CursorState | null = search.cursor
    ? cursors.decode(cursorScope(search), search.cursor, sort === 'nearest' ? 2 : 3)
    : null;
  if (!state && !(sort === 'nearest' && !hasCity(search))) return firstPage(db, search, cursors, limit, details);
  // A later page measures from where the first did, whatever this request says.
  const origin = state
    ? state.origin && { lat: state.origin[0], lng: state.origin[1] }
    : (search.position ?? (await cityCentre(db, search)));
  if (sort === 'nearest' && !origin) throw new BadSearchError(NEAREST_NEEDS_A_PLACE);
  const base = { sort, origin };

  /** The page's keys; `more` when another page follows; `shown`, the Sponsored ids put first; `snapshot`, the order's. */
  const keys = async (): Promise<{ rows: KeyRow[]; more: boolean; shown: number[]; snapshot?: string }> => {
    if (state) {
      const rows = await pageKeys(db, search, {
        ...base,
        without: state.shown,
        after: state.after,
        snapshot: state.snapshot,
        limit: limit + 1,
      });
      return { rows: rows.slice(0, limit), more: rows.length > limit, shown: state.shown, snapshot: state.snapshot };
    }
    const sponsoredIds = await sponsoredProviders(db, search);
    const sponsored = sponsoredIds.length > 0 ? await pageKeys(db, search, { ...base, only: sponsoredIds, limit }) : [];
    const shown = sponsored.map((row) => row.provider_id);
    const organic = await pageKeys(db, search, { ...base, without: shown, limit: limit - sponsored.length + 1 });
    return {
      rows: [...sponsored, ...organic].slice(0, limit),
      more: organic.length > limit - sponsored.length,
      shown,
      snapshot: organic[0]?.snapshot,
    };
  };
  const [total, { rows, more, shown, snapshot }] = await Promise.all([countProviders(db, search), keys()]);

  let nextCursor: string | null = null;
  if (more && snapshot) {
    const lastOrganic = rows.filter((row) => !shown.includes(row.provider_id)).at(-1);
    nextCursor = cursors.encode(cursorScope(search), {
      after: lastOrganic ? keyOf(lastOrganic, sort) : (state?.after ?? []),
      shown,
      snapshot,
      origin: origin && [origin.lat, origin.lng],
    });
  }
  const located = await locationsOf(
    db,
    search,
    rows.map((row) => row.provider_id),
    details,
  );
  return { ...located, nextCursor, total, origin };
}

/**
 * The first page of a search in a city, or best rated anywhere (nearest across a state or the
 * country looks in widening boxes, selectPage's other path): one statement for its providers'
 * locations, the Sponsored ones first, its total and the city's centre. Nearest
 * first needs the origin before the distances, so without a position the centre comes first.
 */
async function firstPage(
  db: Db,
  search: ProviderSearch,
  cursors: SearchCursors,
  limit: number,
  details: boolean,
): Promise<MatchPage> {
  const sort = search.sort ?? 'best_rated';
  let origin = search.position ?? null;
  if (sort === 'nearest' && !origin) {
    origin = await cityCentre(db, search);
    if (!origin) throw new BadSearchError(NEAREST_NEEDS_A_PLACE);
  }
  const askCentre = !origin && hasCity(search);
  const { sql, values } = firstPageStatement(search, { sort, origin, limit: limit + 1 }, askCentre, details);
  // Without `details` a row has only the LocationMatch columns of LocationRow, and only those are read.
  const found = await db.query<FirstPageRow & LocationRow>(sql, values, PREPARED);
  // A provider's locations come together, in the page's order: its first row stands for it.
  const providers = found.filter((row, index) => found[index - 1]?.provider_id !== row.provider_id);
  const [head] = found;
  if (askCentre) {
    origin =
      head === undefined
        ? await cityCentre(db, search)
        : head.centre_lat !== null && head.centre_lng !== null
          ? { lat: head.centre_lat, lng: head.centre_lng }
          : null;
  }
  const rows = providers.slice(0, limit);
  const shown = rows.filter((row) => row.sponsored).map((row) => row.provider_id);
  const counted = head?.total ?? 0;
  const total = counted <= EXACT_TOTAL_LIMIT ? { count: counted, exact: true } : await estimateProviders(db, search);
  let nextCursor: string | null = null;
  const following = providers[limit];
  if (following && head) {
    const lastOrganic = rows.filter((row) => !row.sponsored).at(-1);
    nextCursor = cursors.encode(cursorScope(search), {
      after: lastOrganic ? keyOf(lastOrganic, sort) : [],
      shown,
      snapshot: head.snapshot,
      origin: origin && [origin.lat, origin.lng],
    });
  }
  // The provider past the page only said that another page follows.
  const matches = following ? found.slice(0, found.indexOf(following)) : found;
  const located = details ? { matches, found: foundLocations(matches) } : { matches };
  return { ...located, nextCursor, total, origin };
}
