-- One saved card per card (issue 27): paying an upgrade with the saved Visa 4242 saved it a second
-- time, because each payment tokenises the card afresh and cards were told apart by token. The
-- gateway's fingerprint names the card itself (Stripe's card.fingerprint; the local gateway's keyed
-- hash of the number), so a provider has at most one row per gateway and fingerprint; saving the
-- card again refreshes that row. Cards saved before this have no fingerprint and stay as they are.
alter table private.payment_methods add column if not exists fingerprint text;
create unique index if not exists payment_methods_one_per_fingerprint_key
  on private.payment_methods (user_id, gateway, fingerprint);
