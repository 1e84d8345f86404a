-- supabase-js auth.signUp (issue 24): the confirmation link mailed to a new address is a one-time
-- token like the recovery link, with its own purpose.
alter table private.auth_one_time_tokens drop constraint if exists auth_one_time_tokens_purpose_check;
alter table private.auth_one_time_tokens
  add constraint auth_one_time_tokens_purpose_check check (purpose in ('recovery', 'sign-in-code', 'signup'));
