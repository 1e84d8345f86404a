import {
  type BillingInterval,
  bestYearlySavingPercent,
  formatUsd,
  orderSummary,
  yearlyPricePerMonthCents,
  yearlySaving,
} from '@injury-assist/domain';
import type { PlanChoice, RegistrationPlan } from './registrationTypes';

/** A plan as its card shows it at the chosen interval (spec provider-and-admin §2.2). */
export type PlanCard = {
  id: string;
  name: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  pricePerMonth: string;
  billing: string;
  saving: string | null;
};

export type OrderView = {
  lines: { description: string; amount: string }[];
  total: string;
  billing: string;
  saving: string | null;
};

/**
 * spec §2.2: "The yearly price is shown per month as the rounded yearly price divided by 12,
 * together with a saving label (percentage and dollars per year compared with 12 monthly payments)."
 */
export function planCard(plan: RegistrationPlan, interval: BillingInterval): PlanCard {
  const { id, name, description, features, popular } = plan;
  if (interval === 'monthly') {
    return {
      id,
      name,
      description,
      features,
      popular,
      pricePerMonth: formatUsd(plan.monthlyPriceCents),
      billing: 'Billed monthly',
      saving: null,
    };
  }
  const saving = yearlySaving(plan);
  return {
    id,
    name,
    description,
    features,
    popular,
    pricePerMonth: formatUsd(yearlyPricePerMonthCents(plan.yearlyPriceCents)),
    billing: `Billed ${formatUsd(plan.yearlyPriceCents)} yearly`,
    saving: saving.centsPerYear > 0 ? `Save ${saving.percent}% (${formatUsd(saving.centsPerYear)} a year)` : null,
  };
}

/** The catalog split as the plan step shows it: base plans to choose one of, add-ons to add. */
export function planCards(plans: readonly RegistrationPlan[], interval: BillingInterval) {
  return {
    basePlans: plans.filter((plan) => !plan.isAddon).map((plan) => planCard(plan, interval)),
    addons: plans.filter((plan) => plan.isAddon).map((plan) => planCard(plan, interval)),
    bestSavingPercent: bestYearlySavingPercent(plans),
  };
}

/** The order summary of the choice, or null until a base plan is chosen. */
export function orderView(plans: readonly RegistrationPlan[], choice: PlanChoice): OrderView | null {
  const order = orderSummary(plans, choice);
  if (!order) return null;
  return {
    lines: order.lines.map((line) => ({ description: line.description, amount: formatUsd(line.amountCents) })),
    total: formatUsd(order.totalCents),
    billing: order.interval === 'monthly' ? 'Billed monthly' : 'Billed yearly',
    saving:
      order.yearlySaving && order.yearlySaving.centsPerYear > 0
        ? `You save ${order.yearlySaving.percent}% (${formatUsd(order.yearlySaving.centsPerYear)} a year)`
        : null,
  };
}
