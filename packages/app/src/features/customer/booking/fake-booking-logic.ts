import { BOOKING_STATUS, isUpcomingListed, type LookupOption } from '@injury-assist/domain';
import {
  type BookSlotInput,
  bookingWizardMachine,
  type CancelBookingInput,
  cancelAppointmentMachine,
  haversineKm,
  type LoadSlotsInput,
  type LoadSlotsOutput,
  type RescheduleInput,
  type SlotBooking,
  slotPickerMachine,
  stillClock,
} from '@injury-assist/flows/booking';
import type { LoginUser } from '@injury-assist/flows/login';
import {
  type FindProvidersInput,
  type FoundPage,
  type FoundProvider,
  type FoundProviderLocation,
  type LoadLookupInput,
  type ProviderSearchPayload,
  searchFiltersMachine,
} from '@injury-assist/flows/search';
import { fn } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type SuccessBody, storyError } from '../../../testing/story-api';
import type { Appointment } from './bookings-api';

/**
 * An in-memory directory for the find-and-book flow stories: the real flows machines, provided
 * with fake calls that read and write this file's data instead of API v1.
 */

export const storyCustomer: LoginUser = {
  id: 'customer-1',
  email: 'customer@demo.test',
  name: 'Jamie Rivera',
  user_type: 'customer',
  category_id: null,
  speciality_groups_id: null,
  service_id: null,
};

/** Monday 2 March 2026, 08:00 in Miami: every date, weekday and "today" in the stories follows from it. */
export const storyNow = new Date('2026-03-02T13:00:00Z');
/** The customer's position: downtown Miami, a little north of Bayfront Orthopedics. */
export const storyPosition = { lat: 25.7743, lon: -80.1937 };

const lookups: Record<LoadLookupInput['list'], Record<string, LookupOption[]>> = {
  categories: { root: [{ id: 1, name: 'Medical' }] },
  subcategories: { 1: [{ id: 2, name: 'Specialists' }] },
  services: {
    2: [
      { id: 3, name: 'Orthopedics' },
      { id: 4, name: 'Acupuncture' },
    ],
  },
  countries: { root: [{ id: 1, name: 'United States' }] },
  states: { 1: [{ id: 10, name: 'Florida' }] },
  cities: { 10: [{ id: 100, name: 'Miami' }] },
};

