import type { FilterField, LookupOption } from '@injury-assist/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { FoundPage, FoundProvider } from '../search/foundProvider';
import { type FindProvidersInput, type LoadLookupInput, searchFiltersMachine } from '../search/searchFiltersMachine';
import type { ProviderSearchPayload } from '../search/validateSearch';
import { foundLocation, foundProvider } from '../testing/foundProviders';
import { manualActor } from '../testing/manualActor';
import { BOOKING_RELOAD_DELAY_MS, type BookingWizardEmitted, bookingWizardMachine } from './bookingWizardMachine';
import { stillClock } from './clockActor';
import {
  type BookSlotInput,
  type LoadSlotsInput,
  type LoadSlotsOutput,
  type RescheduleInput,
  slotPickerMachine,
} from './slotPickerMachine';

/** Saturday 2026-11-21, 09:05 in New York. */
const NOW = Date.parse('2026-11-21T14:05:00Z');
const tomorrow = '2026-11-22';

const lookupIds: Record<FilterField, number> = {
  category: 1,
  subcategory: 2,
  service: 6,
  country: 1,
  state: 9,
  city: 31,
};

const listed = foundProvider({ business_provider_id: 7 });
const twoPlaces = foundProvider({
  business_provider_id: 8,
  name: 'Dr. Ben Cole',
  service_provided: {
    location1: foundLocation({ address: '1 Main St, Orlando, FL 32801' }),
    location2: foundLocation({ address: '2 Ocean Dr, Tampa, FL 33602', time_zone: 'America/New_York' }),
  },
});
const withoutZip = foundProvider({ business_provider_id: 9, zipcode_show: '' });

function start(delays: { reloadAfterBooking?: number } = {}) {
  const searches = manualActor<ProviderSearchPayload>();
  const books = manualActor<BookSlotInput>();
  const slotLoads: LoadSlotsInput[] = [];
  const clock = new SimulatedClock();
  const machine = bookingWizardMachine.provide({
    actors: {
      searchFilters: searchFiltersMachine.provide({
        actors: {
          loadLookup: fromPromise<LookupOption[], LoadLookupInput>(async ({ input }) => [
            { id: lookupIds[input.field], name: input.field === 'city' ? 'Miami' : input.field },
          ]),
          findProviders: fromPromise<FoundPage, FindProvidersInput>(async ({ input }) => ({
            providers: (await searches.track(input.payload)) as FoundProvider[],
            nextCursor: null,
            total: { count: 0, exact: true },
            origin: null,
          })),
        },
      }),
      slotPicker: slotPickerMachine.provide({
        actors: {
          loadSlots: fromPromise<LoadSlotsOutput, LoadSlotsInput>(async ({ input }) => {
            slotLoads.push(input);
            return { slots: [{ start: '10:00 AM', end: '11:00 AM' }], bookings: [] };
          }),
          book: fromPromise<unknown, BookSlotInput>(({ input }) => books.track(input)),
          reschedule: fromPromise<unknown, RescheduleInput>(async () => {
            throw new Error('not used');
          }),
          clock: stillClock,
        },
      }),
      clock: stillClock,
    },
    delays,
  });
  const actor = createActor(machine, { clock, input: { userId: 'user-1', now: NOW } });
  const emitted: BookingWizardEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const value = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  const search = () => actor.getSnapshot().children.search?.getSnapshot().context;
  const picker = () => actor.getSnapshot().children.picker;
  const searchChild = () => {
    const child = actor.getSnapshot().children.search;
    if (!child) throw new Error('the search child is invoked with the wizard');
    return child;
  };
  /** Waits until no dropdown is loading its list. */
  const lookupsLoaded = () =>
    waitFor(searchChild(), (state) => Object.values(state.context.fields).every((field) => !field.isLoading));
  /** Waits until the search has answered. */
  const searched = () => waitFor(searchChild(), (state) => state.context.searchStatus !== 'searching');
  /** Waits until step 3's picker has the day's slots. */
  const slotsLoaded = () => {
    const child = picker();
    if (!child) throw new Error('no picker: not at step 3');
    return waitFor(child, (state) => state.matches({ choosing: 'loaded' }));
  };

  /** Fills every dropdown through the wizard, submits and lets the search answer. */
  const searchFor = async (providers: FoundProvider[]) => {
    await lookupsLoaded();
    for (const field of ['category', 'subcategory', 'service', 'country', 'state', 'city'] as const) {
      actor.send({ type: 'filter.select', field, id: lookupIds[field] });
      await lookupsLoaded();
    }
    actor.send({ type: 'search.submit' });
    searches.resolve(providers);
    await searched();
  };

  /** From step 1: search, choose the first provider, pick tomorrow 10:00 and confirm. */
  const bookOne = async () => {
    await searchFor([listed]);
    actor.send({ type: 'provider.choose', providerId: 7, locationKey: 'location1' });
    actor.send({ type: 'date.change', date: tomorrow });
    await slotsLoaded();
    actor.send({ type: 'slot.select', label: '10:00 AM - 11:00 AM' });
    actor.send({ type: 'confirm' });
    books.resolve({ status: 200 });
    await waitFor(actor, (state) => state.matches('filters'));
  };
  return {
    actor,
    clock,
    emitted,
    books,
    searches,
    slotLoads,
    value,
    context,
    search,
    picker,
    lookupsLoaded,
    searched,
    slotsLoaded,
    searchFor,
    bookOne,
  };
}

