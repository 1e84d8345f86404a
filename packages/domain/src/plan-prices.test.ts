import { describe, expect, it } from 'vitest';
import {
  bestYearlySavingPercent,
  formatUsd,
  formatUsdExact,
  orderSummary,
  periodEnd,
  planButton,
  prorateUpgrade,
  yearlyPricePerMonthCents,
  yearlySaving,
} from './plan-prices';

// The registration plans of spec section 9, in dollars.
const PLANS = [
  ['basic', 99, 990, 8250],
  ['professional', 199, 1990, 16583],
  ['premium', 299, 2990, 24917],
  ['enterprise', 499, 4990, 41583],
  ['boost', 149, 1490, 12417],
  ['legal', 399, 3990, 33250],
] as const;

describe('yearly price shown per month', () => {
  it.each(PLANS)('%s: $%i a year shows as %i cents a month', (_id, _monthly, yearly, perMonth) => {
    expect(yearlyPricePerMonthCents(yearly * 100)).toBe(perMonth);
  });

  it('rounds the yearly price to whole dollars before dividing', () => {
    expect(yearlyPricePerMonthCents(98_950)).toBe(yearlyPricePerMonthCents(99_000));
    expect(yearlyPricePerMonthCents(98_949)).toBe(Math.round(98_900 / 12));
  });
});

describe('yearly saving', () => {
  it.each(PLANS)('%s saves 17%% and two months a year', (_id, monthly, yearly) => {
    expect(yearlySaving({ monthlyPriceCents: monthly * 100, yearlyPriceCents: yearly * 100 })).toEqual({
      percent: 17,
      centsPerYear: monthly * 2 * 100,
    });
  });

  it.each([
    [1000, 12_000, { percent: 0, centsPerYear: 0 }],
    [1000, 13_000, { percent: 0, centsPerYear: 0 }],
    [1000, 6000, { percent: 50, centsPerYear: 6000 }],
  ])('monthly %i and yearly %i save %o', (monthly, yearly, saving) => {
    expect(yearlySaving({ monthlyPriceCents: monthly, yearlyPriceCents: yearly })).toEqual(saving);
  });
});

