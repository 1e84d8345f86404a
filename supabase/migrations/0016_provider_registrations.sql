-- Provider onboarding (issue 12; spec provider-and-admin.md sections 2.2, 3, 4, 5): the wizard's
-- draft, kept on the server as the provider goes, and what a paid registration puts into the
-- directory.

-- One registration from its first step to its payment. Before the e-mail address is verified the
-- row holds step 1 and the code (as pending_registrations does for customers); verifying creates
-- the provider's account (user_id) and a registration token the browser keeps to save and resume
-- the draft. A verified row without completed_at is an unfinished registration: submitting step 1
-- for its address again mails a code that resumes it (the new step 1 waits in pending_basic_info
-- until the code proves the address). The payment's webhook completes it and lists the business.
--
-- Personal data and secrets (the code's and token's hashes), so it lives in `private` with RLS on
-- and no policy: only the server, which owns it, reads or writes it.
create table if not exists private.provider_registrations (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  -- Step 1: { firstName, lastName, businessName, country, categoryId, subcategoryId, serviceId, phone, email }.
  basic_info jsonb not null check (jsonb_typeof(basic_info) = 'object'),
  pending_basic_info jsonb check (pending_basic_info is null or jsonb_typeof(pending_basic_info) = 'object'),
  -- HMAC-SHA256 of the code keyed by the server's secret, as for customer registration.
  otp_hash text,
  otp_sent_at timestamptz,
  otp_expires_at timestamptz,
  otp_failed_attempts integer not null default 0,
  user_id uuid references private.users (id) on delete cascade,
  verified_at timestamptz,
  -- SHA-256 of the registration token; the token itself is only ever in the provider's browser.
  token_hash text unique,
  token_expires_at timestamptz,
  -- The furthest step saved, where the wizard resumes.
  step text not null default 'verifyEmail' check (step in ('verifyEmail', 'locations', 'plan')),
  number_of_locations text check (number_of_locations in ('1', '2', 'More than 2')),
  -- Step 2: [{ addressLine1, addressLine2, city, state, zipCode, googleMyBusinessLink,
  --            lat, long, timeZone, zipCity }], geocoded from the ZIP code when saved.
  locations jsonb check (locations is null or jsonb_typeof(locations) = 'array'),
  plan_id text references public.plans (id),
  addon_plan_ids text[] not null default '{}',
  billing_interval text check (billing_interval in ('monthly', 'yearly')),
  provider_id integer references public.service_providers (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  completed_at timestamptz,
  check ((user_id is null) = (verified_at is null)),
  check ((token_hash is null) = (token_expires_at is null))
);
-- One open registration per address, and per account.
create unique index if not exists provider_registrations_open_email_key
  on private.provider_registrations (lower(email)) where completed_at is null;
create unique index if not exists provider_registrations_open_user_key
  on private.provider_registrations (user_id) where completed_at is null;
create index if not exists provider_registrations_user_id_idx on private.provider_registrations (user_id);

alter table private.provider_registrations enable row level security;

-- A business is in the customer search only while it is listed: a paid subscription lists it, its
-- end unlists it. Businesses already in the directory stay listed.
alter table public.service_providers add column if not exists listed boolean not null default true;

-- The location's Google My Business link, as the wizard collects it (optional).
alter table public.provider_locations add column if not exists google_my_business_link text;
