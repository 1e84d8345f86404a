-- Every e-mail the server sends goes through this outbox (issue 21): code inside a transaction
-- writes the message here, and a delivery after commit claims rows with one short statement
-- (FOR UPDATE SKIP LOCKED and a claim stamp), sends them outside any transaction, and marks them
-- sent with another (packages/server/src/mail/mail-outbox.ts). Sending never holds a transaction.
create table if not exists private.mail_outbox (
  id bigserial primary key,
  -- The MailMessage: { to, subject, text, html, attachments? }
  message jsonb not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  -- A delivery holds the row until then; a failed one waits until then to be tried again.
  claimed_until timestamptz
);
create index if not exists mail_outbox_unsent_idx on private.mail_outbox (id) where sent_at is null;
alter table private.mail_outbox enable row level security;

-- The server delivers at once when mail is queued, by whichever process or path queued it (the
-- event triggers of 0024 run for admin writes through /rest/v1 too): NOTIFY reaches its listener
-- after the queueing transaction commits.
create or replace function private.announce_queued_mail() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  perform pg_notify('mail_outbox', '');
  return null;
end
$$;
revoke all on function private.announce_queued_mail() from public;

create or replace trigger mail_outbox_announce
  after insert on private.mail_outbox
  for each statement execute function private.announce_queued_mail();
create or replace trigger event_mail_outbox_announce
  after insert on private.event_mail_outbox
  for each statement execute function private.announce_queued_mail();
