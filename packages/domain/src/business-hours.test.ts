import { describe, expect, it } from 'vitest';
import { dayHoursProblem, daySlots, slotWithinHours, weekSlots } from './business-hours';

const open = (from: string, to: string) => ({ open: from, close: to, isClosed: false });

describe('slots from business hours', () => {
  it('gives a day its hour-long slots from opening time', () => {
    expect(daySlots(open('08:00', '11:30'))).toEqual([
      { start: '08:00', end: '09:00' },
      { start: '09:00', end: '10:00' },
      { start: '10:00', end: '11:00' },
    ]);
    expect(daySlots({ ...open('09:00', '17:00'), isClosed: true })).toEqual([]);
  });

  it('gives the week every slot of any day, once, earliest first', () => {
    const slots = weekSlots({ monday: open('07:00', '09:00'), tuesday: open('08:00', '10:00') });
    expect(slots.map((slot) => slot.start)).toEqual(['07:00', '08:00', '09:00']);
  });

  it('offers a slot on a day only inside its hours and in step with its opening time', () => {
    expect(slotWithinHours(open('09:00', '17:00'), '09:00', '10:00')).toBe(true);
    expect(slotWithinHours(open('09:00', '17:00'), '16:00', '17:00')).toBe(true);
    expect(slotWithinHours(open('09:00', '17:00'), '08:00', '09:00')).toBe(false);
    expect(slotWithinHours(open('09:30', '17:00'), '10:00', '11:00')).toBe(false);
    expect(slotWithinHours(open('09:30', '17:00'), '10:30', '11:30')).toBe(true);
    expect(slotWithinHours(undefined, '10:00', '11:00')).toBe(false);
  });

  it('says what is wrong with a day', () => {
    expect(dayHoursProblem('monday', open('09:00', '17:00'))).toBeUndefined();
    expect(dayHoursProblem('monday', open('17:00', '09:00'))).toBe(
      'Monday: closing time must be at least an hour after opening time.',
    );
    expect(dayHoursProblem('friday', open('', '12:00'))).toBe('Friday: enter the opening and closing times.');
    expect(dayHoursProblem('sunday', { open: '', close: '', isClosed: true })).toBeUndefined();
  });
});
