import type { components } from '@injury-assist/contract';
import { BOOKING_STATUS } from '@injury-assist/domain';
import type { LoginUser } from '@injury-assist/flows/login';
import { fn } from 'storybook/test';
import {
  providerOverview,
  workspaceAppointments,
  workspaceProfile,
  workspaceSchedule,
} from './fake-provider-workspace';
import { type StoryApi, storyError } from './story-api';

type Billing = components['schemas']['ProviderBillingResponse']['data'];
type SavedCard = components['schemas']['SavedCard'];
type ProviderEvent = components['schemas']['ProviderEvent'];

export const storyProvider: LoginUser = {
  id: 'provider-1',
  email: 'provider@demo.test',
  name: 'Pat Provider',
  user_type: 'provider',
  category_id: null,
  speciality_groups_id: null,
  service_id: null,
};

/** What a request that never reaches the server throws (fetch's own error). */
export const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

const features = ['Listed in the customer search', 'Online appointment booking'];

const plans: Billing['plans'] = [
  {
    id: 'basic',
    name: 'Basic',
    monthlyPriceCents: 2900,
    yearlyPriceCents: 29000,
    description: 'For a practice starting to take bookings online.',
    features: [...features, 'Up to 50 leads a month'],
    popular: false,
    isAddon: false,
    sortOrder: 1,
  },
  {
    id: 'premium',
    name: 'Premium',
    monthlyPriceCents: 7900,
    yearlyPriceCents: 79000,
    description: 'For a growing practice.',
    features: [...features, 'Up to 200 leads a month'],
    popular: true,
    isAddon: false,
    sortOrder: 2,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPriceCents: 14900,
    yearlyPriceCents: 149000,
    description: 'For a busy practice.',
    features: [...features, 'Unlimited leads'],
    popular: false,
    isAddon: false,
    sortOrder: 3,
  },
];

const visa: SavedCard = {
  id: 1,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  name: 'Pat Provider',
  isPrimary: true,
};
const mastercard: SavedCard = {
  id: 2,
  brand: 'mastercard',
  last4: '4444',
  expMonth: 10,
  expYear: 2033,
  name: 'Pat Provider',
  isPrimary: false,
};

const workshop: ProviderEvent = {
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  title: 'Back pain workshop',
  description: 'Exercises for the lower back.',
  date: '2026-12-05',
  time: '18:00',
  location: '1200 Biscayne Blvd, Miami',
  maxAttendees: 20,
  currentAttendees: 4,
  status: 'approved',
  category: 'health',
  registrationFeeCents: 0,
  isActive: true,
  recentRegistrations: [
    { name: 'Casey Morgan', email: 'casey@example.com', phone: null, registeredAt: '2026-11-22T15:00:00Z' },
    { name: 'Jordan Lee', email: 'jordan@example.com', phone: null, registeredAt: '2026-11-22T16:00:00Z' },
    { name: 'Sam Rivera', email: 'sam@example.com', phone: null, registeredAt: '2026-11-23T10:00:00Z' },
  ],
};

type Fail = () => never;

/**
 * The provider's side of API v1 as a small in-memory server for the flow stories: Premium monthly
 * since November 26, 2026 with one invoice and two cards, a boost, an event, the settings. `failNext` makes the next call
 * of a route throw as a lost network would (or answer what it is given); `requests` spies on writes.
 */
