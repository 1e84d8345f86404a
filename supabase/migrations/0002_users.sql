-- One identity store for customers, providers and administrators (ARCHITECTURE.md "One identity").

create table if not exists users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  -- Null until the user sets a password: customer registration collects no password (spec 3).
  password_hash text,
  name text not null,
  phone text,
  -- The registration form sends 'male'; the profile form sends 'Male' (spec 3).
  gender text check (gender is null or lower(gender) in ('male', 'female', 'other')),
  dob date,
  user_type text not null check (user_type in ('customer', 'provider', 'admin')),
  is_verified boolean not null default false,
  created_at timestamptz not null default now()
);

-- E-mail addresses are compared without regard to case, so 'A@x.test' and 'a@x.test' are one user.
create unique index if not exists users_email_key on users (lower(email));

-- Password hashes must never be readable through a hosted Supabase REST API: RLS on and no
-- policy means only the server (the table owner) can read or write this table.
alter table users enable row level security;
