-- Change capture for /realtime/v1 (issue 10). Every committed INSERT, UPDATE and DELETE on the
-- admin area's tables is announced with NOTIFY on the channel `realtime_changes`; PostgreSQL
-- delivers it after the commit to every listening connection, so each server process on one
-- database hears every change, whichever process made it. The server then sends each change only
-- to the subscribers who may read that row, checked as them (their role and claims).
--
-- The payload is JSON: schema, table, type (INSERT/UPDATE/DELETE), commit_timestamp, keys (the
-- primary key), and record (the new row; for DELETE the old one, which the server uses to judge
-- who may see the deletion and never sends on: subscribers get the key only). A NOTIFY payload
-- holds under 8000 bytes; a larger row is announced without its record and read again by key.

create or replace function private.notify_change() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  changed jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  keys jsonb := '{}';
  key_column text;
  change jsonb;
  payload text;
begin
  -- The trigger's arguments name the primary key columns.
  foreach key_column in array tg_argv loop
    keys := keys || jsonb_build_object(key_column, changed -> key_column);
  end loop;
  change := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'keys', keys,
    'record', changed
  );
  payload := change::text;
  if octet_length(payload) > 7900 then
    payload := (change - 'record' || jsonb_build_object('truncated', true))::text;
  end if;
  perform pg_notify('realtime_changes', payload);
  return null;
end
$$;

do $$
declare
  captured text;
begin
  foreach captured in array array[
    'profiles', 'service_providers', 'service_categories', 'services', 'blogs', 'cms_pages',
    'system_notifications', 'seo_settings', 'events', 'event_registrations'
  ] loop
    execute format(
      'create or replace trigger %I after insert or update or delete on public.%I '
      'for each row execute function private.notify_change(%L)',
      captured || '_notify_change', captured, 'id');
  end loop;
end
$$;

-- On a hosted Supabase project its Realtime reads the write-ahead log of the tables in this
-- publication; the admin area's live feed is system_notifications.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (
       select 1 from pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'system_notifications'
     ) then
    alter publication supabase_realtime add table public.system_notifications;
  end if;
end
$$;
