-- The provider's workspace (issue 13; spec provider-and-admin.md sections 2.3, 3, 4): the business
-- profile's video, the provider's settings, the account's username, and what the provider does with
-- appointments.

-- Business profile (spec 3: name, website, phone, email, address, hours, services, videoLink,
-- description). The description is `bio`, which the profile dialog shows under About.
alter table public.service_providers add column if not exists video_url text;
-- A logo the provider uploaded through file_upload: `logo_url` shows it, and this reference keeps
-- the file from being cleared away as an upload nothing uses.
alter table public.service_providers add column if not exists logo_upload text
  references public.uploads (path) on delete set null;

-- Settings (spec 3). Privacy: a business that is not visible is left out of the search (its
-- bookings stay), and the profile dialog shows its e-mail and phone only when allowed. Notifications:
-- booking e-mails to the provider follow email_notifications; appointment_reminders sends customers
-- a reminder a day ahead; the others are kept for the messages that will use them. A new booking
-- starts Confirmed (1), or Pending (0) when the provider confirms bookings themselves.
alter table public.service_providers add column if not exists profile_visible boolean not null default true;
alter table public.service_providers add column if not exists show_email boolean not null default true;
alter table public.service_providers add column if not exists show_phone boolean not null default true;
alter table public.service_providers add column if not exists allow_messages boolean not null default true;
alter table public.service_providers add column if not exists email_notifications boolean not null default true;
alter table public.service_providers add column if not exists sms_notifications boolean not null default false;
alter table public.service_providers add column if not exists appointment_reminders boolean not null default true;
alter table public.service_providers add column if not exists marketing_emails boolean not null default false;
alter table public.service_providers add column if not exists system_updates boolean not null default true;
alter table public.service_providers add column if not exists new_booking_status smallint not null default 1
  constraint service_providers_new_booking_status_known check (new_booking_status in (0, 1));

-- The settings' username (spec 3): optional, unique whatever its case.
alter table private.users add column if not exists username text
  constraint users_username_format check (username is null or username ~ '^[A-Za-z0-9._-]{3,30}$');
create unique index if not exists users_username_key on private.users (lower(username));

-- Appointments: 5 is a no-show the provider recorded. A provider's cancellation (3) carries its
-- reason, which the customer's e-mail quotes. reminder_sent_at marks the day-ahead reminder sent.
alter table public.bookings drop constraint if exists bookings_booking_status_check;
alter table public.bookings add constraint bookings_booking_status_check check (booking_status between 0 and 5);
alter table public.bookings add column if not exists cancel_reason text
  constraint bookings_cancel_reason_length check (cancel_reason is null or length(cancel_reason) <= 500);
alter table public.bookings add column if not exists reminder_sent_at timestamptz;
-- A slot stays taken only by a booking that is pending, confirmed or completed (spec 4); a no-show,
-- like a cancellation, holds it no more.
drop index if exists public.bookings_active_slot_key;
create unique index if not exists bookings_active_slot_key
  on public.bookings (location_id, date, slot)
  where booking_status in (0, 1, 2);
-- The completion and reminder jobs look for open bookings by date.
create index if not exists bookings_open_date_idx on public.bookings (date) where booking_status in (0, 1);

-- The search answer shows several of these columns; service_providers already announces every
-- change to them (migration 0013's statement trigger), so every server's cached answers follow.
