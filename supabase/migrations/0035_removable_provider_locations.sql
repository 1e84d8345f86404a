-- A provider removes a location from the Business Profile (issue 27). Its bookings reference it
-- (on delete cascade) and stay in both sides' histories, so the row is kept and marked removed:
-- the search, booking, profile, boosts and overview read only the locations not removed.
-- The address stays unique among a business's live locations, so a removed address can be added again.
alter table public.provider_locations add column if not exists removed_at timestamptz;
alter table public.provider_locations drop constraint if exists provider_locations_provider_id_address_key;
create unique index if not exists provider_locations_live_address_key
  on public.provider_locations (provider_id, address)
  where removed_at is null;
