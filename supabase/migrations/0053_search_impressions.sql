-- Search impressions (issue 25): a provider shown on a customer's results page (any page, Sponsored
-- included), once per customer and provider a day, the day taken in the provider's zone when it
-- is recorded (its first location's, UTC without one). The server records them after it has
-- answered the search, in one insert per page, so the search never waits for them.
--
-- Like lead events, who saw whom is personal data: the table lives in `private` with RLS on and no
-- policy, and providers see counts only. The viewer goes to null when their account is deleted,
-- keeping the provider's figures.
create table if not exists private.search_impressions (
  id bigint generated always as identity primary key,
  provider_id integer not null references public.service_providers (id) on delete cascade,
  viewer_id uuid references private.users (id) on delete set null,
  day date not null,
  -- The ZIP code of the listing the customer saw: the boost's for a Sponsored one, else the first
  -- five characters of its first location's (empty when it has none).
  zip_code text not null default '',
  occurred_at timestamptz not null,
  constraint search_impressions_once_a_day unique (provider_id, viewer_id, day)
);

-- The Overview counts a provider's days; the Boost report a provider's instants.
create index if not exists search_impressions_provider_time_idx
  on private.search_impressions (provider_id, occurred_at);

alter table private.search_impressions enable row level security;
