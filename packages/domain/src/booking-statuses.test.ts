import { describe, expect, it } from 'vitest';
import {
  bookingStatusName,
  bookingWizardTitles,
  canCancelBooking,
  holdsSlot,
  isMovable,
  isUpcomingListed,
  providerBookingActionsFor,
  providerBookingStatusName,
} from './booking-statuses';

describe('booking_status: 0 Pending, 1 Confirmed, 2 Completed, 3 or any other Canceled; 4 also cancelled', () => {
  it.each([
    [0, 'Pending', true, true, true, true],
    [1, 'Confirmed', true, true, true, true],
    [2, 'Completed', false, false, false, true],
    [3, 'Canceled', true, false, false, false],
    [4, 'Canceled', false, false, false, false],
    [9, 'Canceled', true, false, false, false],
  ])(
    '%i reads %s; cancel shown %s; upcoming %s; movable %s; holds its slot %s',
    (status, name, cancel, upcoming, movable, holds) => {
      expect(bookingStatusName(status)).toBe(name);
      // spec: "The Cancel button is hidden for statuses 2 and 4."
      expect(canCancelBooking(status)).toBe(cancel);
      // spec: "The upcoming list excludes status 2"; issue 27: cancelled ones move to Past too.
      expect(isUpcomingListed(status)).toBe(upcoming);
      expect(isMovable(status)).toBe(movable);
      expect(holdsSlot(status)).toBe(holds);
    },
  );
});

describe('the booking wizard', () => {
  it('titles its steps as the spec does', () => {
    expect(bookingWizardTitles).toEqual({
      filters: 'Book New Appointment',
      providers: 'Select Provider',
      schedule: 'Schedule Appointment',
    });
  });
});

describe('the provider’s view of an appointment', () => {
  it.each([
    [0, 'upcoming', ['confirm', 'cancel']],
    [0, 'started', ['confirm', 'complete', 'noShow']],
    [0, 'ended', ['complete', 'noShow']],
    [1, 'upcoming', ['cancel']],
    [1, 'ended', ['complete', 'noShow']],
    [1, 'closed', ['complete', 'noShow']],
    [0, 'closed', ['complete', 'noShow']],
    [2, 'started', ['noShow']],
    [2, 'ended', ['noShow']],
    [2, 'closed', []],
    [3, 'upcoming', []],
    [4, 'upcoming', []],
    [5, 'ended', ['complete']],
    [5, 'closed', []],
  ] as const)('status %i, %s: %j', (status, timing, actions) => {
    expect(providerBookingActionsFor(status, timing)).toEqual(actions);
  });

  it('names a no-show and the customer’s own cancellation; customers read a no-show as Canceled', () => {
    expect(providerBookingStatusName(5)).toBe('No-show');
    expect(providerBookingStatusName(4)).toBe('Cancelled by customer');
    expect(bookingStatusName(5)).toBe('Canceled');
    expect(providerBookingStatusName(3)).toBe('Cancelled');
    expect(holdsSlot(5)).toBe(false);
  });
});
