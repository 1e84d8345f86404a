import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { manualActor } from '../testing/manualActor';
import { stillClock } from './clockActor';
import type { SlotBooking } from './slotAvailability';
import {
  type BookingTarget,
  type BookSlotInput,
  canConfirm,
  type LoadSlotsInput,
  type LoadSlotsOutput,
  type MoveInput,
  type RescheduleInput,
  type SlotPickerEmitted,
  type SlotPickerInput,
  slotPickerMachine,
} from './slotPickerMachine';

const target: BookingTarget = {
  providerId: 7,
  providerName: 'Dr. Ana Ruiz',
  address: '100 Biscayne Blvd, Miami, FL 33132',
  timeZone: 'America/New_York',
};

/** Saturday 2026-11-21, 09:05 in New York. */
const NOW = Date.parse('2026-11-21T14:05:00Z');
const today = '2026-11-21';
const tomorrow = '2026-11-22';

const daySlots = [
  { start: '09:00 AM', end: '10:00 AM' },
  { start: '10:00 AM', end: '11:00 AM' },
  { start: '01:00 PM', end: '02:00 PM' },
];
const booked = (slot: string, date: string, status = 1): SlotBooking => ({
  slot,
  status,
  date: `${date} 00:00:00`,
  is_mine: false,
});

function start(mode: SlotPickerInput['mode'] = { kind: 'book' }, now = NOW) {
  const loads = manualActor<LoadSlotsInput>();
  const books = manualActor<BookSlotInput>();
  const reschedules = manualActor<RescheduleInput>();
  const moves = manualActor<MoveInput>();
  const actor = createActor(
    slotPickerMachine.provide({
      actors: {
        loadSlots: fromPromise<LoadSlotsOutput, LoadSlotsInput>(
          ({ input }) => loads.track(input) as Promise<LoadSlotsOutput>,
        ),
        book: fromPromise<unknown, BookSlotInput>(({ input }) => books.track(input)),
        reschedule: fromPromise<unknown, RescheduleInput>(({ input }) => reschedules.track(input)),
        move: fromPromise<unknown, MoveInput>(({ input }) => moves.track(input)),
        clock: stillClock,
      },
    }),
    { input: { target, userId: 'user-1', mode, now } },
  );
  const emitted: SlotPickerEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const value = () => actor.getSnapshot().value;
  /** Chooses a date and lets its slots arrive. */
  const loadDate = async (date: string, bookings: SlotBooking[] = []) => {
    actor.send({ type: 'date.change', date });
    loads.resolve({ slots: daySlots, bookings });
    await waitFor(actor, (state) => state.matches({ choosing: 'loaded' }));
  };
  return { actor, loads, books, reschedules, moves, emitted, context, value, loadDate };
}

