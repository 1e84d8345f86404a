-- Add-ons bought with a base plan (issue 12; README "Add-ons"): one checkout charges the base plan
-- and its add-ons at one interval, and each add-on's subscription is bundled with the base plan's,
-- so it renews, falls past due and ends with it.

-- The add-ons a subscription checkout charges beside its plan.
alter table private.checkout_sessions add column if not exists addon_plan_ids text[] not null default '{}';

-- The base plan's subscription an add-on is billed with; null for a base plan or a lone add-on.
alter table private.subscriptions add column if not exists bundled_with bigint
  references private.subscriptions (id) on delete cascade;
create index if not exists subscriptions_bundled_with_idx on private.subscriptions (bundled_with);
