import { describe, expect, it } from 'vitest';
import { type SlotBooking, slotAvailability } from './slotAvailability';

const nine = { label: '09:00 AM - 10:00 AM', start: '09:00' };
const ten = { label: '10:00 AM - 11:00 AM', start: '10:00' };
const today = '2026-11-21';
const past = '2026-11-20';
const future = '2026-11-22';

const booking = (status: number, is_mine: boolean, date: string, slot = nine.label): SlotBooking => ({
  slot,
  status,
  date: `${date} 00:00:00`,
  is_mine,
});

/** Availability of the 09:00 slot; early morning, so today's clock never interferes. */
const nineAvailable = (date: string, bookings: SlotBooking[], nowMinutes = 0) =>
  slotAvailability({ slots: [nine, ten], bookings, date, today, nowMinutes })[0]?.available;

describe('a slot booked by another person is unavailable.', () => {
  it.each([
    ['past', past, 0],
    ['past', past, 4],
    ['today', today, 0],
    ['today', today, 1],
    ['future', future, 0],
    ['future', future, 1],
    ['future', future, 2],
  ])('%s date, status %i: unavailable', (_when, date, status) => {
    expect(nineAvailable(date, [booking(status, false, date)])).toBe(false);
  });

  it.each([
    ['past', past],
    ['today', today],
    ['future', future],
  ])('%s date, no booking: available', (_when, date) => {
    expect(nineAvailable(date, [])).toBe(true);
  });

  it('only the booked slot is affected, and bookings for other dates are ignored', () => {
    expect(
      slotAvailability({
        slots: [nine, ten],
        bookings: [booking(0, false, future), booking(0, false, '2026-11-23', ten.label)],
        date: future,
        today,
        nowMinutes: 0,
      }),
    ).toEqual([
      { label: nine.label, available: false },
      { label: ten.label, available: true },
    ]);
  });
});

describe('For past dates nothing further is changed.', () => {
  it.each([
    ['another person, status 4, stays unavailable', booking(4, false, past), false],
    ['another person, status 3, stays unavailable', booking(3, false, past), false],
    ['own booking, status 0, changes nothing', booking(0, true, past), true],
    ['own booking, status 1, changes nothing', booking(1, true, past), true],
  ])('%s', (_case, pastBooking, available) => {
    expect(nineAvailable(past, [pastBooking], 23 * 60)).toBe(available);
  });
});

describe('For future dates a booked slot with status 4 is free again and one with status 0 is unavailable.', () => {
  it.each([
    [4, false, true],
    [0, false, false],
    [1, false, false],
    [2, false, false],
    [3, false, true],
    [7, false, true],
    [4, true, true],
    [0, true, false],
    [1, true, false],
    [3, true, true],
  ])('status %i (own booking: %s): available %s', (status, isMine, available) => {
    expect(nineAvailable(future, [booking(status, isMine, future)])).toBe(available);
  });

  it('one booking that holds the slot outweighs a cancelled one', () => {
    expect(nineAvailable(future, [booking(4, false, future), booking(0, false, future)])).toBe(false);
  });
});

describe('For today, slots whose start time has already passed are unavailable.', () => {
  it.each([
    ['08:59, before the start', 8 * 60 + 59, true],
    ['09:00, at the start', 9 * 60, false],
    ['09:30, after the start', 9 * 60 + 30, false],
  ])('09:00 slot at %s: available %s', (_now, nowMinutes, available) => {
    expect(nineAvailable(today, [], nowMinutes)).toBe(available);
  });

  it('the clock does not apply to other dates', () => {
    expect(nineAvailable(future, [], 23 * 60)).toBe(true);
    expect(nineAvailable(past, [], 23 * 60)).toBe(true);
  });

  it.each([
    [4, true],
    [0, false],
  ])('today with a booking of status %i and time to spare: available %s', (status, available) => {
    expect(nineAvailable(today, [booking(status, false, today)], 8 * 60)).toBe(available);
  });
});
