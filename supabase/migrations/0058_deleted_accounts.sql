-- People delete their own account (issue 26). What the law or another person still needs (invoices
-- for seven years, the other side's bookings and reviews) points at the account's id, so the row
-- stays as a nameless stand-in: no address, no password, no personal details, and `deleted_at`
-- saying when. Its public profile goes, so administrators' lists and the data gateway no longer
-- show it; the housekeeping job removes the stand-in once nothing refers to it.
alter table private.users add column if not exists deleted_at timestamptz;

-- A stand-in never gets its profile back: renaming it to "Former customer" must not re-create
-- the row administrators list.
create or replace function private.copy_user_to_profile() returns trigger
  language plpgsql security definer
  set search_path to ''
  as $$
begin
  if new.deleted_at is not null then
    return null;
  end if;
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

create index if not exists users_deleted_at_idx on private.users (deleted_at) where deleted_at is not null;
