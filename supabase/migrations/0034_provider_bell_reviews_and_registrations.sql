-- The provider's bell also hears of a new review of its business and of a customer's registration
-- for one of its events, in the transaction that stores them, whichever path stores them (a review
-- through API v1; a free registration at once, a paid one when its payment is verified, or a
-- seat taken again after a hold ran out). The bell links each kind to its page (the app's
-- notification links): reviews to the Business Profile's Customer Reviews, registrations to Events.
-- Seeded reviews (no appointment behind them) tell no one.
create or replace function private.notify_provider_of_review() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if new.booking_id is not null then
    insert into private.provider_notifications (user_id, kind, title, message, created_at)
    select p.user_id, 'reviewNew', 'New review',
           case when length(btrim(new.body)) = 0
                then format('%s rated a visit %s out of 5.', new.author, new.rating)
                else format('%s rated a visit %s out of 5: "%s"', new.author, new.rating,
                            case when length(btrim(new.body)) > 120 then left(btrim(new.body), 119) || '…'
                                 else btrim(new.body) end)
           end,
           new.created_at
      from public.service_providers p
     where p.id = new.provider_id and p.user_id is not null;
  end if;
  return null;
end
$$;
revoke all on function private.notify_provider_of_review() from public;

create or replace trigger reviews_notify_provider
  after insert on public.reviews
  for each row execute function private.notify_provider_of_review();

-- A registration counts once its seat is confirmed: inserted confirmed (free events), or a held seat
-- confirmed by its payment.
create or replace function private.notify_provider_of_event_registration() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if new.status = 'confirmed' and (tg_op = 'INSERT' or old.status is distinct from 'confirmed') then
    insert into private.provider_notifications (user_id, kind, title, message, created_at)
    select p.user_id, 'eventRegistration', 'New event registration',
           format('%s registered for "%s".', coalesce(nullif(btrim(pr.full_name), ''), 'A customer'), e.title),
           new.registered_at
      from public.events e
      join public.service_providers p on p.id = e.provider_id
      left join public.profiles pr on pr.id = new.user_id
     where e.id = new.event_id and p.user_id is not null;
  end if;
  return null;
end
$$;
revoke all on function private.notify_provider_of_event_registration() from public;

create or replace trigger event_registrations_notify_provider
  after insert or update of status on public.event_registrations
  for each row execute function private.notify_provider_of_event_registration();
