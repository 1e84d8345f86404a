-- The rest of the admin area's tables (spec provider-and-admin.md sections 2.4, 3 and 7): blog
-- posts, CMS pages, system notifications and the RPC that sends one, the SEO settings, and events
-- with their registrations. Admins read and write all of them; published blog posts and CMS pages
-- are readable by anyone, the way a site shows them.

create or replace function private.touch_updated_at() returns trigger
  language plpgsql set search_path = ''
  as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Slugs are URL path segments: lower-case words joined by hyphens ('about-sponsored-listings').

create table if not exists public.blogs (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint blogs_title_required check (length(btrim(title)) between 1 and 200),
  slug text not null unique constraint blogs_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  excerpt text not null default '',
  -- Markdown.
  body text not null default '',
  -- An image the server checked and stored (POST /api/v1/file_upload), like a profile picture.
  cover_image_path text references public.uploads (path) on delete set null,
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists blogs_created_at_idx on public.blogs (created_at desc);
create or replace trigger blogs_touch_updated_at
  before update on public.blogs
  for each row execute function private.touch_updated_at();

create table if not exists public.cms_pages (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint cms_pages_title_required check (length(btrim(title)) between 1 and 200),
  slug text not null unique constraint cms_pages_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  -- Markdown.
  body text not null default '',
  is_published boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists cms_pages_created_at_idx on public.cms_pages (created_at desc);

create table if not exists public.system_notifications (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint system_notifications_title_required check (length(btrim(title)) between 1 and 200),
  message text not null constraint system_notifications_message_required check (length(btrim(message)) between 1 and 2000),
  type text not null default 'info' constraint system_notifications_type_known check (type in ('info', 'success', 'warning', 'error')),
  is_read boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists system_notifications_created_at_idx on public.system_notifications (created_at desc);

-- The site's SEO settings: one row (id 1).
create table if not exists public.seo_settings (
  id integer primary key default 1 constraint seo_settings_one_row check (id = 1),
  site_title text not null default '',
  site_description text not null default '',
  keywords text not null default '',
  og_image text,
  analytics_id text,
  updated_at timestamptz not null default now()
);
create or replace trigger seo_settings_touch_updated_at
  before update on public.seo_settings
  for each row execute function private.touch_updated_at();

-- One table for the admin's event list and the providers' events (spec 2.3 and 3): a platform
-- event has no provider. Provider events start pending until an admin approves them (spec 4).
create table if not exists public.events (
  id uuid primary key default gen_random_uuid(),
  provider_id integer references public.service_providers (id) on delete cascade,
  title text not null constraint events_title_required check (length(btrim(title)) between 1 and 200),
  description text not null default '',
  event_date date not null,
  event_time time,
  location text not null default '',
  category text not null default 'health'
    constraint events_category_known check (category in ('health', 'education', 'wellness', 'support')),
  registration_fee numeric(10, 2) not null default 0 constraint events_registration_fee_not_negative check (registration_fee >= 0),
  max_attendees integer constraint events_max_attendees_positive check (max_attendees > 0),
  -- Counted from event_registrations by the trigger below.
  current_attendees integer not null default 0 constraint events_current_attendees_not_negative check (current_attendees >= 0),
  is_active boolean not null default true,
  status text not null default 'pending' constraint events_status_known check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);
create index if not exists events_event_date_idx on public.events (event_date);
create index if not exists events_provider_id_idx on public.events (provider_id);

create table if not exists public.event_registrations (
  id bigint generated always as identity primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  registered_at timestamptz not null default now(),
  constraint event_registrations_once_per_user unique (event_id, user_id)
);
create index if not exists event_registrations_user_id_idx on public.event_registrations (user_id);

-- current_attendees is the number of registrations, and a full event takes no more. Security
-- definer: whoever registers may not update events themselves.
create or replace function private.count_event_registration() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  event public.events;
begin
  if tg_op = 'INSERT' then
    update public.events set current_attendees = current_attendees + 1
     where id = new.event_id returning * into event;
    if event.max_attendees is not null and event.current_attendees > event.max_attendees then
      raise exception 'The event "%" is full.', event.title using errcode = 'P0001';
    end if;
    return new;
  end if;
  update public.events set current_attendees = greatest(current_attendees - 1, 0) where id = old.event_id;
  return old;
end
$$;

create or replace trigger event_registrations_count
  after insert or delete on public.event_registrations
  for each row execute function private.count_event_registration();

-- Sends a system notification (spec 7, "Send notification"). Security definer so that it can
-- insert whatever the caller's grants; it checks itself that the caller is an administrator.
create or replace function public.create_system_notification(
  notification_title text,
  notification_message text,
  notification_type text default 'info'
) returns public.system_notifications
  language plpgsql security definer set search_path = ''
  as $$
declare
  created public.system_notifications;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can send system notifications.' using errcode = 'insufficient_privilege';
  end if;
  if length(btrim(coalesce(notification_title, ''))) = 0 then
    raise exception 'A notification needs a title.' using errcode = 'P0001';
  end if;
  if length(btrim(coalesce(notification_message, ''))) = 0 then
    raise exception 'A notification needs a message.' using errcode = 'P0001';
  end if;
  if coalesce(notification_type, 'info') not in ('info', 'success', 'warning', 'error') then
    raise exception 'The notification type must be info, success, warning or error, not "%".', notification_type
      using errcode = 'P0001';
  end if;
  insert into public.system_notifications (title, message, type)
  values (btrim(notification_title), btrim(notification_message), coalesce(notification_type, 'info'))
  returning * into created;
  return created;
end
$$;
revoke all on function public.create_system_notification(text, text, text) from public, anon, authenticated;
grant execute on function public.create_system_notification(text, text, text) to anon, authenticated;

-- Access: admins read and write every table here; anyone reads published posts and pages.
do $$
declare
  admin_table text;
begin
  foreach admin_table in array array['blogs', 'cms_pages', 'system_notifications', 'seo_settings', 'events', 'event_registrations'] loop
    execute format('alter table public.%I enable row level security', admin_table);
    execute format('revoke all on public.%I from anon, authenticated', admin_table);
    execute format('grant select, insert, update, delete on public.%I to authenticated', admin_table);
    execute format('drop policy if exists "admins read" on public.%I', admin_table);
    execute format('create policy "admins read" on public.%I for select to authenticated using ((select private.is_admin()))', admin_table);
    execute format('drop policy if exists "admins add" on public.%I', admin_table);
    execute format('create policy "admins add" on public.%I for insert to authenticated with check ((select private.is_admin()))', admin_table);
    execute format('drop policy if exists "admins change" on public.%I', admin_table);
    execute format('create policy "admins change" on public.%I for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()))', admin_table);
    execute format('drop policy if exists "admins delete" on public.%I', admin_table);
    execute format('create policy "admins delete" on public.%I for delete to authenticated using ((select private.is_admin()))', admin_table);
  end loop;
end
$$;

-- The number of attendees is the registrations' to keep; an admin does not type it.
revoke insert, update on public.events from authenticated;
grant insert (provider_id, title, description, event_date, event_time, location, category, registration_fee,
              max_attendees, is_active, status),
      update (provider_id, title, description, event_date, event_time, location, category, registration_fee,
              max_attendees, is_active, status)
   on public.events to authenticated;

grant select on public.blogs, public.cms_pages to anon;
drop policy if exists "published posts are public" on public.blogs;
create policy "published posts are public" on public.blogs for select to anon, authenticated using (is_published);
drop policy if exists "published pages are public" on public.cms_pages;
create policy "published pages are public" on public.cms_pages for select to anon, authenticated using (is_published);

-- A user sees their own registrations.
drop policy if exists "users read their registrations" on public.event_registrations;
create policy "users read their registrations" on public.event_registrations
  for select to authenticated using (user_id = (select auth.uid()));
