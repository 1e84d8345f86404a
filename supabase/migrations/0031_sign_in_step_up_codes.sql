-- Sign-in step-up (issue 21): after repeated failed sign-ins at an address, a password alone no
-- longer signs in; the attempt must carry a 6-digit code mailed to the address. The codes live
-- with the other one-time secrets (stored as an HMAC, never in clear), so housekeeping already
-- deletes them once used or expired.
alter table auth_one_time_tokens drop constraint if exists auth_one_time_tokens_purpose_check;
alter table auth_one_time_tokens
  add constraint auth_one_time_tokens_purpose_check check (purpose in ('recovery', 'sign-in-code'));
create index if not exists auth_one_time_tokens_user_purpose_idx on auth_one_time_tokens (user_id, purpose, created_at);
