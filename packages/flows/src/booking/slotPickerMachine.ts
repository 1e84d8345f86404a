import {
  parseSlotLabel,
  type SlotsStatus,
  type SlotTimes,
  slotLabel,
  type WeekdayName,
  weekdayName,
  weekdayOfDate,
  zonedNow,
} from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import { type ClockTick, clockActor } from './clockActor';
import { type SlotAvailability, type SlotBooking, slotAvailability } from './slotAvailability';

/**
 * The provider location a booking is for; `address` names the location to the slot and booking calls.
 * `closedDays` are the weekdays it is closed, which the date picker disables; absent where the
 * caller does not know the location's hours (an appointment row carries none).
 */
export type BookingTarget = {
  providerId: number;
  providerName: string;
  address: string;
  timeZone: string;
  closedDays?: readonly WeekdayName[];
};

/** `move`: the provider moves a customer's booking (issue 25); the others are the customer's. */
export type SlotPickerMode =
  | { kind: 'book' }
  | { kind: 'reschedule'; bookingId: string }
  | { kind: 'move'; bookingId: string };

export type SlotPickerInput = {
  target: BookingTarget;
  /** The signed-in customer's id, sent as bookSlot's `user_id`. */
  userId: string;
  mode: SlotPickerMode;
  /** The instant the picker opens, in epoch milliseconds; its `clock` actor moves it on. */
  now: number;
};

export type SlotPickerContext = SlotPickerInput & {
  /** The chosen date 'YYYY-MM-DD', or null before one is chosen. */
  date: string | null;
  /** Today in the target's time zone: the date picker's minimum (spec §5). */
  minDate: string;
  slots: SlotAvailability[];
  slotsStatus: SlotsStatus;
  /** The chosen slot's label, '09:00 AM - 10:00 AM'. */
  selectedSlot: string | null;
  /** Why the chosen date has no slots when the location is closed that day (a closure, its weekday). */
  closedMessage: string | null;
};

export type SlotPickerEvent =
  | { type: 'date.change'; date: string | null }
  | { type: 'slot.select'; label: string }
  | { type: 'confirm' }
  | ClockTick;

export type SlotPickerEmitted = DashboardToast;

/** What `loadSlots` is asked: get_slots_using_address takes `day`, listSlotBookings takes `date`. */
export type LoadSlotsInput = { providerId: number; address: string; date: string; day: WeekdayName };
/**
 * get_slots_using_address's time_slots (12-hour) and listSlotBookings's data for the date;
 * `closed` is the server's sentence for a date the location is closed.
 */
export type LoadSlotsOutput = { slots: SlotTimes[]; bookings: SlotBooking[]; closed?: string };

/** The bookSlot body (spec §3 booking payload). */
export type BookSlotInput = {
  date: string;
  slot: string;
  provider_id: number;
  address: string;
  day: WeekdayName;
  user_id: string;
};

/** The reschedule_booking body (openapi RescheduleRequest). */
export type RescheduleInput = { booking_id: string; date: string; slot: string; day: WeekdayName };
/** The provider's move (openapi MoveAppointmentRequest, with the booking it moves). */
export type MoveInput = { booking_id: string; date: string; slot: string };

/** The final state's output: the date and slot just booked. */
export type SlotPickerOutput = { date: string; slot: string };

export const slotPickerMessages = {
  booked: 'Appointment booked successfully!',
  rescheduled: 'Appointment rescheduled successfully!',
  moved: 'Appointment moved. The customer has been told by e-mail.',
} as const;

/**
 * spec §5: "Booking needs both a date and a slot; Confirm is disabled otherwise." The slot must
 * also be one the loaded list offers as available. The app pairs this with
 * `snapshot.matches('choosing')` (or its `isSubmitting` opposite) to enable 'Confirm Booking'.
 */
export function canConfirm(context: Pick<SlotPickerContext, 'date' | 'slots' | 'selectedSlot' | 'slotsStatus'>) {
  const { date, slots, selectedSlot, slotsStatus } = context;
  if (date === null || selectedSlot === null || slotsStatus !== 'loaded') return false;
  return slots.some((slot) => slot.label === selectedSlot && slot.available);
}

/** The weekday of a date as the slot and booking calls name it: 'Monday'. */
const dayOf = (date: string) => weekdayName(weekdayOfDate(date));

