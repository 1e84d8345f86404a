import type { PlanPrices } from '@injury-assist/domain';
import type { Db } from '../db/db';

/** A row of the plan catalog (provider-and-admin.md section 3, "Plan (registration)"). */
export interface Plan extends PlanPrices {
  id: string;
  name: string;
  description: string;
  features: string[];
  popular: boolean;
  isAddon: boolean;
  sortOrder: number;
  stripePriceMonthly: string | null;
  stripePriceYearly: string | null;
}

interface PlanRow {
  id: string;
  name: string;
  monthly_price_cents: number;
  yearly_price_cents: number;
  description: string;
  features: string[];
  popular: boolean;
  is_addon: boolean;
  sort_order: number;
  stripe_price_monthly: string | null;
  stripe_price_yearly: string | null;
}

const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  name: row.name,
  monthlyPriceCents: row.monthly_price_cents,
  yearlyPriceCents: row.yearly_price_cents,
  description: row.description,
  features: row.features,
  popular: row.popular,
  isAddon: row.is_addon,
  sortOrder: row.sort_order,
  stripePriceMonthly: row.stripe_price_monthly,
  stripePriceYearly: row.stripe_price_yearly,
});

/** Every plan in catalog order. */
export async function listPlans(db: Db): Promise<Plan[]> {
  return (await db.query<PlanRow>('select * from plans order by sort_order')).map(toPlan);
}

export async function findPlan(db: Db, id: string): Promise<Plan | undefined> {
  const [row] = await db.query<PlanRow>('select * from plans where id = $1', [id]);
  return row && toPlan(row);
}
