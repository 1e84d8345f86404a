-- Deleting a category, a service, a blog post or a CMS page can be undone for 30 days (issue 26).
-- The delete itself is unchanged (the row leaves its table, so customers, the search and the
-- public pages never see it, and its name or slug is free again at once); a trigger keeps a copy
-- of the row in `deleted_items`, which administrators read through the data gateway and restore
-- with `restore_deleted_item`. The housekeeping job removes copies older than 30 days.
create table if not exists public.deleted_items (
  id bigint generated always as identity primary key,
  table_name text not null
    constraint deleted_items_table_known check (table_name in ('service_categories', 'services', 'blogs', 'cms_pages')),
  record_id text not null,
  -- The row's name or title, as the Deleted items list shows it.
  label text not null,
  row_data jsonb not null,
  deleted_at timestamptz not null default now(),
  -- Null when the server or a migration deleted the row.
  deleted_by uuid,
  deleted_by_email text
);
create index if not exists deleted_items_latest on public.deleted_items (deleted_at desc, id desc);

alter table public.deleted_items enable row level security;
revoke all on public.deleted_items from public, anon, authenticated;
grant select on public.deleted_items to authenticated;
drop policy if exists "admins read deleted items" on public.deleted_items;
create policy "admins read deleted items" on public.deleted_items
  for select to authenticated using ((select private.is_admin()));

create or replace function private.keep_deleted_item() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  row_data jsonb := to_jsonb(old);
begin
  insert into public.deleted_items (table_name, record_id, label, row_data, deleted_by, deleted_by_email)
  values (tg_table_name, row_data->>'id', left(coalesce(row_data->>'name', row_data->>'title', ''), 200), row_data,
          auth.uid(), auth.jwt()->>'email');
  return null;
end
$$;
revoke all on function private.keep_deleted_item() from public;

-- After the delete: a delete the tables' own rules refuse (a category still in use) keeps nothing.
do $$
declare
  kept text;
begin
  foreach kept in array array['service_categories', 'services', 'blogs', 'cms_pages'] loop
    execute format('drop trigger if exists keep_deleted_item on public.%I', kept);
    execute format(
      'create trigger keep_deleted_item after delete on public.%I
         for each row execute function private.keep_deleted_item()', kept);
  end loop;
end
$$;

-- Puts a deleted row back as it was (same id, same slug), records `<table>.restore` in the audit
-- log and forgets the copy. Refused, with a sentence, after 30 days, when the name or slug has been
-- taken again meanwhile, or when what the row belongs to (a category's parent, a service's
-- subcategory) is deleted itself. A blog post whose cover image is gone comes back without one.
create or replace function public.restore_deleted_item(item_id bigint) returns public.deleted_items
  language plpgsql security definer set search_path = ''
  as $$
declare
  item public.deleted_items;
  restored jsonb;
  kind text;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can restore deleted items.' using errcode = 'insufficient_privilege';
  end if;
  select * into item from public.deleted_items where id = item_id for update;
  if not found then
    raise exception 'That deleted item is no longer kept: it was restored already or removed after 30 days.'
      using errcode = 'P0001';
  end if;
  if item.deleted_at < now() - interval '30 days' then
    raise exception '"%" was deleted more than 30 days ago and can no longer be restored.', item.label
      using errcode = 'P0001';
  end if;
  kind := case item.table_name
            when 'service_categories' then 'category'
            when 'services' then 'service'
            when 'blogs' then 'blog post'
            else 'page' end;
  restored := item.row_data;
  if item.table_name = 'blogs' and restored->>'cover_image_path' is not null
     and not exists (select 1 from public.uploads u where u.path = restored->>'cover_image_path') then
    restored := restored || jsonb_build_object('cover_image_path', null);
  end if;
  begin
    execute format('insert into public.%I select * from jsonb_populate_record(null::public.%I, $1)',
                   item.table_name, item.table_name)
      using restored;
  exception
    when unique_violation then
      raise exception 'Another % now has the name or address of "%"; rename or delete it, then restore.', kind, item.label
        using errcode = 'P0001';
    when foreign_key_violation then
      raise exception 'The % "%" belongs to a category that is deleted too; restore that category first.', kind, item.label
        using errcode = 'P0001';
  end;
  delete from public.deleted_items where id = item.id;
  insert into public.audit_log (actor_id, actor_email, action, record_kind, record_id, detail, client_ip)
  values (auth.uid(), auth.jwt()->>'email', item.table_name || '.restore', item.table_name, item.record_id,
          jsonb_build_object('name', item.label, 'deleted_at', item.deleted_at), private.request_client_ip());
  return item;
end
$$;
revoke all on function public.restore_deleted_item(bigint) from public, anon;
grant execute on function public.restore_deleted_item(bigint) to authenticated;
