-- The ground the admin data gateway stands on (issue 10): Supabase's roles and auth helpers, a
-- schema for credentials that no API exposes, and `profiles`, which is what users are to the admin.
--
-- /rest/v1 runs each request as `anon` or `authenticated` with the caller's verified claims in
-- `request.jwt.claims`, so the grants and policies below decide what it may read and write — on
-- this server and on a hosted Supabase project alike. A hosted project already has the roles and
-- the `auth` schema (owned by another role); everything here only creates what is missing.

-- Roles. Creating one needs CREATEROLE, so it is attempted only when the role is missing; two
-- test databases on one cluster may race to create it, and the loser finds it there.
do $$
declare
  wanted text;
begin
  foreach wanted in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = wanted) then
      begin
        execute format('create role %I nologin noinherit', wanted);
        -- The server's own connection switches to these roles per request (`set local role`).
        -- A superuser may anyway; since PostgreSQL 16 a role's creator does not get SET on it.
        if not (select rolsuper from pg_roles where rolname = current_user) then
          execute format('grant %I to %I', wanted, current_user);
        end if;
      exception
        when duplicate_object or unique_violation then null;
      end;
    end if;
  end loop;
end
$$;

-- auth.uid(), auth.role() and auth.jwt() read the claims PostgREST (or our gateway) set for the
-- request, as Supabase's own do. A hosted project has them already, owned by another role.
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'auth') then
    create schema auth;
    grant usage on schema auth to anon, authenticated, service_role;
  end if;
  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt() returns jsonb
      language sql stable
      as $f$
        select coalesce(
          nullif(current_setting('request.jwt.claim', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')
        )::jsonb
      $f$;
  end if;
  if to_regprocedure('auth.uid()') is null then
    create function auth.uid() returns uuid
      language sql stable
      as $f$
        select nullif(coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
        ), '')::uuid
      $f$;
  end if;
  if to_regprocedure('auth.role()') is null then
    create function auth.role() returns text
      language sql stable
      as $f$
        select nullif(coalesce(
          nullif(current_setting('request.jwt.claim.role', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
        ), '')::text
      $f$;
  end if;
end
$$;

-- Credentials, sessions, codes, sign-in attempts and mail never leave the server: they live in
-- `private`, which neither this gateway nor a hosted project's API exposes. The server finds them
-- through its connections' search_path (public, private). `anon` and `authenticated` get USAGE
-- on the schema only so that policies can call private.is_admin(); no table here is granted to them.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated;
alter default privileges in schema private revoke execute on functions from public;

alter table if exists public.users set schema private;
alter table if exists public.pending_registrations set schema private;
alter table if exists public.auth_sessions set schema private;
alter table if exists public.auth_refresh_tokens set schema private;
alter table if exists public.auth_one_time_tokens set schema private;
alter table if exists public.login_attempts set schema private;
alter table if exists public.dev_mailbox set schema private;

-- The seed runs once per database (packages/server/src/db/seed.ts records it here), so a row an
-- admin deletes stays deleted when the server starts again.
create table if not exists private.seed_runs (
  name text primary key,
  applied_at timestamptz not null default now()
);

-- What a user is to the admin area (spec provider-and-admin.md section 3, "Admin data"). One row
-- per user, keyed by the user's id, kept in step with private.users by the triggers below:
-- registration and profile edits reach it, and an admin's Verify/Unverify reaches the user.
create table if not exists public.profiles (
  id uuid primary key references private.users (id) on delete cascade,
  full_name text,
  email text not null,
  user_type text not null check (user_type in ('customer', 'provider', 'admin')),
  is_verified boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists profiles_created_at_idx on public.profiles (created_at desc);

insert into public.profiles (id, full_name, email, user_type, is_verified, created_at)
select id, name, email, user_type, is_verified, created_at from private.users
on conflict (id) do nothing;

-- Security definer: the update of profiles that follows a user's change must not depend on what
-- the session changing the user may do.
create or replace function private.copy_user_to_profile() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  insert into public.profiles as p (id, full_name, email, user_type, is_verified, created_at)
  values (new.id, new.name, new.email, new.user_type, new.is_verified, new.created_at)
  on conflict (id) do update
    set full_name = excluded.full_name, email = excluded.email,
        user_type = excluded.user_type, is_verified = excluded.is_verified
    where (p.full_name, p.email, p.user_type, p.is_verified)
      is distinct from (excluded.full_name, excluded.email, excluded.user_type, excluded.is_verified);
  return null;
end
$$;

create or replace trigger users_copy_to_profile
  after insert or update of name, email, user_type, is_verified on private.users
  for each row execute function private.copy_user_to_profile();

-- An admin may change only is_verified (see the grants below); it is the user's own flag, so the
-- change is written through. Security definer: `authenticated` has no access to private.users.
create or replace function private.copy_profile_verification_to_user() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  update private.users set is_verified = new.is_verified
   where id = new.id and is_verified is distinct from new.is_verified;
  return null;
end
$$;

create or replace trigger profiles_copy_verification_to_user
  after update of is_verified on public.profiles
  for each row execute function private.copy_profile_verification_to_user();

-- Whether the caller is an administrator, read from profiles (which only the server and this
-- trigger pair write), never from token claims a client could have shaped. Security definer so
-- that it can read profiles whatever the caller may read; policies call it as
-- `(select private.is_admin())`, which PostgreSQL evaluates once per statement.
create or replace function private.is_admin() returns boolean
  language sql stable security definer set search_path = ''
  as $$
    select exists (select 1 from public.profiles p where p.id = auth.uid() and p.user_type = 'admin')
  $$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated;

alter table public.profiles enable row level security;
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (is_verified) on public.profiles to authenticated;
drop policy if exists "admins read profiles" on public.profiles;
create policy "admins read profiles" on public.profiles
  for select to authenticated using ((select private.is_admin()));
drop policy if exists "admins verify users" on public.profiles;
create policy "admins verify users" on public.profiles
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- The tables of earlier issues that stay in public hold personal data the server alone serves
-- through API v1. A hosted project grants every role on new public tables by default; take that
-- back, so the answer is a refusal rather than an empty list. Their RLS (on, no policy) stays.
revoke all on public.concerns, public.uploads from anon, authenticated;
do $$
begin
  -- Written by the server's migration runner (not present when the Supabase CLI applies these).
  if to_regclass('public.schema_migrations') is not null then
    revoke all on public.schema_migrations from anon, authenticated;
  end if;
end
$$;
