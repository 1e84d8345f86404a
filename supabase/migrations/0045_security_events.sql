-- Each person's own security events (issue 26): sign-ins with their client and address, failed
-- sign-ins, password changes and resets, step-up codes sent and used. The server writes them
-- (packages/server/src/auth/security-events.ts); each person reads their own, through API v1 or
-- /rest/v1, and nobody else's. No role may write or change them through the gateway.
create table if not exists public.security_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references private.users (id) on delete cascade,
  at timestamptz not null,
  kind text not null check (kind in (
    'sign_in', 'sign_in_failed', 'password_changed', 'password_reset',
    'step_up_code_sent', 'step_up_code_used'
  )),
  -- What the person would recognise: "Chrome on macOS", read from the User-Agent when recorded.
  client text check (client is null or length(client) <= 100),
  user_agent text check (user_agent is null or length(user_agent) <= 500),
  client_ip text check (client_ip is null or length(client_ip) <= 100)
);

create index if not exists security_events_by_user on public.security_events (user_id, at desc, id desc);
-- The housekeeping job removes rows by age.
create index if not exists security_events_by_age on public.security_events (at);

alter table public.security_events enable row level security;
revoke all on public.security_events from public, anon, authenticated;
grant select on public.security_events to authenticated;
drop policy if exists "people read their own security events" on public.security_events;
create policy "people read their own security events" on public.security_events
  for select to authenticated using (user_id = (select auth.uid()));
