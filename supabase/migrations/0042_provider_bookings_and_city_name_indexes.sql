-- Two reads that scanned whole tables (issue 23; EXPLAIN before and after in docs/code-structure.md).
--
-- The provider's Appointments page reads a business's bookings by provider_id, ordered by date
-- (provider/provider-appointments.ts); the other bookings indexes lead with location_id or user_id.
create index if not exists bookings_provider_id_date_idx on public.bookings (provider_id, date);

-- The customer search's city filter and the registration's city lookup compare lower(name).
-- text_pattern_ops serves that equality and also a `lower(name) like 'mia%'` prefix search, on
-- PostgreSQL and on PGlite alike without an extension (pg_trgm would have to be loaded into PGlite).
create index if not exists cities_lower_name_idx on public.cities (lower(name) text_pattern_ops);
