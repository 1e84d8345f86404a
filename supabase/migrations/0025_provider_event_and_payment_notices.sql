-- The provider's bell hears of its events' approval or rejection whoever decides it (the admin area
-- updates public.events through /rest/v1), in the transaction that changes the status.
create or replace function private.notify_provider_of_event_status() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if new.status is distinct from old.status and new.status in ('approved', 'rejected') and new.provider_id is not null then
    insert into private.provider_notifications (user_id, kind, title, message, created_at)
    select p.user_id,
           case new.status when 'approved' then 'eventApproved' else 'eventRejected' end,
           case new.status when 'approved' then 'Event approved' else 'Event not approved' end,
           case new.status
             when 'approved' then format('"%s" is approved: customers can find it and register.', new.title)
             else format('"%s" was not approved. Edit it on the Events page to send it again.', new.title)
           end,
           now()
      from public.service_providers p
     where p.id = new.provider_id and p.user_id is not null;
  end if;
  return new;
end
$$;
revoke all on function private.notify_provider_of_event_status() from public;

create or replace trigger events_notify_provider_of_status
  after update of status on public.events
  for each row execute function private.notify_provider_of_event_status();