describe('slotPickerMachine: choosing', () => {
  it("starts with no date, today in the provider's zone as the minimum, and nothing to confirm", () => {
    const { context, value } = start();
    expect(value()).toEqual({ choosing: 'idle' });
    expect(context()).toMatchObject({ date: null, minDate: today, slots: [], slotsStatus: 'idle', selectedSlot: null });
    expect(canConfirm(context())).toBe(false);
  });

  it('the minimum follows the zone: 02:00 UTC on Sunday is still Saturday in New York', () => {
    const { context } = start({ kind: 'book' }, Date.parse('2026-11-22T02:00:00Z'));
    expect(context().minDate).toBe(today);
  });

  it('the clock actor moves the time on: past midnight in New York, today is no longer bookable', () => {
    const { actor, loads, context, value } = start();
    actor.send({ type: 'clock.tick', now: Date.parse('2026-11-22T05:30:00Z') });
    actor.send({ type: 'date.change', date: today });
    expect(context().minDate).toBe(tomorrow);
    expect(value()).toEqual({ choosing: 'idle' });
    expect(loads.calls).toEqual([]);
  });

  it('keeps a snapshot that survives JSON: the time is a number, not a function', async () => {
    const { actor, loadDate } = start();
    await loadDate(tomorrow);
    const persisted = actor.getPersistedSnapshot();
    expect(JSON.parse(JSON.stringify(persisted))).toEqual(persisted);
  });

  it('choosing a date loads its slots and bookings with the weekday', () => {
    const { actor, loads, context, value } = start();
    actor.send({ type: 'date.change', date: tomorrow });
    expect(value()).toEqual({ choosing: 'loading' });
    expect(context()).toMatchObject({ date: tomorrow, slotsStatus: 'loading' });
    expect(loads.calls).toEqual([{ providerId: 7, address: target.address, date: tomorrow, day: 'Sunday' }]);
  });

  it('today: a started slot and one booked by another person are unavailable; 12-hour starts are read right', async () => {
    const { loadDate, context, value } = start();
    await loadDate(today, [booked('10:00 AM - 11:00 AM', today)]);
    expect(value()).toEqual({ choosing: 'loaded' });
    expect(context().slotsStatus).toBe('loaded');
    expect(context().slots).toEqual([
      { label: '09:00 AM - 10:00 AM', available: false },
      { label: '10:00 AM - 11:00 AM', available: false },
      { label: '01:00 PM - 02:00 PM', available: true },
    ]);
  });

  it('a future date: a cancelled booking (status 4) frees the slot', async () => {
    const { loadDate, context } = start();
    await loadDate(tomorrow, [booked('09:00 AM - 10:00 AM', tomorrow, 4)]);
    expect(context().slots.every((slot) => slot.available)).toBe(true);
  });

  it('a date before today is kept as typed but loads nothing; clearing the date empties the slots', async () => {
    const { actor, loads, loadDate, context, value } = start();
    actor.send({ type: 'date.change', date: '2026-11-20' });
    expect(value()).toEqual({ choosing: 'idle' });
    expect(context()).toMatchObject({ date: '2026-11-20', slots: [], slotsStatus: 'idle' });
    expect(loads.calls).toEqual([]);
    await loadDate(tomorrow);
    // A year still being typed is an early date too: the slots of the day before go away.
    actor.send({ type: 'date.change', date: '0002-11-25' });
    expect(context()).toMatchObject({ date: '0002-11-25', slots: [], slotsStatus: 'idle', selectedSlot: null });
    expect(canConfirm(context())).toBe(false);
    actor.send({ type: 'date.change', date: null });
    expect(value()).toEqual({ choosing: 'idle' });
    expect(context()).toMatchObject({ date: null, slots: [], slotsStatus: 'idle', selectedSlot: null });
  });

  it('only an available slot can be selected; then Confirm is possible', async () => {
    const { actor, loadDate, context } = start();
    await loadDate(today);
    actor.send({ type: 'slot.select', label: '09:00 AM - 10:00 AM' });
    expect(context().selectedSlot).toBeNull();
    actor.send({ type: 'slot.select', label: '05:00 PM - 06:00 PM' });
    expect(context().selectedSlot).toBeNull();
    expect(canConfirm(context())).toBe(false);
    actor.send({ type: 'slot.select', label: '01:00 PM - 02:00 PM' });
    expect(context().selectedSlot).toBe('01:00 PM - 02:00 PM');
    expect(canConfirm(context())).toBe(true);
  });

  it('changing the date clears the selected slot', async () => {
    const { actor, loadDate, context } = start();
    await loadDate(tomorrow);
    actor.send({ type: 'slot.select', label: '09:00 AM - 10:00 AM' });
    actor.send({ type: 'date.change', date: '2026-11-23' });
    expect(context().selectedSlot).toBeNull();
    expect(canConfirm(context())).toBe(false);
  });

  it('an answer for an earlier date is dropped', async () => {
    const { actor, loads, context, value } = start();
    actor.send({ type: 'date.change', date: tomorrow });
    actor.send({ type: 'date.change', date: '2026-11-23' });
    expect(loads.calls.map((call) => call.date)).toEqual([tomorrow, '2026-11-23']);
    loads.resolve({ slots: [{ start: '08:00 AM', end: '09:00 AM' }], bookings: [] });
    loads.resolve({ slots: daySlots, bookings: [] });
    await waitFor(actor, (state) => state.matches({ choosing: 'loaded' }));
    expect(value()).toEqual({ choosing: 'loaded' });
    expect(context()).toMatchObject({ date: '2026-11-23', slotsStatus: 'loaded' });
    expect(context().slots.map((slot) => slot.label)).toEqual([
      '09:00 AM - 10:00 AM',
      '10:00 AM - 11:00 AM',
      '01:00 PM - 02:00 PM',
    ]);
  });

  it('a failed load shows failed with no slots; choosing the date again retries', async () => {
    const { actor, loads, context } = start();
    actor.send({ type: 'date.change', date: tomorrow });
    loads.reject(new Error('offline'));
    await waitFor(actor, (state) => state.matches({ choosing: 'failed' }));
    expect(context()).toMatchObject({ slots: [], slotsStatus: 'failed' });
    actor.send({ type: 'date.change', date: tomorrow });
    expect(loads.calls).toHaveLength(2);
  });

  it('confirm without a slot does nothing', async () => {
    const { actor, loadDate, books, value } = start();
    await loadDate(tomorrow);
    actor.send({ type: 'confirm' });
    expect(value()).toEqual({ choosing: 'loaded' });
    expect(books.calls).toEqual([]);
  });
});

