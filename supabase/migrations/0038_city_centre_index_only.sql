-- A city's centre (migration 0037) is the mean of its live locations' coordinates. At 100,000
-- providers Houston has over 3,000 locations, and averaging them through the city index read a
-- heap page for nearly each one (46 ms, the dearest statement of a city search's first page;
-- docs/search-paging-and-distance.md). With the coordinates in the index the average is an
-- index-only scan.
drop index if exists public.provider_locations_city_idx;
create index if not exists provider_locations_city_position_idx
  on public.provider_locations (city_id) include (lat, long) where removed_at is null;
