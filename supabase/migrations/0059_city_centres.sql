-- A city's centre (migration 0037: the mean position of its live locations) was averaged on every
-- city search, best rated too, since the answer's `origin` is the centre. At 100,000 providers
-- that was Houston's 3,310 locations a search: 2.6 of the first page's 5.1 ms of PostgreSQL
-- (docs/search-speed.md). Locations move far more rarely than customers search, so the sums the
-- mean is made of are kept per city here, written when locations are, and a search divides.
--
-- Sums, not means: a search by a city's name without a state (two Springfields) averages the
-- locations of every city of that name, which is sum over sum and not a mean of means.
create table if not exists private.city_centres (
  city_id integer primary key references public.cities (id) on delete cascade,
  lat_sum double precision not null,
  long_sum double precision not null,
  locations integer not null
);
revoke all on private.city_centres from public;

-- Locks the cities' rows (made when missing) in id order, to the end of the transaction.
--
-- A transaction that writes locations in several cities statement by statement (a registration
-- with a location in each) calls this first with all of them: two such transactions taking
-- the cities in the orders their locations come would each hold one city and wait for the
-- other's, a deadlock; taken in id order at the start, the second waits for the first.
create or replace function private.lock_city_centres(city_ids integer[]) returns void
  language plpgsql security definer set search_path = ''
  as $$
begin
  insert into private.city_centres (city_id, lat_sum, long_sum, locations)
  select c.id, 0, 0, 0 from public.cities c where c.id = any(city_ids) order by c.id
  on conflict (city_id) do nothing;
  perform 1 from private.city_centres cc where cc.city_id = any(city_ids) order by cc.city_id for update;
end
$$;
revoke all on function private.lock_city_centres(integer[]) from public;

-- Recomputed whole for each city a statement touched (as refresh_review_figures does for
-- ratings), so the figures never drift from what an average would give.
--
-- The cities' rows are locked first and the sums computed by a later statement: under READ
-- COMMITTED that statement sees what a concurrent writer of the same city committed while this
-- one waited, so two writers in one city cannot each leave a sum without the other.
create or replace function private.refresh_city_centres(city_ids integer[]) returns void
  language plpgsql security definer set search_path = ''
  as $$
begin
  perform private.lock_city_centres(city_ids);
  update private.city_centres cc
     set lat_sum = s.lat_sum, long_sum = s.long_sum, locations = s.locations
    from (
      select ids.id,
             coalesce(sum(l.lat), 0) as lat_sum,
             coalesce(sum(l.long), 0) as long_sum,
             count(l.id)::integer as locations
        from unnest(city_ids) as ids (id)
        left join public.provider_locations l on l.city_id = ids.id and l.removed_at is null
       group by ids.id
    ) s
   where cc.city_id = s.id;
end
$$;
revoke all on function private.refresh_city_centres(integer[]) from public;

-- The cities a statement touched: inserted and deleted rows', and on an update only the rows whose
-- city, position or removal changed (a location's other edits, its address text or hours, leave
-- the centre as it was). Each branch reads only its event's transition tables.
create or replace function private.city_centres_changed() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.city_centres;
  elsif tg_op = 'INSERT' then
    perform private.refresh_city_centres(array(select distinct city_id from new_locations where city_id is not null));
  elsif tg_op = 'DELETE' then
    perform private.refresh_city_centres(array(select distinct city_id from old_locations where city_id is not null));
  else
    perform private.refresh_city_centres(array(
      select c.city_id
        from old_locations o
        join new_locations n on n.id = o.id
       cross join lateral (values (o.city_id), (n.city_id)) as c (city_id)
       where (o.city_id, o.lat, o.long, o.removed_at) is distinct from (n.city_id, n.lat, n.long, n.removed_at)
         and c.city_id is not null
       group by c.city_id));
  end if;
  return null;
end
$$;

-- A trigger with transition tables takes one event, so there are three, and TRUNCATE a fourth.
drop trigger if exists city_centres_inserted on public.provider_locations;
create trigger city_centres_inserted after insert on public.provider_locations
  referencing new table as new_locations for each statement execute function private.city_centres_changed();
drop trigger if exists city_centres_deleted on public.provider_locations;
create trigger city_centres_deleted after delete on public.provider_locations
  referencing old table as old_locations for each statement execute function private.city_centres_changed();
drop trigger if exists city_centres_updated on public.provider_locations;
create trigger city_centres_updated after update on public.provider_locations
  referencing old table as old_locations new table as new_locations
  for each statement execute function private.city_centres_changed();
drop trigger if exists city_centres_truncated on public.provider_locations;
create trigger city_centres_truncated after truncate on public.provider_locations
  for each statement execute function private.city_centres_changed();

select private.refresh_city_centres(array(select distinct city_id from public.provider_locations where city_id is not null));