/**
 * The slots of a date with their availability (spec §4), judged by the clock in the target's zone.
 * A slot whose times are not exactly the contract's 12-hour form is left out rather than guessed at.
 */
export function availableSlots(
  { slots, bookings }: LoadSlotsOutput,
  date: string,
  now: Date,
  timeZone: string,
): SlotAvailability[] {
  const { today, nowMinutes } = zonedNow(now, timeZone);
  return slotAvailability({
    slots: slots.flatMap(({ start, end }) => {
      const times = parseSlotLabel(`${start} - ${end}`);
      return times ? [{ label: slotLabel(times.start, times.end), start: times.start }] : [];
    }),
    bookings,
    date,
    today,
    nowMinutes,
  });
}

const todayIn = ({ now, target }: Pick<SlotPickerContext, 'now' | 'target'>) =>
  zonedNow(new Date(now), target.timeZone).today;

/**
 * Choosing a date and a slot, then booking it — one machine for Book Appointment on the search
 * screen, the wizard's step 3 ('Schedule Appointment'), Rebook (mode book) and Reschedule
 * (mode reschedule). States: `choosing` (substates `idle` no date, `loading`, `loaded`, `failed`),
 * `submitting`, `done` (final, output `{ date, slot }`).
 *
 * Readings the spec leaves open, decided here:
 * - "Today" and passed slots are judged in the target location's time zone (the API does too);
 *   `minDate` is recomputed on every date change so a picker left open past midnight follows.
 * - A date before `minDate` is kept as typed (the date field shows it with its range message) but
 *   loads no slots, so nothing can be booked on it; null clears the date and the slots. Keeping it
 *   matters: a date field reports every complete value while the year is typed ('0002-11-25',
 *   '0020-11-25'…), and refusing those would make the field drop what was typed.
 * - Changing the date clears the selected slot and loads again; an answer for an earlier date
 *   is dropped. Availability is computed when the slots arrive.
 * - A failed slot load leaves `slotsStatus` 'failed' and an empty list; choosing the date again retries.
 * - Selecting an unavailable or unknown slot is ignored.
 * - A failed booking (409: someone else took the slot; the app's API middleware toasts the
 *   server's message) returns to choosing with the selection cleared and the date's slots
 *   reloaded. Success emits the success toast (2 s) and ends in `done`; the app closes the dialog.
 */
