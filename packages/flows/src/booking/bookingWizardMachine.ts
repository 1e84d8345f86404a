import { assertEvent, assign, emit, enqueueActions, type SnapshotFrom, sendTo, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import type { FoundProvider } from '../search/foundProvider';
import { type SearchFiltersEvent, searchFiltersMachine } from '../search/searchFiltersMachine';
import { type ClockTick, clockActor } from './clockActor';
import { bookingTarget, providerLocations, wizardProviders } from './providerCards';
import {
  type BookingTarget,
  type SlotPickerEvent,
  type SlotPickerInput,
  slotPickerMachine,
  slotPickerMessages,
} from './slotPickerMachine';

/** spec §4, §9: "Page reload 2 seconds after a booking." */
export const BOOKING_RELOAD_DELAY_MS = 2000;

export type BookingWizardInput = {
  /** The signed-in customer's id, for bookSlot. */
  userId: string;
  /** The instant the wizard opens, in epoch milliseconds; its `clock` actor moves it on. */
  now: number;
};

export type ChosenProvider = { provider: FoundProvider; locationKey: string; target: BookingTarget };

export type BookingWizardContext = {
  userId: string;
  /** The time, epoch milliseconds: step 3's picker starts from it. */
  now: number;
  /** Step 2's list: the last search's providers with a non-empty zipcode_show (spec §5). */
  providers: FoundProvider[];
  /** True after a search whose answer had no provider to list; cleared by the next search. */
  noResults: boolean;
  /** The provider and location chosen at step 2, booked at step 3. */
  chosen: ChosenProvider | null;
  /** The search answer already acted on, so going back to step 1 does not jump forward again. */
  handledResults: FoundProvider[] | null;
};

export type BookingWizardEvent =
  | { type: 'back' }
  /** Without `locationKey` the provider's first location is booked. */
  | { type: 'provider.choose'; providerId: number; locationKey?: string }
  | { type: 'close' }
  /** Forwarded to the `search` child while at step 1. */
  | Extract<SearchFiltersEvent, { type: 'filter.select' | 'search.submit' }>
  /** Forwarded to the `picker` child while at step 3. */
  | SlotPickerEvent
  /** Internal: the delayed reload falls due. */
  | { type: 'reload.due' }
  | ClockTick;

/**
 * 'booked' tells the app the booking went through (it closes the dialog); 'reload', 2 s later,
 * asks it to reload the page (its appointments and counts).
 */
export type BookingWizardEmitted = DashboardToast | { type: 'booked' } | { type: 'reload' };

type SearchSnapshot = SnapshotFrom<typeof searchFiltersMachine>;

const RELOAD_ID = 'reloadAfterBooking';

function chooseProvider(providers: FoundProvider[], providerId: number, locationKey?: string): ChosenProvider | null {
  const provider = providers.find((candidate) => candidate.business_provider_id === providerId);
  if (!provider) return null;
  const locations = providerLocations(provider);
  const location = locationKey === undefined ? locations[0] : locations.find(({ key }) => key === locationKey);
  if (!location) return null;
  return {
    provider,
    locationKey: location.key,
    target: bookingTarget(provider, location),
  };
}

const isNewAnswer = (context: BookingWizardContext, snapshot: SearchSnapshot) =>
  snapshot.context.searchStatus === 'done' &&
  snapshot.context.results !== null &&
  snapshot.context.results !== context.handledResults;

/**
 * The Appointments screen's 'Book New Appointment' wizard (spec §2, §4): `filters` (step 1,
 * 'Book New Appointment') → `providers` (step 2, 'Select Provider') → `schedule` (step 3,
 * 'Schedule Appointment'). The state value is exactly the step name.
 *
 * Children the app renders (typed on `snapshot.children`):
 * - `search`: a `searchFiltersMachine`, alive as long as the wizard, so going back keeps the
 *   dropdowns. The app may send it events directly or send 'filter.select' / 'search.submit' to
 *   the wizard, which forwards them at step 1. Its 'Select all fields for search!!' toast is the
 *   child's own: subscribe with `snapshot.children.search.on('toast', …)`.
 * - `picker`: a `slotPickerMachine` (mode book) for the chosen location, present only at step 3
 *   (undefined elsewhere); 'date.change' / 'slot.select' / 'confirm' sent to the wizard are
 *   forwarded to it. Do not subscribe to its toasts: the wizard re-emits the booking's.
 * Provide their I/O as whole machines: `bookingWizardMachine.provide({ actors: { searchFilters:
 * searchFiltersMachine.provide(...), slotPicker: slotPickerMachine.provide(...) } })`.
 *
 * Readings the spec leaves open, decided here:
 * - Step 1 goes to step 2 only when a search answers with at least one provider that has a
 *   zipcode_show; otherwise it stays with `noResults` true until the next search starts.
 * - 'back' from step 3 returns to step 2 and drops the date and slot; from step 2 to step 1 with
 *   the dropdowns kept; moving on again takes a new search. 'close' returns to step 1 with everything cleared; it does not
 *   stop a reload already due. The dialog's open state is the app's.
 * - The booking's success toast is emitted by the wizard (listen to the wizard, not the picker).
 *   After it the wizard resets to step 1 and emits 'reload' 2 s later (`reloadAfterBooking`
 *   delay); a second booking within the 2 s restarts the wait, so the app reloads once.
 */
export const bookingWizardMachine = setup({
  types: {
    input: {} as BookingWizardInput,
    context: {} as BookingWizardContext,
    events: {} as BookingWizardEvent,
    emitted: {} as BookingWizardEmitted,
    children: {} as { search: 'searchFilters'; picker: 'slotPicker' },
  },
  actors: {
    searchFilters: searchFiltersMachine,
    slotPicker: slotPickerMachine,
    clock: clockActor,
  },
  delays: {
    reloadAfterBooking: BOOKING_RELOAD_DELAY_MS,
  },
  guards: {
    canChoose: ({ context, event }) => {
      assertEvent(event, 'provider.choose');
      return chooseProvider(context.providers, event.providerId, event.locationKey) !== null;
    },
  },
  actions: {
    forwardToSearch: sendTo('search', ({ event }) => {
      assertEvent(event, ['filter.select', 'search.submit']);
      return event;
    }),
    forwardToPicker: sendTo('picker', ({ event }) => {
      assertEvent(event, ['date.change', 'slot.select', 'confirm']);
      return event;
    }),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'provider.choose');
      return { chosen: chooseProvider(context.providers, event.providerId, event.locationKey) };
    }),
    reset: enqueueActions(({ enqueue }) => {
      enqueue.sendTo('search', { type: 'filters.reset' });
      enqueue.assign({ providers: [], noResults: false, chosen: null, handledResults: null });
    }),
    booked: emit({
      type: 'toast' as const,
      tone: 'success' as const,
      message: slotPickerMessages.booked,
      timeout: SUCCESS_TOAST_TIMEOUT_MS,
    }),
    scheduleReload: enqueueActions(({ enqueue }) => {
      enqueue.cancel(RELOAD_ID);
      enqueue.raise({ type: 'reload.due' }, { id: RELOAD_ID, delay: 'reloadAfterBooking' });
    }),
    reload: emit({ type: 'reload' as const }),
    announceBooked: emit({ type: 'booked' as const }),
  },
}).createMachine({
  id: 'bookingWizard',
  context: ({ input }) => ({
    userId: input.userId,
    now: input.now,
    providers: [],
    noResults: false,
    chosen: null,
    handledResults: null,
  }),
  invoke: [
    { src: 'clock' },
    {
      id: 'search',
      src: 'searchFilters',
      onSnapshot: [
        {
          // Searches run at step 1; the `filters` state moves on once `providers` is non-empty.
          guard: ({ context, event }) => isNewAnswer(context, event.snapshot),
          actions: assign(({ event }) => {
            const results = event.snapshot.context.results ?? [];
            const providers = wizardProviders(results);
            return { handledResults: results, providers, noResults: providers.length === 0 };
          }),
        },
        {
          guard: ({ context, event }) => context.noResults && event.snapshot.context.searchStatus === 'searching',
          actions: assign({ noResults: false }),
        },
      ],
    },
  ],
  on: {
    'clock.tick': { actions: assign({ now: ({ event }) => event.now }) },
    close: { target: '.filters', actions: 'reset' },
    'reload.due': { actions: 'reload' },
  },
  initial: 'filters',
  states: {
    filters: {
      always: { guard: ({ context }) => context.providers.length > 0, target: 'providers' },
      on: {
        'filter.select': { actions: 'forwardToSearch' },
        'search.submit': { actions: 'forwardToSearch' },
      },
    },
    providers: {
      on: {
        back: { target: 'filters', actions: assign({ providers: [] }) },
        'provider.choose': { guard: 'canChoose', target: 'schedule', actions: 'choose' },
      },
    },
    schedule: {
      invoke: {
        id: 'picker',
        src: 'slotPicker',
        input: ({ context }): SlotPickerInput => ({
          // `chosen` is always set here: 'provider.choose' only enters this step when it resolves.
          target: context.chosen?.target ?? { providerId: 0, providerName: '', address: '', timeZone: 'UTC' },
          userId: context.userId,
          mode: { kind: 'book' },
          now: context.now,
        }),
        onDone: { target: 'filters', actions: ['booked', 'announceBooked', 'reset', 'scheduleReload'] },
      },
      on: {
        back: { target: 'providers', actions: assign({ chosen: null }) },
        'date.change': { actions: 'forwardToPicker' },
        'slot.select': { actions: 'forwardToPicker' },
        confirm: { actions: 'forwardToPicker' },
      },
    },
  },
});
