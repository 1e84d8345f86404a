-- Lead events (issue 13; spec provider-and-admin.md section 2.3, Overview): what customers did on a
-- provider's listing — opened View Profile, followed the website, phone or directions link, or
-- booked. The provider's Overview counts them; every figure there is a count of these rows.
--
-- One row per customer, action and provider within an hour (the server checks the last hour under
-- an advisory lock before it inserts). The customer is kept only to apply that rule and the rule
-- that a provider's own views do not count; no IP address is stored. Who did what is personal
-- data, so the table lives in `private` with RLS on and no policy: only the server reads it, and
-- providers see counts, cities and times, never who.
create table if not exists private.lead_events (
  id bigint generated always as identity primary key,
  provider_id integer not null references public.service_providers (id) on delete cascade,
  -- The location the customer was looking at; its city is what Recent Activity shows.
  location_id integer references public.provider_locations (id) on delete set null,
  action text not null
    constraint lead_events_action_known check (action in ('profileView', 'website', 'phone', 'directions', 'booking')),
  customer_id uuid references private.users (id) on delete set null,
  city text not null default '',
  occurred_at timestamptz not null
);

-- The Overview reads a provider's events by time; the hourly rule looks up one customer's.
create index if not exists lead_events_provider_time_idx on private.lead_events (provider_id, occurred_at);
create index if not exists lead_events_dedupe_idx
  on private.lead_events (provider_id, customer_id, action, occurred_at);

alter table private.lead_events enable row level security;