// A local picture: stories never reach outside hosts.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#0f766e"/><circle cx="24" cy="19" r="8" fill="#ccfbf1"/><path d="M9 44c2-9 8-13 15-13s13 4 15 13z" fill="#ccfbf1"/></svg>',
)}`;

const weekdayHours = {
  Monday: '09:00 AM - 05:00 PM',
  Tuesday: '09:00 AM - 05:00 PM',
  Wednesday: '09:00 AM - 05:00 PM',
  Thursday: '09:00 AM - 05:00 PM',
  Friday: '09:00 AM - 01:00 PM',
  Saturday: 'Closed',
  Sunday: 'Closed',
};

function location(overrides: Partial<FoundProviderLocation>): FoundProviderLocation {
  return {
    address: '',
    lat: 25.7617,
    long: -80.1918,
    country_id: 1,
    state: 'FL',
    city: 'Miami',
    zipcode_show: '33132',
    category: { category_id: 1, category_name: 'Medical', subcategories: [{ id: 2, name: 'Specialists' }] },
    services: ['Orthopedics'],
    hours: weekdayHours,
    businessHours: {},
    slots: [],
    time_zone: 'America/New_York',
    ...overrides,
  };
}

export const lopez = {
  name: 'Dr. Maria Lopez',
  downtown: '1200 Biscayne Blvd, Miami, FL 33132',
  kendall: '8900 SW 107th Ave, Miami, FL 33176',
};
export const carter = { name: 'Dr. James Carter', address: '3100 SW 27th Ave, Miami, FL 33133' };
export const nguyen = { name: 'Dr. Lena Nguyen', address: '450 Alton Rd, Miami Beach, FL 33139' };

/** Three providers: Lopez with a photo and two locations, Carter without a photo, Nguyen without a zipcode. */
const providers: FoundProvider[] = [
  {
    business_provider_id: 17,
    business_name: 'Bayfront Orthopedics',
    name: lopez.name,
    picture: photo,
    logoUrl: null,
    zipcode_show: '33132',
    rating: 4.8,
    review_count: 126,
    bio: 'Board-certified orthopedic surgeon treating sports and work injuries.',
    experience: '15 years',
    education: 'MD, University of Miami',
    phone: '+1 305 555 0100',
    email: 'maria.lopez@bayfront.test',
    website: null,
    videoUrl: null,
    verified: true,
    service_provided: {
      location1: location({ address: lopez.downtown, services: ['Orthopedics', 'Sports medicine'] }),
      location2: location({
        address: lopez.kendall,
        lat: 25.6866,
        long: -80.3697,
        zipcode_show: '33176',
        hours: { ...weekdayHours, Monday: '12:00 PM - 06:00 PM' },
      }),
    },
  },
  {
    business_provider_id: 23,
    business_name: 'Coral Way Spine & Joint',
    name: carter.name,
    picture: null,
    logoUrl: null,
    zipcode_show: '33133',
    rating: null,
    review_count: 0,
    bio: 'Non-surgical care for back and joint pain.',
    experience: '8 years',
    education: 'DO, Nova Southeastern University',
    phone: '+1 305 555 0142',
    email: null,
    website: null,
    videoUrl: null,
    verified: true,
    service_provided: {
      location1: location({ address: carter.address, lat: 25.7489, long: -80.2378, zipcode_show: '33133' }),
    },
  },
  {
    business_provider_id: 31,
    business_name: 'Beach Recovery Clinic',
    name: nguyen.name,
    picture: null,
    logoUrl: null,
    // spec §5: the booking wizard leaves out providers without a zipcode_show; the search lists them.
    zipcode_show: '',
    rating: 4.2,
    review_count: 9,
    bio: 'Rehabilitation after injuries.',
    experience: '6 years',
    education: 'MD, Florida International University',
    phone: null,
    email: null,
    website: null,
    videoUrl: null,
    verified: true,
    service_provided: {
      location1: location({ address: nguyen.address, lat: 25.7776, long: -80.1396, zipcode_show: '' }),
    },
  },
];

/** Acupuncture in Miami: seven providers, paged two at a time, for 'Show more' and 'Sort by'. */
const acupuncturists: FoundProvider[] = [
  ['Dr. Ana Silva', 4.9, 25.7907, -80.13],
  ['Dr. Ben Ortiz', 4.7, 25.7617, -80.1918],
  ['Dr. Chloe Park', 4.5, 25.72, -80.27],
  ['Dr. Dev Rao', 4.4, 25.8, -80.2],
  ['Dr. Eva Stone', 4.1, 25.69, -80.31],
  ['Dr. Finn Walsh', 3.8, 25.775, -80.195],
  ['Dr. Gia Moreno', null, 25.86, -80.12],
].map(([name, rating, lat, long], index) => ({
  ...(providers[1] as FoundProvider),
  business_provider_id: 101 + index,
  business_name: `${String(name).split(' ')[2]} Acupuncture`,
  name: String(name),
  rating: rating as number | null,
  review_count: rating === null ? 0 : 10 + index,
  service_provided: {
    location1: location({
      address: `${100 + index} Ocean Dr, Miami, FL 33139`,
      lat: Number(lat),
      long: Number(long),
      zipcode_show: '33139',
      services: ['Acupuncture'],
    }),
  },
}));
const ACUPUNCTURE_PAGE = 2;

const nearestKm = (provider: FoundProvider) =>
  Math.min(
    ...Object.values(provider.service_provided).map(({ lat, long }) => haversineKm(storyPosition, { lat, lon: long })),
  );

/** What the fake directory answers: best rated or nearest first, a page at a time (the cursor is the offset). */
function fakePage({ payload, sort, cursor }: FindProvidersInput): FoundPage {
  const found = payload.speciality_id === 3 ? providers : payload.speciality_id === 4 ? acupuncturists : [];
  const ordered = [...found].sort((a, b) =>
    sort === 'nearest' ? nearestKm(a) - nearestKm(b) : (b.rating ?? -1) - (a.rating ?? -1),
  );
  const size = payload.speciality_id === 4 ? ACUPUNCTURE_PAGE : 20;
  const from = cursor === null ? 0 : Number(cursor);
  const next = from + size < ordered.length ? String(from + size) : null;
  return {
    providers: ordered.slice(from, from + size),
    nextCursor: next,
    total: { count: ordered.length, exact: true },
    origin: { lat: storyPosition.lat, lng: storyPosition.lon },
  };
}

/** Every location opens the same slots every day. */
const daySlots = [
  { start: '09:00 AM', end: '10:00 AM' },
  { start: '10:00 AM', end: '11:00 AM' },
  { start: '11:00 AM', end: '12:00 PM' },
  { start: '02:00 PM', end: '03:00 PM' },
  { start: '03:00 PM', end: '04:00 PM' },
];

type StoredBooking = SlotBooking & { address: string };

/** Other people's bookings on Tuesday 3 March: 10 and 3 o'clock are taken, 11's was cancelled (free). */
const othersBookings = (): StoredBooking[] =>
  [lopez.downtown, carter.address].flatMap((address) => [
    { address, date: '2026-03-03', slot: '10:00 AM - 11:00 AM', status: 1, is_mine: false },
    { address, date: '2026-03-03', slot: '03:00 PM - 04:00 PM', status: 0, is_mine: false },
    { address, date: '2026-03-03', slot: '11:00 AM - 12:00 PM', status: 4, is_mine: false },
  ]);

function appointment(fields: Omit<Appointment, 'id' | 'time_zone' | 'closed_days'> & { id: number }): Appointment {
  // The fake locations' hours: closed at weekends.
  return { ...fields, time_zone: 'America/New_York', closed_days: ['Saturday', 'Sunday'] };
}

const seedAppointments = (): Appointment[] => [
  appointment({
    id: 1,
    booking_id: 'bk-101',
    date: '2026-03-05',
    slot: '09:00 AM - 10:00 AM',
    booking_status: 1,
    services: 'Orthopedics, Sports medicine',
    provider_name: lopez.name,
    address: lopez.downtown,
    provider_id: 17,
  }),
  appointment({
    id: 2,
    booking_id: 'bk-102',
    date: '2026-03-09',
    slot: '02:00 PM - 03:00 PM',
    booking_status: 0,
    services: 'Orthopedics',
    provider_name: carter.name,
    address: carter.address,
    provider_id: 23,
  }),
  appointment({
    id: 3,
    booking_id: 'bk-090',
    date: '2026-02-10',
    slot: '11:00 AM - 12:00 PM',
    booking_status: 2,
    services: 'Orthopedics, Sports medicine',
    provider_name: lopez.name,
    address: lopez.downtown,
    provider_id: 17,
  }),
];

const isPast = (item: Appointment) => item.date < '2026-03-02';
const byWhen = (a: Appointment, b: Appointment) => `${a.date}${a.slot}`.localeCompare(`${b.date}${b.slot}`);

/** The requests the fake calls received, for the play functions to check. */
export type BookingRequests = ReturnType<typeof createRequests>;
const createRequests = () => ({
  findProviders: fn<(payload: ProviderSearchPayload) => void>().mockName('findProviders'),
  findPage: fn<(input: FindProvidersInput) => void>().mockName('findPage'),
  loadSlots: fn<(input: LoadSlotsInput) => void>().mockName('loadSlots'),
  book: fn<(input: BookSlotInput) => void>().mockName('book'),
  reschedule: fn<(input: RescheduleInput) => void>().mockName('reschedule'),
  cancelBooking: fn<(input: CancelBookingInput) => void>().mockName('cancelBooking'),
  recordLead: fn<(body: unknown) => void>().mockName('recordLead'),
  publishReview: fn<(body: unknown) => void>().mockName('publishReview'),
});

/**
 * The directory and the customer's appointments, with the real machines reading and writing
 * them. One per stories file; `reset()` before each story starts it afresh.
 */
export function createFakeBooking() {
  let appointments = seedAppointments();
  let others = othersBookings();
  let nextId = 200;
  const requests = createRequests();

  const providerOf = (providerId: number) => providers.find((provider) => provider.business_provider_id === providerId);

  const providerSearch = searchFiltersMachine.provide({
    actors: {
      loadLookup: fromPromise<LookupOption[], LoadLookupInput>(async ({ input }) => {
        return lookups[input.list][input.parentId ?? 'root'] ?? [];
      }),
      findProviders: fromPromise<FoundPage, FindProvidersInput>(async ({ input }) => {
        requests.findProviders(input.payload);
        requests.findPage(input);
        return fakePage(input);
      }),
    },
  });

  const slotPicker = slotPickerMachine.provide({
    actors: {
      clock: stillClock,
      loadSlots: fromPromise<LoadSlotsOutput, LoadSlotsInput>(async ({ input }) => {
        requests.loadSlots(input);
        const mine = appointments
          .filter((item) => item.address === input.address)
          .map(({ date, slot, booking_status }) => ({ date, slot, status: booking_status, is_mine: true }));
        const theirs = others.filter((booking) => booking.address === input.address);
        const bookings = [...theirs, ...mine].filter((booking) => booking.date === input.date);
        return { slots: daySlots, bookings };
      }),
      book: fromPromise<unknown, BookSlotInput>(async ({ input }) => {
        requests.book(input);
        const provider = providerOf(input.provider_id);
        const place = Object.values(provider?.service_provided ?? {}).find(({ address }) => address === input.address);
        nextId += 1;
        const booked = appointment({
          id: nextId,
          booking_id: `bk-${nextId}`,
          date: input.date,
          slot: input.slot,
          booking_status: 1,
          services: place?.services.join(', ') ?? '',
          provider_name: provider?.name ?? '',
          address: input.address,
          provider_id: input.provider_id,
        });
        appointments = [...appointments, booked];
        return booked;
      }),
      reschedule: fromPromise<unknown, RescheduleInput>(async ({ input }) => {
        requests.reschedule(input);
        appointments = appointments.map((item) =>
          item.booking_id === input.booking_id ? { ...item, date: input.date, slot: input.slot } : item,
        );
      }),
    },
  });

  /** The machines of the booking flows, each with the fake calls above. */
  const logic = {
    providerSearch,
    slotPicker,
    // The page reloads its list 2 s after a wizard booking; a twentieth of that keeps stories quick.
    wizard: bookingWizardMachine.provide({
      actors: { searchFilters: providerSearch, slotPicker, clock: stillClock },
      delays: { reloadAfterBooking: 100 },
    }),
    cancel: cancelAppointmentMachine.provide({
      actors: {
        cancelBooking: fromPromise<unknown, CancelBookingInput>(async ({ input }) => {
          requests.cancelBooking(input);
          appointments = appointments.map((item) =>
            item.booking_id === input.bookingId
              ? { ...item, booking_status: BOOKING_STATUS.cancelledByCustomer }
              : item,
          );
        }),
      },
    }),
  };

  let historyFailures = 0;

  /**
   * The customer's appointment history as find_slots_api answers it, from the same directory; a
   * server error instead while `failNextHistory` has asked for one.
   */
  const history = (): SuccessBody<'GET /find_slots_api/{id}'> | Response => {
    if (historyFailures > 0) {
      historyFailures -= 1;
      return storyError(500);
    }
    const sorted = [...appointments].sort(byWhen);
    // As the server lists them: Upcoming holds live bookings only; the rest is history.
    const isUpcoming = (item: Appointment) => !isPast(item) && isUpcomingListed(item.booking_status);
    const upcoming = sorted.filter(isUpcoming);
    const past = sorted.filter((item) => !isUpcoming(item)).reverse();
    return { status: 200, upcoming, past, upcoming_count: upcoming.length, past_count: past.length };
  };

  return {
    logic,
    history,
    /** The next read of the history fails, as a server error would. */
    failNextHistory() {
      historyFailures = 1;
    },
    requests,
    reset() {
      appointments = seedAppointments();
      others = othersBookings();
      nextId = 200;
      historyFailures = 0;
      for (const request of Object.values(requests)) request.mockClear();
    },
  };
}
