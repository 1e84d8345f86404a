-- An administrator's bell item links to what it is about (issue 27): a notification the platform
-- writes names its kind and the row it concerns, and the admin area turns the pair into a link
-- (an urgent concern or a provider's account → that user's details under Users; an event awaiting
-- approval → Events). The kinds are listed once, in packages/domain (adminNotificationKinds).
-- A notification an administrator sends by hand, and every row written before this migration,
-- has neither and links nowhere.
alter table public.system_notifications
  add column if not exists kind text,
  add column if not exists target text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'system_notifications_target_has_kind') then
    alter table public.system_notifications
      add constraint system_notifications_target_has_kind check (target is null or kind is not null),
      add constraint system_notifications_kind_named check (kind is null or length(btrim(kind)) between 1 and 60),
      add constraint system_notifications_target_short check (target is null or length(target) between 1 and 200);
  end if;
end
$$;
