-- A provider's own notifications (issue 13; spec provider-and-admin.md section 2.3: the header's
-- bell with an unread dot): a new booking, a cancellation or a rescheduled appointment at their
-- business; the subscription and event modules add their kinds later. They belong to one account
-- and may name customers, so they live in `private` with RLS on and no policy: the server answers
-- them through API v1 to their owner only.
create table if not exists private.provider_notifications (
  id bigint generated always as identity primary key,
  user_id uuid not null references private.users (id) on delete cascade,
  kind text not null constraint provider_notifications_kind_required check (length(kind) between 1 and 50),
  title text not null,
  message text not null,
  booking_id text,
  is_read boolean not null default false,
  created_at timestamptz not null
);
create index if not exists provider_notifications_user_created_idx
  on private.provider_notifications (user_id, created_at desc, id desc);

alter table private.provider_notifications enable row level security;
