-- Who did what, to which record, when and from where (issue 26). Every administrator's change and
-- every administrator's look at a person's details lands here; nobody may change or remove a row,
-- administrators and the server included, until the retention period has passed.
--
-- Rows come from two places: the trigger below, for the tables administrators write through the
-- data gateway (/rest/v1), and the server (packages/server/src/audit), for what administrators do
-- and read through API v1. Administrators read the log through /rest/v1; no role is granted insert,
-- update or delete, and a trigger refuses update, delete and truncate to the owner as well.
create table if not exists public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- Null when the platform itself acted (a scheduled job).
  actor_id uuid,
  actor_email text,
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$' and length(action) <= 80),
  record_kind text not null check (length(record_kind) between 1 and 60),
  record_id text check (record_id is null or length(record_id) <= 200),
  detail jsonb not null default '{}'::jsonb,
  client_ip text check (client_ip is null or length(client_ip) <= 100)
);

create index if not exists audit_log_latest on public.audit_log (at desc, id desc);
create index if not exists audit_log_by_actor on public.audit_log (actor_id, at desc);
create index if not exists audit_log_by_record on public.audit_log (record_kind, record_id, at desc);

alter table public.audit_log enable row level security;
revoke all on public.audit_log from public, anon, authenticated;
grant select on public.audit_log to authenticated;
drop policy if exists "admins read the audit log" on public.audit_log;
create policy "admins read the audit log" on public.audit_log
  for select to authenticated using ((select private.is_admin()));

-- Six years: the longest period US health-privacy rules ask an access record to be kept. Only rows
-- older than that may leave, and only by a delete (the housekeeping job's).
create or replace function private.audit_log_is_append_only() returns trigger
  language plpgsql set search_path = ''
  as $$
begin
  if tg_op = 'DELETE' and old.at < now() - interval '6 years' then
    return old;
  end if;
  raise exception 'The audit log is append-only: its rows cannot be changed or removed.'
    using errcode = '42501';
end
$$;

drop trigger if exists audit_log_no_update on public.audit_log;
create trigger audit_log_no_update before update or delete on public.audit_log
  for each row execute function private.audit_log_is_append_only();

create or replace function private.audit_log_no_truncate() returns trigger
  language plpgsql set search_path = ''
  as $$
begin
  raise exception 'The audit log is append-only: it cannot be truncated.' using errcode = '42501';
end
$$;

drop trigger if exists audit_log_no_truncate on public.audit_log;
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function private.audit_log_no_truncate();

-- The client's address as the gateway saw it (set per request with set_config, like the claims).
create or replace function private.request_client_ip() returns text
  language sql stable set search_path = ''
  as $$ select nullif(current_setting('request.client_ip', true), '') $$;

-- One row per row an administrator inserts, updates or deletes through the gateway. Writes by the
-- server (no claims) and by other people are not the administrators' and are not recorded here.
-- The detail names the row (its name or title) and, for an update, the columns that changed; long
-- texts are not copied into the log.
create or replace function private.audit_admin_write() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  before_row jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  after_row jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
  row_data jsonb := coalesce(after_row, before_row);
  changed text[];
  detail jsonb;
begin
  if not private.is_admin() then
    return null;
  end if;
  detail := jsonb_strip_nulls(jsonb_build_object(
    'name', left(coalesce(row_data->>'name', row_data->>'title', row_data->>'business_name',
                          row_data->>'email', row_data->>'full_name'), 200)));
  if tg_op = 'UPDATE' then
    select array_agg(key order by key) into changed
      from jsonb_each(after_row) as a(key, value)
     where before_row->key is distinct from value and key not in ('updated_at');
    if changed is null then
      return null;
    end if;
    detail := detail || jsonb_build_object('changed', to_jsonb(changed));
  end if;
  insert into public.audit_log (actor_id, actor_email, action, record_kind, record_id, detail, client_ip)
  values (
    auth.uid(),
    auth.jwt()->>'email',
    tg_table_name || '.' || lower(tg_op),
    tg_table_name,
    row_data->>'id',
    detail,
    private.request_client_ip()
  );
  return null;
end
$$;

revoke all on function private.audit_admin_write() from public;

-- The tables administrators write through the gateway; a later table joins with the same trigger.
do $$
declare
  audited text;
begin
  foreach audited in array array['profiles', 'service_categories', 'services', 'service_providers', 'blogs',
                                 'cms_pages', 'system_notifications', 'seo_settings', 'events',
                                 'event_registrations'] loop
    execute format('drop trigger if exists audit_admin_writes on public.%I', audited);
    execute format(
      'create trigger audit_admin_writes after insert or update or delete on public.%I
         for each row execute function private.audit_admin_write()', audited);
  end loop;
end
$$;
