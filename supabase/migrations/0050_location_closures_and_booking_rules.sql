-- Closures and special hours per date and location, and each location's minimum notice and buffer
-- between visits (issue 25). A date's row replaces its weekday's hours: open_time and close_time
-- null close the location all day (a holiday, a vacation day), times keep it open only then (a
-- late opening, an early close). The slot lists and the booking checks read both.
create table if not exists public.location_date_hours (
  location_id integer not null references public.provider_locations (id) on delete cascade,
  date date not null,
  open_time text check (open_time ~ '^([01]\d|2[0-3]):[0-5]\d$'),
  close_time text check (close_time ~ '^([01]\d|2[0-4]):[0-5]\d$'),
  label text not null default '' check (length(label) <= 80),
  created_at timestamptz not null default now(),
  primary key (location_id, date),
  check ((open_time is null) = (close_time is null)),
  check (open_time is null or close_time > open_time)
);

-- Server-only, as bookings: RLS on and no policy for the gateway's roles.
alter table public.location_date_hours enable row level security;

alter table public.provider_locations
  add column if not exists min_notice_minutes integer not null default 0
    check (min_notice_minutes between 0 and 10080);
alter table public.provider_locations
  add column if not exists buffer_minutes integer not null default 0
    check (buffer_minutes between 0 and 240);
