-- Payments (issues 12 and 14): the plan catalog, checkout sessions, processed webhook events,
-- subscriptions, invoices and saved cards. Amounts are whole cents. Times are written by the
-- server from its clock (tests move it); the defaults are only for rows written by hand.
--
-- The plan catalog is public (RLS on, read-only policy). Every other table holds personal or
-- secret data, so it lives in the `private` schema (0006) with RLS on and no policy: neither the
-- /rest/v1 gateway nor a hosted project's API exposes it, and only the server, which owns the
-- tables, reads or writes them. No table has a column for a card number or CVC.

-- The registration plans of provider-and-admin.md section 9, in catalog order (sort_order): the
-- order decides 'Upgrade' and 'Downgrade' on the Subscriptions page. The Stripe price ids are
-- filled in by whoever connects a Stripe account; without them checkout sends the price inline.
create table if not exists plans (
  id text primary key,
  name text not null,
  monthly_price_cents integer not null check (monthly_price_cents > 0),
  yearly_price_cents integer not null check (yearly_price_cents > 0),
  description text not null,
  features jsonb not null default '[]'::jsonb check (jsonb_typeof(features) = 'array'),
  popular boolean not null default false,
  is_addon boolean not null default false,
  sort_order integer not null unique,
  stripe_price_monthly text,
  stripe_price_yearly text
);

insert into plans (id, name, monthly_price_cents, yearly_price_cents, description, features, popular, is_addon, sort_order)
values
  ('basic', 'Basic', 9900, 99000, 'For a practice starting to take bookings online.',
   '["Listed in the customer search", "Online appointment booking", "Up to 50 leads a month"]', false, false, 1),
  ('professional', 'Professional', 19900, 199000, 'For a growing practice.',
   '["Listed in the customer search", "Online appointment booking", "Up to 200 leads a month"]', true, false, 2),
  ('premium', 'Premium', 29900, 299000, 'For a busy practice.',
   '["Listed in the customer search", "Online appointment booking", "Unlimited leads"]', false, false, 3),
  ('enterprise', 'Enterprise', 49900, 499000, 'For practices with several locations.',
   '["Listed in the customer search", "Online appointment booking", "Unlimited leads"]', false, false, 4),
  ('boost', 'Boost Add-On', 14900, 149000, 'An add-on to a base plan.',
   '["Added to a base plan"]', false, true, 5),
  ('legal', 'Legal Specialty', 39900, 399000, 'For legal practices.',
   '["Listed in the customer search", "Online appointment booking", "Unlimited leads"]', false, false, 6)
on conflict (id) do nothing;

-- A payment asked of a user: what for (purpose and reference), how much (line items), and how it
-- ended. `id` is random and appears in the local checkout's URL and in ?session_id=, so it is
-- unguessable. Access never follows a redirect: only a verified webhook event sets 'paid'.
create table if not exists private.checkout_sessions (
  id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('subscription', 'plan_change', 'boost', 'event_registration')),
  reference_id text not null,
  plan_id text references plans (id),
  billing_interval text check (billing_interval in ('monthly', 'yearly')),
  -- [{ "description": text, "amountCents": integer }]
  line_items jsonb not null check (jsonb_typeof(line_items) = 'array'),
  amount_total_cents integer not null check (amount_total_cents > 0),
  currency text not null default 'usd',
  customer_email text not null,
  success_url text not null,
  cancel_url text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'cancelled')),
  failure_message text,
  gateway text not null check (gateway in ('local', 'stripe')),
  gateway_session_id text unique,
  gateway_customer_id text,
  gateway_subscription_id text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  completed_at timestamptz,
  check ((purpose in ('subscription', 'plan_change')) = (plan_id is not null and billing_interval is not null))
);
create index if not exists checkout_sessions_user_id_idx on checkout_sessions (user_id, created_at);

-- Webhook events that were verified and processed, one row each: a redelivered event finds its
-- id here and changes nothing.
create table if not exists private.payment_events (
  gateway text not null check (gateway in ('local', 'stripe')),
  id text not null,
  type text not null,
  checkout_session_id text references checkout_sessions (id) on delete set null,
  received_at timestamptz not null default now(),
  primary key (gateway, id)
);

