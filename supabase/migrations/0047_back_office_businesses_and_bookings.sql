-- The back office's Businesses and Bookings screens (issue 26).

-- An administrator may take a business out of the customer search with a reason, apart from the
-- subscription's own `listed` (which a renewal sets again): the search shows a business only while
-- both allow it. The reason is what the owner's e-mail said.
alter table public.service_providers add column if not exists admin_unlisted_at timestamptz;
alter table public.service_providers add column if not exists admin_unlisted_reason text
  constraint service_providers_admin_unlisted_reason_length
  check (admin_unlisted_reason is null or length(admin_unlisted_reason) <= 500);

-- Administrators edit a listing's name, contact and description through the gateway (the policy
-- "admins review providers" of 0007 lets only them update; the audit trigger of 0044 records it).
grant update (business_name, name, email, phone, website, bio) on public.service_providers to authenticated;

-- Who cancelled a booking when it was not the customer or the provider: the platform, whose
-- reason is cancel_reason (0021), shown on both sides' Appointments.
alter table public.bookings add column if not exists cancelled_by text
  constraint bookings_cancelled_by_check check (cancelled_by is null or cancelled_by = 'platform');

-- The Bookings screen's rows: a booking with its customer's and business's names, searchable and
-- sortable as one relation. security_invoker: the readers' own policies decide (admins read all
-- three tables; nobody else reads bookings through the gateway).
create or replace view public.admin_bookings with (security_invoker = true) as
select b.id, b.booking_id, b.date, b.slot, b.booking_status, b.address, b.created_at, b.cancel_reason,
       b.cancelled_by, b.provider_id, s.business_name, b.user_id as customer_id,
       c.full_name as customer_name, c.email as customer_email
  from public.bookings b
  join public.service_providers s on s.id = b.provider_id
  left join public.profiles c on c.id = b.user_id;
revoke all on public.admin_bookings from anon, authenticated;
grant select on public.admin_bookings to authenticated;
