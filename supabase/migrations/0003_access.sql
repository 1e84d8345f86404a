-- Sign-in, sessions, customer registration with an e-mail code, password recovery and the dev
-- mailbox (issue 3). Times are written by the server from its clock rather than `now()`, so
-- tests can move time; the defaults are only for rows written by hand.
--
-- Every table here holds secrets (hashes of codes and tokens) or personal data, so each has RLS
-- on and no policy: on a hosted Supabase project only the server, which owns them, reads them.

-- A customer who asked for a code but has not confirmed it yet (spec 3, registration request).
-- One row per address; asking again replaces the row and its code.
create table if not exists pending_registrations (
  email text not null,
  name text not null,
  phone text not null,
  gender text not null check (gender in ('male', 'female', 'other')),
  dob date not null,
  user_type text not null check (user_type = 'customer'),
  -- HMAC-SHA256 of the code, keyed by the server's secret: a 6-digit code is too small a space
  -- for a plain hash to hide it from someone who reads the table.
  otp_hash text not null,
  otp_sent_at timestamptz not null,
  otp_expires_at timestamptz not null,
  otp_failed_attempts integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index if not exists pending_registrations_email_key on pending_registrations (lower(email));

-- A signed-in device. Access tokens name their session (`session_id`), so revoking the session
-- (logout) ends its access tokens before they expire.
create table if not exists auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index if not exists auth_sessions_user_id_idx on auth_sessions (user_id);

-- Refresh tokens are random and stored as SHA-256; each use revokes the token and issues the
-- next one (rotation). Presenting a revoked token again revokes its whole session.
create table if not exists auth_refresh_tokens (
  id bigint generated always as identity primary key,
  session_id uuid not null references auth_sessions (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index if not exists auth_refresh_tokens_session_id_idx on auth_refresh_tokens (session_id);

-- One-time links (password recovery and "set your password" after registration), stored as SHA-256.
create table if not exists auth_one_time_tokens (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose = 'recovery'),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists auth_one_time_tokens_user_id_idx on auth_one_time_tokens (user_id);

-- Failed sign-ins, counted per address and per client address to throttle password guessing.
-- In the database so a restart does not reset the count.
create table if not exists login_attempts (
  id bigint generated always as identity primary key,
  email text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index if not exists login_attempts_email_idx on login_attempts (lower(email), created_at);
create index if not exists login_attempts_ip_idx on login_attempts (ip, created_at);
create index if not exists login_attempts_created_at_idx on login_attempts (created_at);

-- Mail kept locally when no SMTP server is configured (read at /dev/mailbox).
create table if not exists dev_mailbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);
create index if not exists dev_mailbox_to_address_idx on dev_mailbox (lower(to_address));

alter table pending_registrations enable row level security;
alter table auth_sessions enable row level security;
alter table auth_refresh_tokens enable row level security;
alter table auth_one_time_tokens enable row level security;
alter table login_attempts enable row level security;
alter table dev_mailbox enable row level security;