export const slotPickerMachine = setup({
  types: {
    input: {} as SlotPickerInput,
    context: {} as SlotPickerContext,
    events: {} as SlotPickerEvent,
    emitted: {} as SlotPickerEmitted,
    output: {} as SlotPickerOutput,
  },
  actors: {
    loadSlots: fromPromise<LoadSlotsOutput, LoadSlotsInput>(async () => {
      throw new Error('loadSlots is provided by the app');
    }),
    book: fromPromise<unknown, BookSlotInput>(async () => {
      throw new Error('book is provided by the app');
    }),
    reschedule: fromPromise<unknown, RescheduleInput>(async () => {
      throw new Error('reschedule is provided by the app');
    }),
    move: fromPromise<unknown, MoveInput>(async () => {
      throw new Error('move is provided by the app');
    }),
    clock: clockActor,
  },
  guards: {
    isClearingDate: ({ event }) => {
      assertEvent(event, 'date.change');
      return event.date === null;
    },
    isWellFormedDate: ({ event }) => {
      assertEvent(event, 'date.change');
      return event.date !== null && /^\d{4}-\d{2}-\d{2}$/.test(event.date);
    },
    isBookableDate: ({ context, event }) => {
      assertEvent(event, 'date.change');
      return event.date !== null && /^\d{4}-\d{2}-\d{2}$/.test(event.date) && event.date >= todayIn(context);
    },
    isAvailableSlot: ({ context, event }) => {
      assertEvent(event, 'slot.select');
      return context.slots.some((slot) => slot.label === event.label && slot.available);
    },
    canConfirm: ({ context }) => canConfirm(context),
    isReschedule: ({ context }) => context.mode.kind === 'reschedule',
    isMove: ({ context }) => context.mode.kind === 'move',
  },
  actions: {
    clearDate: assign(({ context }) => ({
      date: null,
      minDate: todayIn(context),
      slots: [],
      slotsStatus: 'idle' as const,
      selectedSlot: null,
      closedMessage: null,
    })),
    setDate: assign(({ context, event }) => {
      assertEvent(event, 'date.change');
      return { date: event.date, minDate: todayIn(context), selectedSlot: null };
    }),
    selectSlot: assign(({ event }) => {
      assertEvent(event, 'slot.select');
      return { selectedSlot: event.label };
    }),
    clearSlots: assign({ slots: [], slotsStatus: 'idle' as const, selectedSlot: null, closedMessage: null }),
    startLoading: assign({ slots: [], slotsStatus: 'loading' as const, selectedSlot: null, closedMessage: null }),
    succeeded: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'success' as const,
      message:
        slotPickerMessages[({ book: 'booked', reschedule: 'rescheduled', move: 'moved' } as const)[context.mode.kind]],
      timeout: SUCCESS_TOAST_TIMEOUT_MS,
    })),
  },
}).createMachine({
  id: 'slotPicker',
  context: ({ input }) => ({
    ...input,
    date: null,
    minDate: todayIn(input),
    slots: [],
    slotsStatus: 'idle',
    selectedSlot: null,
    closedMessage: null,
  }),
  invoke: { src: 'clock' },
  on: {
    'clock.tick': { actions: assign({ now: ({ event }) => event.now }) },
  },
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'idle',
      on: {
        'date.change': [
          { guard: 'isClearingDate', target: '.idle', actions: 'clearDate' },
          { guard: 'isBookableDate', target: '.loading', reenter: true, actions: 'setDate' },
          { guard: 'isWellFormedDate', target: '.idle', actions: ['setDate', 'clearSlots'] },
        ],
        'slot.select': { guard: 'isAvailableSlot', actions: 'selectSlot' },
        confirm: { guard: 'canConfirm', target: 'submitting' },
      },
      states: {
        idle: {},
        loading: {
          entry: 'startLoading',
          invoke: {
            src: 'loadSlots',
            input: ({ context }) => {
              const date = context.date ?? context.minDate;
              return {
                providerId: context.target.providerId,
                address: context.target.address,
                date,
                day: dayOf(date),
              };
            },
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event }) => ({
                slots: availableSlots(event.output, context.date ?? '', new Date(context.now), context.target.timeZone),
                slotsStatus: 'loaded' as const,
                closedMessage: event.output.closed ?? null,
              })),
            },
            onError: { target: 'failed', actions: assign({ slotsStatus: 'failed' as const }) },
          },
        },
        loaded: {},
        failed: {},
      },
    },
    submitting: {
      initial: 'sending',
      states: {
        sending: {
          always: [
            { guard: 'isReschedule', target: 'rescheduling' },
            { guard: 'isMove', target: 'moving' },
            { target: 'booking' },
          ],
        },
        booking: {
          invoke: {
            src: 'book',
            input: ({ context }) => {
              const date = context.date ?? '';
              return {
                date,
                slot: context.selectedSlot ?? '',
                provider_id: context.target.providerId,
                address: context.target.address,
                day: dayOf(date),
                user_id: context.userId,
              };
            },
            onDone: { target: '#slotPicker.done', actions: 'succeeded' },
            onError: { target: '#slotPicker.choosing.loading' },
          },
        },
        rescheduling: {
          invoke: {
            src: 'reschedule',
            input: ({ context }) => {
              const date = context.date ?? '';
              const bookingId = context.mode.kind === 'reschedule' ? context.mode.bookingId : '';
              return { booking_id: bookingId, date, slot: context.selectedSlot ?? '', day: dayOf(date) };
            },
            onDone: { target: '#slotPicker.done', actions: 'succeeded' },
            onError: { target: '#slotPicker.choosing.loading' },
          },
        },
        moving: {
          invoke: {
            src: 'move',
            input: ({ context }) => ({
              booking_id: context.mode.kind === 'move' ? context.mode.bookingId : '',
              date: context.date ?? '',
              slot: context.selectedSlot ?? '',
            }),
            onDone: { target: '#slotPicker.done', actions: 'succeeded' },
            onError: { target: '#slotPicker.choosing.loading' },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ date: context.date ?? '', slot: context.selectedSlot ?? '' }),
});