-- A user's paid plan. At most one live (not cancelled) base plan per user, and one live
-- subscription per add-on plan; `addon` copies plans.is_addon so the indexes can tell them apart.
create table if not exists private.subscriptions (
  id bigint generated by default as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  plan_id text not null references plans (id),
  addon boolean not null default false,
  billing_interval text not null check (billing_interval in ('monthly', 'yearly')),
  status text not null check (status in ('active', 'past_due', 'cancelled')),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  -- A downgrade waits for the next billing date (spec 4).
  scheduled_plan_id text references plans (id),
  scheduled_interval text check (scheduled_interval in ('monthly', 'yearly')),
  past_due_since timestamptz,
  gateway text not null check (gateway in ('local', 'stripe')),
  gateway_subscription_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (current_period_end > current_period_start),
  check ((scheduled_plan_id is null) = (scheduled_interval is null))
);
create unique index if not exists subscriptions_one_live_base_key
  on subscriptions (user_id) where status <> 'cancelled' and not addon;
create unique index if not exists subscriptions_one_live_addon_key
  on subscriptions (user_id, plan_id) where status <> 'cancelled' and addon;

-- Invoice numbers run without gaps per year (INV-2026-000001): the counter row is taken inside
-- the transaction that records the invoice, so a rolled-back payment leaves no hole.
create table if not exists private.invoice_counters (
  year integer primary key,
  last_number integer not null
);

create table if not exists private.invoices (
  id bigint generated by default as identity primary key,
  number text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  subscription_id bigint references subscriptions (id) on delete set null,
  checkout_session_id text references checkout_sessions (id) on delete set null,
  issued_at timestamptz not null,
  -- [{ "description": text, "amountCents": integer }]
  lines jsonb not null check (jsonb_typeof(lines) = 'array'),
  total_cents integer not null check (total_cents >= 0),
  currency text not null default 'usd',
  status text not null check (status in ('paid', 'open', 'void')),
  period_start timestamptz,
  period_end timestamptz,
  gateway text not null check (gateway in ('local', 'stripe')),
  gateway_invoice_id text unique
);
create index if not exists invoices_user_id_idx on invoices (user_id, issued_at);

-- Saved cards: what a person needs to recognise a card, and the gateway's token to charge it.
create table if not exists private.payment_methods (
  id bigint generated by default as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  gateway text not null check (gateway in ('local', 'stripe')),
  token text not null,
  brand text not null check (brand in ('visa', 'mastercard', 'amex', 'discover', 'unknown')),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month smallint not null check (exp_month between 1 and 12),
  exp_year smallint not null check (exp_year between 2000 and 2099),
  cardholder_name text not null,
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  unique (user_id, gateway, token)
);
-- At most one primary card per user; the code makes the first card primary, so exactly one.
create unique index if not exists payment_methods_one_primary_key on payment_methods (user_id) where is_primary;

-- A user's customer id at a gateway (Stripe's cus_…), for the billing portal and saved cards.
create table if not exists private.billing_customers (
  user_id uuid not null references users (id) on delete cascade,
  gateway text not null check (gateway in ('local', 'stripe')),
  customer_id text not null,
  primary key (user_id, gateway),
  unique (gateway, customer_id)
);

-- The local gateway's own vault, standing in for a processor's: a token and what the card does
-- when charged later. Like a processor's, it never holds the number or the CVC.
create table if not exists private.local_gateway_cards (
  token text primary key,
  brand text not null,
  last4 text not null,
  exp_month smallint not null,
  exp_year smallint not null,
  declines_off_session boolean not null,
  created_at timestamptz not null default now()
);

alter table plans enable row level security;
alter table checkout_sessions enable row level security;
alter table payment_events enable row level security;
alter table subscriptions enable row level security;
alter table invoice_counters enable row level security;
alter table invoices enable row level security;
alter table payment_methods enable row level security;
alter table billing_customers enable row level security;
alter table local_gateway_cards enable row level security;

do $$
begin
  if not exists (select 1 from pg_policies where schemaname = current_schema() and tablename = 'plans' and policyname = 'plans are public') then
    create policy "plans are public" on plans for select using (true);
  end if;
end
$$;
