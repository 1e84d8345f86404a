-- Sign-in throttling per address and client, rate limits on mail a client can trigger, and the
-- indexes housekeeping deletes by (issue 15). Like 0003, the new table holds personal data
-- (addresses, client addresses) and has RLS on and no policy: only the server reads it.

-- login_attempts rows are now reserved before a password is checked and counted per address and
-- client pair (auth/login-throttle.ts).
create index if not exists login_attempts_email_ip_idx on login_attempts (lower(email), ip, created_at);

-- One row per event a limit counts (a registration code or a recovery mail asked for), by bucket
-- ('registration-mail:client', …) and key (a client address or an e-mail address, lower case).
create table if not exists private.rate_limit_events (
  id bigint generated always as identity primary key,
  bucket text not null,
  key text not null,
  created_at timestamptz not null default now()
);
create index if not exists rate_limit_events_key_idx on rate_limit_events (bucket, key, created_at);
create index if not exists rate_limit_events_created_at_idx on rate_limit_events (created_at);

-- Housekeeping (jobs/housekeeping.ts) deletes by age.
create index if not exists pending_registrations_otp_sent_at_idx on pending_registrations (otp_sent_at);
create index if not exists auth_sessions_created_at_idx on auth_sessions (created_at);
create index if not exists auth_one_time_tokens_expires_at_idx on auth_one_time_tokens (expires_at);
create index if not exists dev_mailbox_created_at_idx on dev_mailbox (created_at);
create index if not exists uploads_created_at_idx on uploads (created_at);

alter table rate_limit_events enable row level security;