describe('slotPickerMachine: booking', () => {
  async function chooseAndConfirm(started: ReturnType<typeof start>) {
    await started.loadDate(tomorrow);
    started.actor.send({ type: 'slot.select', label: '10:00 AM - 11:00 AM' });
    started.actor.send({ type: 'confirm' });
  }

  it('books the slot, locks the picker meanwhile, toasts for 2 s and ends done', async () => {
    const started = start();
    const { actor, books, emitted, value, context } = started;
    await chooseAndConfirm(started);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(books.calls).toEqual([
      {
        date: tomorrow,
        slot: '10:00 AM - 11:00 AM',
        provider_id: 7,
        address: target.address,
        day: 'Sunday',
        user_id: 'user-1',
      },
    ]);
    actor.send({ type: 'date.change', date: '2026-11-23' });
    actor.send({ type: 'confirm' });
    expect(context().date).toBe(tomorrow);
    expect(books.calls).toHaveLength(1);
    books.resolve({ status: 200 });
    await waitFor(actor, (state) => state.status === 'done');
    expect(value()).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ date: tomorrow, slot: '10:00 AM - 11:00 AM' });
    expect(emitted).toEqual([
      { type: 'toast', tone: 'success', message: 'Appointment booked successfully!', timeout: 2000 },
    ]);
  });

  it('reschedule mode moves the booking and says so', async () => {
    const started = start({ kind: 'reschedule', bookingId: 'BK-7QK2M9XH4T' });
    const { reschedules, books, emitted, value } = started;
    await chooseAndConfirm(started);
    expect(books.calls).toEqual([]);
    expect(reschedules.calls).toEqual([
      { booking_id: 'BK-7QK2M9XH4T', date: tomorrow, slot: '10:00 AM - 11:00 AM', day: 'Sunday' },
    ]);
    reschedules.resolve();
    await waitFor(started.actor, (state) => state.status === 'done');
    expect(value()).toBe('done');
    expect(emitted).toEqual([
      { type: 'toast', tone: 'success', message: 'Appointment rescheduled successfully!', timeout: 2000 },
    ]);
  });

  it.each([
    ['book', { kind: 'book' } as const],
    ['reschedule', { kind: 'reschedule', bookingId: 'BK-1' } as const],
  ])('a failed %s returns to choosing with the selection cleared and the slots reloaded', async (_name, mode) => {
    const started = start(mode);
    const { books, reschedules, loads, emitted, context } = started;
    await chooseAndConfirm(started);
    const sent = mode.kind === 'book' ? books : reschedules;
    sent.reject({
      status: 409,
      message: 'Sorry, that time was just booked by someone else. Please choose another slot.',
    });
    await waitFor(started.actor, (state) => state.matches({ choosing: 'loading' }));
    expect(context()).toMatchObject({ date: tomorrow, selectedSlot: null, slotsStatus: 'loading' });
    expect(loads.calls).toHaveLength(2);
    loads.resolve({ slots: daySlots, bookings: [booked('10:00 AM - 11:00 AM', tomorrow)] });
    await waitFor(started.actor, (state) => state.matches({ choosing: 'loaded' }));
    expect(context().slots.find((slot) => slot.label === '10:00 AM - 11:00 AM')?.available).toBe(false);
    // The app's API middleware has already toasted the server's message.
    expect(emitted).toEqual([]);
  });

  it('move mode (the provider) moves the customer’s booking and says the customer is told', async () => {
    const started = start({ kind: 'move', bookingId: 'BK-MOVE1' });
    const { moves, books, reschedules, emitted } = started;
    await chooseAndConfirm(started);
    expect([books.calls, reschedules.calls]).toEqual([[], []]);
    expect(moves.calls).toEqual([{ booking_id: 'BK-MOVE1', date: tomorrow, slot: '10:00 AM - 11:00 AM' }]);
    moves.resolve();
    await waitFor(started.actor, (state) => state.status === 'done');
    expect(emitted).toEqual([
      {
        type: 'toast',
        tone: 'success',
        message: 'Appointment moved. The customer has been told by e-mail.',
        timeout: 2000,
      },
    ]);
  });
});

describe('slotPickerMachine: a closed date', () => {
  it('keeps the server’s sentence for a closed date, and drops it when another date is chosen', async () => {
    const { actor, loads, context } = start();
    const closed = 'This location is closed on November 26, 2026 (Thanksgiving Day). Please choose another day.';
    actor.send({ type: 'date.change', date: '2026-11-26' });
    loads.resolve({ slots: [], bookings: [], closed });
    await waitFor(actor, (state) => state.matches({ choosing: 'loaded' }));
    expect(context()).toMatchObject({ slots: [], closedMessage: closed });
    expect(actor.getSnapshot().can({ type: 'confirm' })).toBe(false);
    actor.send({ type: 'date.change', date: '2026-11-27' });
    expect(context().closedMessage).toBeNull();
    loads.resolve({ slots: daySlots, bookings: [] });
    await waitFor(actor, (state) => state.matches({ choosing: 'loaded' }));
    expect(context().closedMessage).toBeNull();
    expect(context().slots).toHaveLength(3);
  });
});
