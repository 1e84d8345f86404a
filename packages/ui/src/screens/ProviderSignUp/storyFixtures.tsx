// Story data shared by the provider registration screens' stories.
import type { SpecialtyOptions } from './BasicInfoStep/BasicInfoStep';
import type { LocationValues } from './LocationsStep/LocationsStep';
import type { OrderSummaryView, PlanCardView } from './PlanStep/PlanStep';

export const medicalSpecialty: Record<'category' | 'subcategory' | 'service', SpecialtyOptions> = {
  category: {
    options: [
      { id: 1, name: 'Medical' },
      { id: 2, name: 'Legal' },
      { id: 3, name: 'Healthcare Services' },
    ],
    isLoading: false,
  },
  subcategory: {
    options: [
      { id: 4, name: 'Primary Care' },
      { id: 5, name: 'Specialists' },
    ],
    isLoading: false,
  },
  service: {
    options: [
      { id: 6, name: 'Orthopedics' },
      { id: 7, name: 'Neurology' },
    ],
    isLoading: false,
  },
};

export const miamiLocation: LocationValues = {
  addressLine1: '2100 Coral Way',
  addressLine2: 'Suite 4',
  city: 'Miami',
  state: 'FL',
  zipCode: '33145',
  googleMyBusinessLink: 'https://g.page/reyes-physio',
};

const features = ['Listed in the customer search', 'Online appointment booking'];

/** The catalog's base plans as the app writes them out for monthly billing. */
export const monthlyPlans: PlanCardView[] = [
  ['basic', 'Basic', '$99', 'For a practice starting to take bookings online.', 'Up to 50 leads a month', false],
  ['professional', 'Professional', '$199', 'For a growing practice.', 'Up to 200 leads a month', true],
  ['premium', 'Premium', '$299', 'For a busy practice.', 'Unlimited leads', false],
  ['enterprise', 'Enterprise', '$499', 'For practices with several locations.', 'Unlimited leads', false],
  ['legal', 'Legal Specialty', '$399', 'For legal practices.', 'Unlimited leads', false],
].map(([id, name, price, description, leads, popular]) => ({
  id: String(id),
  name: String(name),
  description: String(description),
  features: [...features, String(leads)],
  popular: popular === true,
  pricePerMonth: String(price),
  billing: 'Billed monthly',
  saving: null,
}));

const yearly: Record<string, [string, string, string]> = {
  basic: ['$82.50', '$990', '$198'],
  professional: ['$165.83', '$1,990', '$398'],
  premium: ['$249.17', '$2,990', '$598'],
  enterprise: ['$415.83', '$4,990', '$998'],
  legal: ['$332.50', '$3,990', '$798'],
};

export const yearlyPlans: PlanCardView[] = monthlyPlans.map((plan) => {
  const [perMonth, perYear, saved] = yearly[plan.id] ?? ['', '', ''];
  return {
    ...plan,
    pricePerMonth: perMonth,
    billing: `Billed ${perYear} yearly`,
    saving: `Save 17% (${saved} a year)`,
  };
});

export const boostAddon: PlanCardView = {
  id: 'boost',
  name: 'Boost Add-On',
  description: 'An add-on to a base plan.',
  features: ['Added to a base plan'],
  popular: false,
  pricePerMonth: '$149',
  billing: 'Billed monthly',
  saving: null,
};

export const professionalMonthlyOrder: OrderSummaryView = {
  lines: [{ description: 'Professional plan, billed monthly', amount: '$199' }],
  total: '$199',
  billing: 'Billed monthly',
  saving: null,
};

export const professionalYearlyOrder: OrderSummaryView = {
  lines: [{ description: 'Professional plan, billed yearly', amount: '$1,990' }],
  total: '$1,990',
  billing: 'Billed yearly',
  saving: 'You save 17% ($398 a year)',
};
