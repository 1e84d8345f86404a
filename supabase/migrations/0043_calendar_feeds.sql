-- Private calendar subscriptions (issue 25). One secret token per account (customer or provider):
-- the feed URL is the only credential a calendar app can hold, so whoever has it reads the
-- account's appointments until the owner makes a new one. Kept in the private schema, out of the
-- data gateway's reach; the token is shown again in Settings, so it is stored as it is.
create table if not exists private.calendar_feeds (
  user_id uuid primary key references private.users (id) on delete cascade,
  token text not null unique check (length(token) >= 32),
  created_at timestamptz not null default now()
);

-- A reschedule stores a new booking; in a subscribed calendar it is the same event moved. The new
-- booking carries the first booking's calendar UID and the next SEQUENCE, so calendar apps update
-- the event instead of adding a second one.
alter table bookings add column if not exists calendar_uid text;
alter table bookings add column if not exists calendar_sequence integer not null default 0;
create index if not exists bookings_calendar_uid_idx on bookings (calendar_uid) where calendar_uid is not null;