export function fakeProvider() {
  const state = {
    subscription: {
      planId: 'premium',
      planName: 'Premium',
      interval: 'monthly',
      priceCents: 7900,
      status: 'active',
      nextBillingDate: '2026-12-26T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      scheduledChange: null,
      pastDueSince: null,
      unlisted: false,
    } as NonNullable<Billing['subscription']>,
    cards: [visa, mastercard],
    invoices: [
      {
        number: 'INV-2026-000001',
        issuedAt: '2026-11-26T12:00:00.000Z',
        description: 'Premium plan, billed monthly',
        totalCents: 7900,
        status: 'paid',
        pdfPath: '/invoices/INV-2026-000001.pdf',
      },
    ] as Billing['invoices'],
    events: [workshop],
    settings: {
      profile: {
        firstName: 'Pat',
        lastName: 'Provider',
        username: 'pat',
        email: 'provider@demo.test',
        phone: '+13055550101',
      },
      notifications: {
        emailNotifications: true,
        smsNotifications: false,
        appointmentReminders: true,
        marketingEmails: false,
        systemUpdates: true,
      },
      privacy: { profileVisible: true, showEmail: true, showPhone: true, allowMessages: true },
      newBookingStatus: 'pending',
      smsConfigured: false,
    } as components['schemas']['ProviderSettings'],
    profile: workspaceProfile,
    appointments: workspaceAppointments(),
  };
  const failures = new Map<string, (Fail | (() => Response))[]>();
  const requests = {
    planChange: fn().mockName('planChange'),
    keepPlan: fn().mockName('keepPlan'),
    addCard: fn().mockName('addCard'),
    setPrimary: fn().mockName('setPrimary'),
    startBoost: fn().mockName('startBoost'),
    saveEvent: fn().mockName('saveEvent'),
    deleteEvent: fn().mockName('deleteEvent'),
    saveSettings: fn().mockName('saveSettings'),
    saveProfile: fn().mockName('saveProfile'),
    actOnAppointment: fn().mockName('actOnAppointment'),
  };
  /** The next call of `route` fails: thrown (no answer) or answered with an error Response. */
  const failNext = (route: keyof StoryApi, failure: Fail | (() => Response) = networkDown) => {
    failures.set(route, [...(failures.get(route) ?? []), failure]);
  };
  const failed = (route: keyof StoryApi): Response | null => {
    const failure = failures.get(route)?.shift();
    return failure ? failure() : null;
  };
  const billing = (): Billing => ({
    subscription: state.subscription,
    plans,
    cards: state.cards,
    invoices: state.invoices,
    gateway: 'local',
  });

  const api: StoryApi = {
    'GET /provider/billing': () => failed('GET /provider/billing') ?? { status: 200, data: billing() },
    'GET /provider/payment-methods': () =>
      failed('GET /provider/payment-methods') ?? { status: 200, data: state.cards },
    'POST /provider/billing/plan-change': ({ body }) => {
      requests.planChange(body);
      const failure = failed('POST /provider/billing/plan-change');
      if (failure) return failure;
      const { planId, interval } = body as { planId: string; interval: 'monthly' | 'yearly' };
      const target = plans.find((plan) => plan.id === planId);
      const current = plans.find((plan) => plan.id === state.subscription.planId);
      if (!target || !current) return storyError(400, 'There is no such plan.');
      if (target.sortOrder > current.sortOrder || interval === 'yearly') {
        return {
          status: 200,
          data: { outcome: 'checkout', amountCents: 5000, url: '/checkout/cs_upgrade', effectiveAt: '' },
        };
      }
      const effectiveAt = state.subscription.nextBillingDate;
      state.subscription = {
        ...state.subscription,
        scheduledChange: { planId, planName: target.name, interval, effectiveAt },
      };
      return { status: 200, data: { outcome: 'scheduled', amountCents: 0, url: null, effectiveAt } };
    },
    'DELETE /provider/billing/scheduled-change': () => {
      requests.keepPlan();
      const failure = failed('DELETE /provider/billing/scheduled-change');
      if (failure) return failure;
      state.subscription = { ...state.subscription, scheduledChange: null };
      return { status: 200, message: 'The scheduled change is cancelled; your plan renews as it is.' };
    },
    'POST /provider/payment-methods': ({ body }) => {
      requests.addCard(body);
      const failure = failed('POST /provider/payment-methods');
      if (failure) return failure;
      const { number, expiry, name } = body as { number: string; expiry: string; name: string };
      const digits = number.replace(/\D/g, '');
      if (digits === '4000000000000002') return storyError(402, 'Your card was declined. Try another card.');
      const [month = '1', year = '0'] = expiry.split('/');
      const card: SavedCard = {
        id: state.cards.length + 10,
        brand: digits.startsWith('4') ? 'visa' : digits.startsWith('3') ? 'amex' : 'mastercard',
        last4: digits.slice(-4),
        expMonth: Number(month),
        expYear: 2000 + Number(year),
        name,
        isPrimary: state.cards.length === 0,
      };
      state.cards = [...state.cards, card];
      return { status: 201, data: state.cards };
    },
    'POST /provider/payment-methods/{cardId}/primary': ({ path }) => {
      requests.setPrimary(Number(path.cardId));
      const failure = failed('POST /provider/payment-methods/{cardId}/primary');
      if (failure) return failure;
      state.cards = state.cards
        .map((card) => ({ ...card, isPrimary: card.id === Number(path.cardId) }))
        .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
      return { status: 200, data: state.cards };
    },
    'DELETE /provider/payment-methods/{cardId}': ({ path }) => {
      state.cards = state.cards.filter((card) => card.id !== Number(path.cardId));
      return { status: 200, data: state.cards };
    },
    'GET /provider/boosts': () =>
      failed('GET /provider/boosts') ?? {
        status: 200,
        data: {
          zipOptions: [
            { code: '33101', city: 'Miami', state: 'FL' },
            { code: '33134', city: 'Coral Gables', state: 'FL' },
          ],
          boosts: [
            {
              id: 1,
              zipCode: '33134',
              boostType: 'medical',
              duration: 'monthly',
              priceCents: 99900,
              status: 'active',
              startsAt: '2026-11-20T12:00:00.000Z',
              endsAt: '2026-12-20T12:00:00.000Z',
              report: {
                during: {
                  from: '2026-11-20T12:00:00.000Z',
                  to: '2026-11-27T12:00:00.000Z',
                  impressions: 412,
                  views: 58,
                  clicks: 21,
                  bookings: 6,
                },
                before: {
                  from: '2026-11-13T12:00:00.000Z',
                  to: '2026-11-20T12:00:00.000Z',
                  impressions: 180,
                  views: 31,
                  clicks: 12,
                  bookings: 2,
                },
              },
            },
          ],
        },
      },
    'GET /provider/boosts/report': () =>
      failed('GET /provider/boosts/report') ?? {
        status: 200,
        filename: 'boost-report.csv',
        csv: 'Business,Biscayne Orthopedic Center\r\n',
      },
    'GET /provider/boosts/availability': ({ request }) => {
      const zipCode = new URL(request.url).searchParams.get('zipCode') ?? '';
      return {
        status: 200,
        data: {
          zipCode,
          medical: {
            available: 1,
            total: 2,
            currentProviders: [{ name: 'Bayview Orthopedic Group', endsAt: '2026-11-28T12:00:00.000Z' }],
          },
          legal: { available: 2, total: 2, currentProviders: [] },
        },
      };
    },
    'POST /provider/boosts': ({ body }) => {
      requests.startBoost(body);
      return (
        failed('POST /provider/boosts') ?? { status: 201, data: { sessionId: 'cs_boost', url: '/checkout/cs_boost' } }
      );
    },
    'GET /provider/events': () => failed('GET /provider/events') ?? { status: 200, data: state.events },
    'POST /provider/events': ({ body }) => {
      requests.saveEvent(body);
      const failure = failed('POST /provider/events');
      if (failure) return failure;
      const input = body as Pick<ProviderEvent, 'title' | 'description' | 'date' | 'time' | 'location' | 'category'> & {
        maxAttendees: number;
      };
      const created: ProviderEvent = {
        ...workshop,
        ...input,
        id: '6f1c2b1e-0000-4000-8000-000000000002',
        currentAttendees: 0,
        status: 'pending',
        recentRegistrations: [],
      };
      state.events = [...state.events, created];
      return { status: 201, data: created };
    },
    'DELETE /provider/events/{eventId}': ({ path }) => {
      requests.deleteEvent(path.eventId);
      const failure = failed('DELETE /provider/events/{eventId}');
      if (failure) return failure;
      state.events = state.events.filter((event) => event.id !== path.eventId);
      return { status: 200, message: 'Event deleted.' };
    },
    'GET /provider/settings': () => failed('GET /provider/settings') ?? { status: 200, data: state.settings },
    // No calendar link made yet: the Settings page's calendar card offers to create one.
    'GET /calendar-feed': () => ({
      status: 200,
      data: { all: { https_url: null, webcal_url: null }, locations: [] },
    }),
    // The provider's own security activity: this sign-in and a mistyped password before it.
    'GET /security-events': () => ({
      status: 200,
      data: {
        events: [
          {
            id: 2,
            at: '2026-11-20T14:05:00Z',
            kind: 'sign_in',
            client: 'Chrome on macOS',
            client_ip: '203.0.113.7',
          },
          {
            id: 1,
            at: '2026-11-20T14:04:00Z',
            kind: 'sign_in_failed',
            client: 'Chrome on macOS',
            client_ip: '203.0.113.7',
          },
        ],
        total: 2,
      },
    }),
    'PUT /provider/settings/profile': ({ body }) => {
      requests.saveSettings(body);
      const failure = failed('PUT /provider/settings/profile');
      if (failure) return failure;
      state.settings = { ...state.settings, profile: body as typeof state.settings.profile };
      return { status: 200, message: 'Profile updated successfully!', data: state.settings.profile };
    },
    'PUT /provider/settings/notifications': ({ body }) => {
      requests.saveSettings(body);
      const failure = failed('PUT /provider/settings/notifications');
      if (failure) return failure;
      state.settings = { ...state.settings, notifications: body as typeof state.settings.notifications };
      return { status: 200, message: 'Notification preferences updated!' };
    },
    'GET /provider/events/{eventId}/registrations': () =>
      failed('GET /provider/events/{eventId}/registrations') ?? { status: 200, data: workshop.recentRegistrations },
    // The workspace: Overview, Business Profile (its reviews and a location's schedule) and Appointments.
    'GET /provider/overview': ({ request }) =>
      failed('GET /provider/overview') ?? {
        status: 200,
        data: providerOverview(Number(new URL(request.url).searchParams.get('period') ?? 7) as 7 | 30 | 90 | 365),
      },
    'GET /provider/profile': () => failed('GET /provider/profile') ?? { status: 200, data: state.profile },
    'PUT /provider/profile': ({ body }) => {
      requests.saveProfile(body);
      const failure = failed('PUT /provider/profile');
      if (failure) return failure;
      const change = body as components['schemas']['UpdateBusinessProfileRequest'];
      state.profile = {
        ...state.profile,
        business_name: change.business_name,
        website: change.website || null,
        phone: change.phone || null,
        email: change.email || null,
        description: change.description,
        experience: change.experience,
        education: change.education,
        logo_url: change.logo,
        video_url: change.video_url || null,
      };
      return { status: 200, message: 'Profile updated successfully!', data: state.profile, outside_hours: [] };
    },
    'GET /provider/reviews': () => ({ status: 200, rating: null, review_count: 0, data: [], next_cursor: null }),
    'GET /provider/locations/{locationId}/schedule': () => ({ status: 200, data: workspaceSchedule }),
    'GET /provider/appointments': () => failed('GET /provider/appointments') ?? { status: 200, ...state.appointments },
    'POST /provider/appointments/{id}': ({ path, body }) => {
      requests.actOnAppointment(path.id, body);
      const failure = failed('POST /provider/appointments/{id}');
      if (failure) return failure;
      const appointment = state.appointments.upcoming.find(({ booking_id }) => booking_id === path.id);
      if (!appointment) return storyError(404, 'That appointment was not found.');
      if ((body as { action: string }).action === 'cancel') {
        appointment.status = BOOKING_STATUS.canceled;
        state.appointments.upcoming = state.appointments.upcoming.filter((row) => row !== appointment);
        state.appointments.past = [appointment, ...state.appointments.past];
        return { status: 200, message: 'Appointment cancelled.', data: appointment };
      }
      appointment.status = 1;
      return { status: 200, message: 'Appointment confirmed.', data: appointment };
    },
  };
  return { api, state, requests, failNext };
}

export type FakeProvider = ReturnType<typeof fakeProvider>;
