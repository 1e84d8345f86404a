-- A provider's verification, as customers see it, has one home: the business's
-- service_providers.verification_status, which the search reads ('Verified' on the result cards,
-- Sponsored ones too). The admin's Verify/Unverify sends the spec's request (profiles.is_verified,
-- provider-and-admin.md section 7), which until now reached only the account: the business stayed
-- verified. From here an administrator's change of a provider account's flag is carried to every
-- business the account manages: verified, or pending (back under review). The update of
-- service_providers fires its row trigger (migration 0026), so every process's cached search
-- answers are cleared in the same transaction's commit.
--
-- Only an administrator's change is carried: the same flag also follows a user's own e-mail
-- confirmation (setting a password marks the account verified), and that must not verify a
-- business nobody reviewed. The server's own writes reach profiles through private.users without an
-- administrator's claims, so private.is_admin() is false for them.
create or replace function private.carry_profile_verification_to_business() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if new.user_type <> 'provider' or not private.is_admin() then
    return null;
  end if;
  update public.service_providers
     set verification_status = case when new.is_verified then 'verified' else 'pending' end
   where user_id = new.id
     and verification_status is distinct from case when new.is_verified then 'verified' else 'pending' end;
  return null;
end
$$;
revoke all on function private.carry_profile_verification_to_business() from public;

create or replace trigger profiles_carry_verification_to_business
  after update of is_verified on public.profiles
  for each row execute function private.carry_profile_verification_to_business();

-- Businesses whose account an administrator had unverified before this migration follow it now.
update public.service_providers as sp
   set verification_status = 'pending'
  from public.profiles as p
 where p.id = sp.user_id and p.user_type = 'provider' and not p.is_verified
   and sp.verification_status = 'verified';
