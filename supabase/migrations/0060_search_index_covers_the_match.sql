-- A city search's first page matches the city's locations of the subcategory through this index,
-- then reads each matched location's heap row only for its id, provider and ZIP code (the
-- service check, the grouping by provider and the Sponsored check) and its removal. At 100,000
-- providers that was Houston's 340 car-accident locations a search: 1.2 of the statement's
-- 3.5–4.5 ms (docs/search-speed.md). With those columns in the index the match is an index-only
-- scan (0.25 ms). Not partial, so that the taxonomy's checks of a category or subcategory in use
-- (removed locations included) keep an index on subcategory_id.
drop index if exists public.provider_locations_search_idx;
create index if not exists provider_locations_search_idx
  on public.provider_locations (subcategory_id, category_id, country_id, state_id, city_id)
  include (id, provider_id, zipcode, removed_at);
