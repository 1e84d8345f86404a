-- Review replies and moderation (issues 25 and 26). A provider answers each review of its business
-- once, and may edit the answer afterwards; an administrator may hide a review or a reply, with a
-- reason, and restore it. A hidden review leaves View Profile, the provider's list and the
-- provider's rating and review count; a hidden reply leaves View Profile, and its provider sees it
-- marked hidden with the reason.
alter table public.reviews add column if not exists reply_body text;
alter table public.reviews add column if not exists replied_at timestamptz;
alter table public.reviews add column if not exists reply_edited_at timestamptz;
alter table public.reviews add column if not exists hidden_at timestamptz;
alter table public.reviews add column if not exists hidden_reason text;
alter table public.reviews add column if not exists reply_hidden_at timestamptz;
alter table public.reviews add column if not exists reply_hidden_reason text;

alter table public.reviews drop constraint if exists reviews_reply_length;
alter table public.reviews add constraint reviews_reply_length
  check (reply_body is null or length(btrim(reply_body)) between 1 and 2000);
alter table public.reviews drop constraint if exists reviews_reply_dated;
alter table public.reviews add constraint reviews_reply_dated check ((reply_body is null) = (replied_at is null));
-- Hidden always with a reason a person wrote, and only a reply that exists.
alter table public.reviews drop constraint if exists reviews_hidden_with_reason;
alter table public.reviews add constraint reviews_hidden_with_reason
  check ((hidden_at is null) = (hidden_reason is null)
         and (hidden_reason is null or length(btrim(hidden_reason)) between 1 and 500));
alter table public.reviews drop constraint if exists reviews_reply_hidden_with_reason;
alter table public.reviews add constraint reviews_reply_hidden_with_reason
  check ((reply_hidden_at is null) = (reply_hidden_reason is null)
         and (reply_hidden_reason is null or length(btrim(reply_hidden_reason)) between 1 and 500)
         and (reply_hidden_at is null or reply_body is not null));

-- The lists people read page by (created_at, id) through the visible reviews only; the admin's
-- list reads every review newest first.
create index if not exists reviews_provider_visible_idx
  on public.reviews (provider_id, created_at desc, id desc) where hidden_at is null;
create index if not exists reviews_created_idx on public.reviews (created_at desc, id desc);

-- rating and review_count count the visible reviews only: a review an administrator hid no longer
-- moves the average the search shows and orders by. The update trigger of migration 0020 calls
-- this again when a review is hidden or restored.
create or replace function private.refresh_review_figures(provider_ids integer[]) returns void
  language sql security definer set search_path = ''
  as $$
    update public.service_providers p
       set rating = r.rating, review_count = r.review_count
      from (
        select ids.id,
               (select round(avg(v.rating), 1) from public.reviews v
                 where v.provider_id = ids.id and v.hidden_at is null) as rating,
               (select count(*)::integer from public.reviews v
                 where v.provider_id = ids.id and v.hidden_at is null) as review_count
          from unnest(provider_ids) as ids (id)
      ) r
     where p.id = r.id
       and (p.rating is distinct from r.rating or p.review_count <> r.review_count);
  $$;
