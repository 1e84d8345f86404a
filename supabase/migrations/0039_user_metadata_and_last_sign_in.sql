-- GoTrue's user object carries user_metadata (what supabase-js updateUser({ data }) sets) and
-- last_sign_in_at (when a session last began); issue 24. Both live beside the account in private.users.
alter table private.users add column if not exists user_metadata jsonb not null default '{}'::jsonb;
alter table private.users add column if not exists last_sign_in_at timestamptz;
-- An account made by supabase-js auth.signUp waits for its address to be confirmed through the
-- mailed link; until then its password signs nobody in ('Email not confirmed').
alter table private.users add column if not exists signup_pending boolean not null default false;