describe('billing period end', () => {
  it.each([
    ['2026-03-15T10:00:00.000Z', 'monthly', '2026-04-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 'monthly', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'monthly', '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T23:30:00.000Z', 'monthly', '2027-01-31T23:30:00.000Z'],
    ['2026-03-15T10:00:00.000Z', 'yearly', '2027-03-15T10:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', 'yearly', '2029-02-28T10:00:00.000Z'],
  ] as const)('%s + one %s period ends %s', (start, interval, end) => {
    expect(periodEnd(new Date(start), interval).toISOString()).toBe(end);
  });
});

describe('upgrade proration', () => {
  const period = { periodStart: new Date('2026-04-01T00:00:00Z'), periodEnd: new Date('2026-05-01T00:00:00Z') };

  it.each([
    // now, current → new price (monthly both): amount, credit, charge, remaining days
    ['2026-04-01T00:00:00Z', 9900, 19900, 10_000, 9900, 19_900, 30],
    ['2026-04-16T00:00:00Z', 9900, 19900, 5000, 4950, 9950, 15],
    ['2026-04-16T09:00:00Z', 9900, 19900, 5000, 4950, 9950, 15],
    ['2026-04-30T12:00:00Z', 9900, 29900, 667, 330, 997, 1],
    ['2026-05-01T00:00:00Z', 9900, 29900, 0, 0, 0, 0],
    ['2026-06-01T00:00:00Z', 9900, 29900, 0, 0, 0, 0],
    ['2026-04-16T00:00:00Z', 29900, 9900, 0, 14_950, 4950, 15],
  ] as const)('at %s from %i to %i costs %i', (now, current, next, amount, credit, charge, remaining) => {
    expect(
      prorateUpgrade({
        ...period,
        currentPriceCents: current,
        currentInterval: 'monthly',
        newPriceCents: next,
        newInterval: 'monthly',
        now: new Date(now),
      }),
    ).toEqual({
      amountCents: amount,
      creditCents: credit,
      chargeCents: charge,
      remainingDays: remaining,
      periodDays: 30,
      restartsPeriod: false,
    });
  });

  it('moving to yearly charges a whole new year less the unused month', () => {
    expect(
      prorateUpgrade({
        ...period,
        currentPriceCents: 9900,
        currentInterval: 'monthly',
        newPriceCents: 199_000,
        newInterval: 'yearly',
        now: new Date('2026-04-21T00:00:00Z'),
      }),
    ).toEqual({
      amountCents: 199_000 - 3300,
      creditCents: 3300,
      chargeCents: 199_000,
      remainingDays: 10,
      periodDays: 30,
      restartsPeriod: true,
    });
  });
});

describe('plan button', () => {
  const order = { basic: 1, professional: 2, premium: 3, enterprise: 4, boost: 5, legal: 6 } as const;
  const prices = Object.fromEntries(
    PLANS.map(([id, monthly, yearly]) => [id, { monthlyPriceCents: monthly * 100, yearlyPriceCents: yearly * 100 }]),
  ) as Record<keyof typeof order, { monthlyPriceCents: number; yearlyPriceCents: number }>;
  const holding = (planId: keyof typeof order, interval: 'monthly' | 'yearly') =>
    ({ planId, sortOrder: order[planId], interval, prices: prices[planId] }) as const;
  const target = (planId: keyof typeof order) => ({ planId, sortOrder: order[planId], prices: prices[planId] });
  it.each([
    ['premium', 'monthly', 'current'],
    ['premium', 'yearly', 'upgrade'],
    ['enterprise', 'monthly', 'upgrade'],
    ['basic', 'monthly', 'downgrade'],
    ['professional', 'monthly', 'downgrade'],
    ['basic', 'yearly', 'upgrade'],
  ] as const)('%s %s reads %s for a premium monthly subscriber', (planId, selectedInterval, button) => {
    expect(planButton({ current: holding('premium', 'monthly'), target: target(planId), selectedInterval })).toBe(
      button,
    );
  });

  it.each([
    ['legal', 'monthly', 'downgrade'],
    ['enterprise', 'monthly', 'downgrade'],
    ['legal', 'yearly', 'upgrade'],
  ] as const)('%s %s reads %s for an enterprise yearly subscriber', (planId, selectedInterval, button) => {
    expect(planButton({ current: holding('enterprise', 'yearly'), target: target(planId), selectedInterval })).toBe(
      button,
    );
  });

  it('keeps a monthly plan dearer over a year than the year paid an upgrade', () => {
    expect(
      planButton({ current: holding('basic', 'yearly'), target: target('legal'), selectedInterval: 'monthly' }),
    ).toBe('upgrade');
  });
});

const CATALOG = [
  { id: 'basic', name: 'Basic', monthlyPriceCents: 9900, yearlyPriceCents: 99000, isAddon: false },
  { id: 'professional', name: 'Professional', monthlyPriceCents: 19900, yearlyPriceCents: 199000, isAddon: false },
  { id: 'boost', name: 'Boost Add-On', monthlyPriceCents: 14900, yearlyPriceCents: 149000, isAddon: true },
];

describe('the order summary', () => {
  it('is one line for a base plan at the chosen interval', () => {
    expect(orderSummary(CATALOG, { planId: 'professional', addonPlanIds: [], interval: 'yearly' })).toEqual({
      lines: [{ planId: 'professional', description: 'Professional plan, billed yearly', amountCents: 199000 }],
      totalCents: 199000,
      interval: 'yearly',
      yearlySaving: { percent: 17, centsPerYear: 39800 },
    });
  });

  it('adds an add-on under the base plan at the same interval', () => {
    const order = orderSummary(CATALOG, { planId: 'basic', addonPlanIds: ['boost'], interval: 'monthly' });
    expect(order?.lines.map((line) => [line.description, line.amountCents])).toEqual([
      ['Basic plan, billed monthly', 9900],
      ['Boost Add-On plan, billed monthly', 14900],
    ]);
    expect(order?.totalCents).toBe(24800);
    expect(order?.yearlySaving).toBeNull();
  });

  it('makes no order from an add-on alone, nor from an unknown plan', () => {
    expect(orderSummary(CATALOG, { planId: 'boost', addonPlanIds: [], interval: 'monthly' })).toBeNull();
    expect(orderSummary(CATALOG, { planId: null, addonPlanIds: ['boost'], interval: 'monthly' })).toBeNull();
    expect(orderSummary(CATALOG, { planId: 'gold', addonPlanIds: [], interval: 'monthly' })).toBeNull();
  });
});

describe('the yearly toggle and prices as shown', () => {
  it('promises the best saving of the catalog: "Save up to 17%"', () => {
    expect(bestYearlySavingPercent(CATALOG)).toBe(17);
    expect(bestYearlySavingPercent([])).toBe(0);
  });

  it.each([
    [9900, '$99'],
    [199000, '$1,990'],
    [8250, '$82.50'],
    [16583, '$165.83'],
  ])('%i cents read %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it.each([
    [9900, '$99.00'],
    [199000, '$1,990.00'],
    [8250, '$82.50'],
  ])('%i cents on a receipt read %s', (cents, text) => {
    expect(formatUsdExact(cents)).toBe(text);
  });
});
