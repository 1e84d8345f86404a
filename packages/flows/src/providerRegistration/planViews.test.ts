import { describe, expect, it } from 'vitest';
import { orderView, planCard, planCards } from './planViews';
import type { RegistrationPlan } from './registrationTypes';

const plan = (id: string, name: string, monthly: number, yearly: number, isAddon = false): RegistrationPlan => ({
  id,
  name,
  monthlyPriceCents: monthly * 100,
  yearlyPriceCents: yearly * 100,
  isAddon,
  description: `${name} plan`,
  features: ['Listed in the customer search'],
  popular: id === 'professional',
});

// spec provider-and-admin §9.
const catalog = [
  plan('basic', 'Basic', 99, 990),
  plan('professional', 'Professional', 199, 1990),
  plan('premium', 'Premium', 299, 2990),
  plan('enterprise', 'Enterprise', 499, 4990),
  plan('boost', 'Boost Add-On', 149, 1490, true),
  plan('legal', 'Legal Specialty', 399, 3990),
];

describe('plan cards (spec §2.2, §9)', () => {
  it.each([
    ['basic', '$99', '$82.50', 'Billed $990 yearly', 'Save 17% ($198 a year)'],
    ['professional', '$199', '$165.83', 'Billed $1,990 yearly', 'Save 17% ($398 a year)'],
    ['premium', '$299', '$249.17', 'Billed $2,990 yearly', 'Save 17% ($598 a year)'],
    ['enterprise', '$499', '$415.83', 'Billed $4,990 yearly', 'Save 17% ($998 a year)'],
    ['boost', '$149', '$124.17', 'Billed $1,490 yearly', 'Save 17% ($298 a year)'],
    ['legal', '$399', '$332.50', 'Billed $3,990 yearly', 'Save 17% ($798 a year)'],
  ])('%s: %s monthly, %s a month yearly', (id, monthly, perMonth, billing, saving) => {
    const found = catalog.find((candidate) => candidate.id === id);
    if (!found) throw new Error(id);
    expect(planCard(found, 'monthly')).toMatchObject({
      pricePerMonth: monthly,
      billing: 'Billed monthly',
      saving: null,
    });
    expect(planCard(found, 'yearly')).toMatchObject({ pricePerMonth: perMonth, billing, saving });
  });

  it('splits the catalog into base plans and add-ons, and promises "Save up to 17%"', () => {
    const cards = planCards(catalog, 'monthly');
    expect(cards.basePlans.map((card) => card.id)).toEqual(['basic', 'professional', 'premium', 'enterprise', 'legal']);
    expect(cards.addons.map((card) => card.id)).toEqual(['boost']);
    expect(cards.bestSavingPercent).toBe(17);
  });
});

describe('the order summary', () => {
  it('is empty until a base plan is chosen', () => {
    expect(orderView(catalog, { planId: null, addonPlanIds: ['boost'], interval: 'monthly' })).toBeNull();
  });

  it('lists the plan and its add-on at one interval, with the yearly saving', () => {
    expect(orderView(catalog, { planId: 'professional', addonPlanIds: ['boost'], interval: 'yearly' })).toEqual({
      lines: [
        { description: 'Professional plan, billed yearly', amount: '$1,990' },
        { description: 'Boost Add-On plan, billed yearly', amount: '$1,490' },
      ],
      total: '$3,480',
      billing: 'Billed yearly',
      saving: 'You save 17% ($696 a year)',
    });
  });
});
