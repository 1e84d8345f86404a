-- When a booking ends, as an instant: its date and slot end read in its location's time zone. A
-- slot that ends at or before it starts ('11:00 PM - 12:00 AM') ends on the next day; reading the
-- end time on the booking's own date made such a booking "ended" an hour before it began, so the
-- completion job completed it before it took place. One definition for every query that asks.
-- Plain SQL without its own settings, so PostgreSQL inlines it into the queries that call it.
create or replace function private.booking_ends_at(booking_date date, slot text, time_zone text)
returns timestamptz
language sql
stable
as $$
  select (
    booking_date
    + split_part(slot, ' - ', 2)::time
    + case
        when split_part(slot, ' - ', 2)::time <= split_part(slot, ' - ', 1)::time then interval '1 day'
        else interval '0'
      end
  ) at time zone time_zone
$$;

revoke all on function private.booking_ends_at(date, text, text) from public;
