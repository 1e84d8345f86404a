// Pure price rules of the plan catalog, in whole cents: the server bills with them and the browser
// shows the same figures.

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * A checkout as the server records it: `paid` only once the gateway's signed event was processed,
 * `failed` a declined card (still payable), `cancelled` left or expired.
 */
export const CHECKOUT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export interface PlanPrices {
  monthlyPriceCents: number;
  yearlyPriceCents: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function priceFor(plan: PlanPrices, interval: BillingInterval): number {
  switch (interval) {
    case 'monthly':
      return plan.monthlyPriceCents;
    case 'yearly':
      return plan.yearlyPriceCents;
  }
}

/**
 * spec 2.2: "the rounded yearly price divided by 12", so $990 a year shows as $82.50 a month
 * (rounding happens on the yearly dollars, then the twelfth is taken to the cent).
 */
export function yearlyPricePerMonthCents(yearlyPriceCents: number): number {
  const roundedDollars = Math.round(yearlyPriceCents / 100);
  return Math.round((roundedDollars * 100) / 12);
}

export interface YearlySaving {
  /** Whole percent saved against 12 monthly payments. */
  percent: number;
  /** Dollars (in cents) saved a year against 12 monthly payments; never negative. */
  centsPerYear: number;
}

/** The saving label of a yearly price (spec 2.2): percent and dollars a year against 12 monthly payments. */
export function yearlySaving(plan: PlanPrices): YearlySaving {
  const twelveMonthly = plan.monthlyPriceCents * 12;
  const centsPerYear = Math.max(0, twelveMonthly - plan.yearlyPriceCents);
  return { centsPerYear, percent: twelveMonthly === 0 ? 0 : Math.round((centsPerYear / twelveMonthly) * 100) };
}

/**
 * The end of a billing period that starts at `start`: the same day and time a calendar month or
 * year later, in UTC, held to the last day of a shorter month (Jan 31 → Feb 28, Feb 29 → Feb 28),
 * as card processors bill.
 */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const months = interval === 'monthly' ? 1 : 12;
  const target = new Date(start.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

export interface UpgradeInput {
  currentPriceCents: number;
  currentInterval: BillingInterval;
  periodStart: Date;
  periodEnd: Date;
  newPriceCents: number;
  newInterval: BillingInterval;
  now: Date;
}

export interface UpgradeProration {
  /** What the upgrade costs now: the new charge less the unused credit, never below 0. */
  amountCents: number;
  /** The unused part of the current period's price. */
  creditCents: number;
  /** The new plan's price for what it covers: the rest of the period, or a whole new one. */
  chargeCents: number;
  remainingDays: number;
  periodDays: number;
  /** True when the interval changes: the new plan starts a period of its own now. */
  restartsPeriod: boolean;
}

/**
 * An upgrade takes effect at once (issue 14). The unused days of the current period are
 * credited at the current price; with the same interval the new plan is charged for those same
 * days and the billing date stays; with a new interval (monthly → yearly) a whole new period
 * starts now at the new price. Days are whole days, a started day counting as remaining.
 */
export function prorateUpgrade(input: UpgradeInput): UpgradeProration {
  const periodDays = Math.max(1, Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / DAY_MS));
  const remainingDays = Math.min(
    periodDays,
    Math.max(0, Math.ceil((input.periodEnd.getTime() - input.now.getTime()) / DAY_MS)),
  );
  const creditCents = Math.round((input.currentPriceCents * remainingDays) / periodDays);
  const restartsPeriod = input.newInterval !== input.currentInterval;
  const chargeCents = restartsPeriod
    ? input.newPriceCents
    : Math.round((input.newPriceCents * remainingDays) / periodDays);
  return {
    amountCents: Math.max(0, chargeCents - creditCents),
    creditCents,
    chargeCents,
    remainingDays,
    periodDays,
    restartsPeriod,
  };
}

export type PlanButton = 'current' | 'upgrade' | 'downgrade';

/**
 * The Available Plans button (spec 4): 'Current Plan' for the plan and interval held now;
 * otherwise 'Upgrade' when the target comes later in the catalog order or whenever yearly
 * billing is selected, else 'Downgrade'. One exception (issue 21): from yearly billing, a monthly
 * plan that costs less over a year (12 months) than the year paid is a downgrade, at the period's
 * end; applied at once, Enterprise yearly to Legal monthly cost $0 and lost the year's balance.
 */
export function planButton(input: {
  current: { planId: string; sortOrder: number; interval: BillingInterval; prices: PlanPrices };
  target: { planId: string; sortOrder: number; prices: PlanPrices };
  selectedInterval: BillingInterval;
}): PlanButton {
  const { current, target, selectedInterval } = input;
  if (current.planId === target.planId && current.interval === selectedInterval) return 'current';
  if (selectedInterval === 'yearly') return 'upgrade';
  if (current.interval === 'yearly' && target.prices.monthlyPriceCents * 12 < current.prices.yearlyPriceCents) {
    return 'downgrade';
  }
  return target.sortOrder > current.sortOrder ? 'upgrade' : 'downgrade';
}

/** A plan as the order summary reads it: its name, prices and whether it is an add-on. */
export interface PricedPlan extends PlanPrices {
  id: string;
  name: string;
  isAddon: boolean;
}

export interface OrderLine {
  planId: string;
  description: string;
  amountCents: number;
}

export interface OrderSummary {
  lines: OrderLine[];
  /** What is charged now, and again every interval. */
  totalCents: number;
  interval: BillingInterval;
  /** For yearly billing: what the order saves against 12 monthly payments; null when monthly. */
  yearlySaving: YearlySaving | null;
}

/**
 * What a registration pays (README, "Add-ons"): one base plan, and any add-ons on top of it,
 * all billed at the same interval. Add-ons without a base plan make no order; unknown ids are
 * left out.
 */
export function orderSummary(
  catalog: readonly PricedPlan[],
  choice: { planId: string | null; addonPlanIds: readonly string[]; interval: BillingInterval },
): OrderSummary | null {
  const base = catalog.find((plan) => plan.id === choice.planId && !plan.isAddon);
  if (!base) return null;
  const addons = catalog.filter((plan) => plan.isAddon && choice.addonPlanIds.includes(plan.id));
  const chosen = [base, ...addons];
  const lines = chosen.map((plan) => ({
    planId: plan.id,
    description: `${plan.name} plan, billed ${choice.interval}`,
    amountCents: priceFor(plan, choice.interval),
  }));
  const monthlyPriceCents = chosen.reduce((sum, plan) => sum + plan.monthlyPriceCents, 0);
  const yearlyPriceCents = chosen.reduce((sum, plan) => sum + plan.yearlyPriceCents, 0);
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    interval: choice.interval,
    yearlySaving: choice.interval === 'yearly' ? yearlySaving({ monthlyPriceCents, yearlyPriceCents }) : null,
  };
}

/**
 * The best saving of yearly billing over a catalog, in whole percent: what the toggle's
 * "Save up to 17%" promises (spec 2.2, 9).
 */
export function bestYearlySavingPercent(catalog: readonly PlanPrices[]): number {
  return catalog.reduce((best, plan) => Math.max(best, yearlySaving(plan).percent), 0);
}

/** Dollars as people read a price: '$1,990' for whole dollars, '$82.50' otherwise. */
export function formatUsd(cents: number): string {
  return usd(cents, cents % 100 === 0 ? 0 : 2);
}

/** Dollars with every cent, '$1,990.00': what receipts, invoices and checkouts show. */
export function formatUsdExact(cents: number): string {
  return usd(cents, 2);
}

function usd(cents: number, fractionDigits: 0 | 2): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(cents / 100);
}