const bookedToast = { type: 'toast', tone: 'success', message: 'Appointment booked successfully!', timeout: 2000 };
const booked = { type: 'booked' };
const reload = { type: 'reload' };

describe('bookingWizardMachine', () => {
  it('reloads 2 s after a booking', () => {
    expect(BOOKING_RELOAD_DELAY_MS).toBe(2000);
  });

  it('starts at step 1 with the search child running and no picker', async () => {
    const { value, search, picker, lookupsLoaded } = start();
    await lookupsLoaded();
    expect(value()).toBe('filters');
    expect(search()?.fields.category.options).toEqual([{ id: 1, name: 'category' }]);
    expect(picker()).toBeUndefined();
  });

  it('an incomplete search stays at step 1; the toast comes from the search child', async () => {
    const { actor, value, search, searches } = start();
    const toasts: unknown[] = [];
    actor.getSnapshot().children.search?.on('toast', (event) => toasts.push(event));
    actor.send({ type: 'search.submit' });
    expect(value()).toBe('filters');
    expect(search()?.errors.category).toBe('Category is required');
    expect(toasts).toEqual([{ type: 'toast', tone: 'critical', message: 'Select all fields for search!!' }]);
    expect(searches.calls).toEqual([]);
  });

  it('a search with results goes to step 2, listing only providers with a zipcode_show', async () => {
    const { value, context, searchFor, searches } = start();
    await searchFor([listed, withoutZip, twoPlaces]);
    expect(searches.calls[0]).toEqual({
      category_id: 1,
      speciality_group_id: 2,
      speciality_id: 6,
      country_id: 1,
      state_id: 9,
      city: 'Miami',
    });
    expect(value()).toBe('providers');
    expect(context().providers.map((provider) => provider.business_provider_id)).toEqual([7, 8]);
    expect(context().noResults).toBe(false);
  });

  it.each([
    ['no providers', []],
    ['only providers without a zipcode_show', [withoutZip]],
  ])('a search with %s stays at step 1 with noResults, until the next search starts', async (_name, providers) => {
    const { actor, value, context, searchFor } = start();
    await searchFor(providers);
    expect(value()).toBe('filters');
    expect(context().noResults).toBe(true);
    actor.send({ type: 'search.submit' });
    expect(context().noResults).toBe(false);
  });

  it('choosing a provider goes to step 3 with a picker for that location', async () => {
    const { actor, value, context, picker, searchFor } = start();
    await searchFor([listed, twoPlaces]);
    actor.send({ type: 'provider.choose', providerId: 8, locationKey: 'location2' });
    expect(value()).toBe('schedule');
    expect(context().chosen?.locationKey).toBe('location2');
    expect(picker()?.getSnapshot().context.target).toEqual({
      providerId: 8,
      providerName: 'Dr. Ben Cole',
      address: '2 Ocean Dr, Tampa, FL 33602',
      timeZone: 'America/New_York',
      closedDays: ['Saturday', 'Sunday'],
    });
    expect(picker()?.getSnapshot().context.mode).toEqual({ kind: 'book' });
  });

  it('without a location key the first location is booked; an unknown provider or key is ignored', async () => {
    const { actor, value, context, searchFor } = start();
    await searchFor([twoPlaces]);
    actor.send({ type: 'provider.choose', providerId: 99 });
    actor.send({ type: 'provider.choose', providerId: 8, locationKey: 'location9' });
    expect(value()).toBe('providers');
    actor.send({ type: 'provider.choose', providerId: 8 });
    expect(context().chosen?.target.address).toBe('1 Main St, Orlando, FL 32801');
  });

  it('back returns a step at a time, keeping the filters; step 1 moves on only after a new search', async () => {
    const { actor, value, search, picker, searchFor, searches } = start();
    await searchFor([listed]);
    actor.send({ type: 'provider.choose', providerId: 7 });
    actor.send({ type: 'date.change', date: tomorrow });
    actor.send({ type: 'back' });
    expect(value()).toBe('providers');
    expect(picker()).toBeUndefined();
    actor.send({ type: 'back' });
    expect(value()).toBe('filters');
    expect(search()?.fields.city.selectedId).toBe(31);
    actor.send({ type: 'filter.select', field: 'city', id: null });
    expect(value()).toBe('filters');
    actor.send({ type: 'back' });
    expect(value()).toBe('filters');
    actor.send({ type: 'search.submit' });
    searches.resolve([listed]);
    await waitFor(actor, (state) => state.matches('providers'));
  });

  it('step 3 forwards the picker events; the picker loads the chosen date', async () => {
    const { actor, picker, slotLoads, searchFor, slotsLoaded } = start();
    await searchFor([listed]);
    actor.send({ type: 'provider.choose', providerId: 7 });
    actor.send({ type: 'date.change', date: tomorrow });
    await slotsLoaded();
    actor.send({ type: 'slot.select', label: '10:00 AM - 11:00 AM' });
    expect(slotLoads).toEqual([
      { providerId: 7, address: listed.service_provided.location1?.address, date: tomorrow, day: 'Sunday' },
    ]);
    expect(picker()?.getSnapshot().context.selectedSlot).toBe('10:00 AM - 11:00 AM');
  });

  it("after a booking: toast, 'booked', back to a fresh step 1, and a reload 2 s later", async () => {
    const started = start();
    const { clock, emitted, value, context, search, books, bookOne } = started;
    await bookOne();
    expect(books.calls).toEqual([
      {
        date: tomorrow,
        slot: '10:00 AM - 11:00 AM',
        provider_id: 7,
        address: listed.service_provided.location1?.address,
        day: 'Sunday',
        user_id: 'user-1',
      },
    ]);
    expect(value()).toBe('filters');
    expect(context()).toMatchObject({ providers: [], noResults: false, chosen: null });
    expect(search()).toMatchObject({ results: null, searchStatus: 'idle', errors: {} });
    expect(search()?.fields.category.selectedId).toBeNull();
    expect(search()?.fields.category.options).toHaveLength(1);
    expect(emitted).toEqual([bookedToast, booked]);
    clock.increment(BOOKING_RELOAD_DELAY_MS - 1);
    expect(emitted).toEqual([bookedToast, booked]);
    clock.increment(1);
    expect(emitted).toEqual([bookedToast, booked, reload]);
    clock.increment(10_000);
    expect(emitted).toHaveLength(3);
  });

  it('closing the wizard within the 2 s does not lose the reload', async () => {
    const { actor, clock, emitted, bookOne } = start();
    await bookOne();
    clock.increment(1000);
    actor.send({ type: 'close' });
    clock.increment(1000);
    expect(emitted).toEqual([bookedToast, booked, reload]);
  });

  it('a second booking within the 2 s restarts the wait and reloads once', async () => {
    const { clock, emitted, bookOne } = start();
    await bookOne();
    clock.increment(1500);
    await bookOne();
    clock.increment(1999);
    expect(emitted).toEqual([bookedToast, booked, bookedToast, booked]);
    clock.increment(1);
    expect(emitted).toEqual([bookedToast, booked, bookedToast, booked, reload]);
  });

  it('a failed booking stays at step 3 with the slots reloaded', async () => {
    const { actor, value, emitted, books, slotLoads, searchFor, slotsLoaded } = start();
    await searchFor([listed]);
    actor.send({ type: 'provider.choose', providerId: 7 });
    actor.send({ type: 'date.change', date: tomorrow });
    await slotsLoaded();
    actor.send({ type: 'slot.select', label: '10:00 AM - 11:00 AM' });
    actor.send({ type: 'confirm' });
    books.reject({
      status: 409,
      message: 'Sorry, that time was just booked by someone else. Please choose another slot.',
    });
    await slotsLoaded();
    expect(value()).toBe('schedule');
    expect(slotLoads).toHaveLength(2);
    expect(emitted).toEqual([]);
  });

  it("'close' resets to step 1 from any step", async () => {
    const { actor, value, context, search, picker, searchFor } = start();
    await searchFor([listed]);
    actor.send({ type: 'provider.choose', providerId: 7 });
    actor.send({ type: 'close' });
    expect(value()).toBe('filters');
    expect(picker()).toBeUndefined();
    expect(context()).toMatchObject({ providers: [], chosen: null, noResults: false });
    expect(search()?.fields.service.selectedId).toBeNull();
  });

  it('the reload delay can be shortened through provide', async () => {
    const { clock, emitted, bookOne } = start({ reloadAfterBooking: 10 });
    await bookOne();
    clock.increment(10);
    expect(emitted).toEqual([bookedToast, booked, reload]);
  });
});
