import { describe, expect, it } from 'vitest';
import { minutesOfDay, parseSlotLabel, slotLabel, twelveHourTime, twentyFourHourTime } from './clock-times';

describe("Slot label format 'start - end' in 12-hour AM/PM form.", () => {
  it.each([
    ['09:00', '10:00', '09:00 AM - 10:00 AM'],
    ['11:30', '12:00', '11:30 AM - 12:00 PM'],
    ['12:00', '13:00', '12:00 PM - 01:00 PM'],
    ['00:30', '01:30', '12:30 AM - 01:30 AM'],
    ['23:00', '00:00', '11:00 PM - 12:00 AM'],
    ['9:00', '10:00:00', '09:00 AM - 10:00 AM'],
  ])('%s to %s reads %s', (start, end, label) => {
    expect(slotLabel(start, end)).toBe(label);
  });

  it.each([
    ['12:00', '12:00 PM'],
    ['00:30', '12:30 AM'],
    ['13:00', '01:00 PM'],
    ['17:45:00', '05:45 PM'],
  ])('%s reads %s', (time, shown) => {
    expect(twelveHourTime(time)).toBe(shown);
  });

  it.each(['09:00 AM', '25:00', '12:60', 'soon', ''])('%j is no 24-hour time and is refused', (time) => {
    expect(() => twelveHourTime(time)).toThrow(RangeError);
  });
});

describe('twentyFourHourTime reads exactly the contract’s ClockTime', () => {
  it.each([
    ['09:00 AM', '09:00'],
    ['12:00 AM', '00:00'],
    ['12:30 PM', '12:30'],
    ['01:00 PM', '13:00'],
    ['11:59 PM', '23:59'],
  ])('%s reads %s', (time, shown) => {
    expect(twentyFourHourTime(time)).toBe(shown);
  });

  it.each(['11:59 pm', '9:05 AM', '9:05AM', '13:00', '13:00 PM', '00:30 AM', ' 09:00 AM', 'soon'])(
    '%j is refused',
    (time) => {
      expect(twentyFourHourTime(time)).toBeUndefined();
    },
  );
});

describe('parseSlotLabel', () => {
  it('reads a slot label back into 24-hour times', () => {
    expect(parseSlotLabel('09:00 AM - 10:00 AM')).toEqual({ start: '09:00', end: '10:00' });
    expect(parseSlotLabel('11:00 AM - 12:00 PM')).toEqual({ start: '11:00', end: '12:00' });
    expect(parseSlotLabel('03:00 PM - 04:00 PM')).toEqual({ start: '15:00', end: '16:00' });
  });

  it.each([
    '10:00 AM - 09:00 AM',
    '09:00 AM - 09:00 AM',
    '09:00 AM-10:00 AM',
    '9:00 AM - 10:00 AM',
    '09:00 am - 10:00 am',
    '09:00 AM - 10:00 AM - 11:00 AM',
    '09:00 - 10:00',
    '',
  ])('refuses %j', (label) => {
    expect(parseSlotLabel(label)).toBeUndefined();
  });

  it('formats what it reads back to the same label', () => {
    const times = parseSlotLabel('12:30 PM - 01:30 PM');
    expect(times && slotLabel(times.start, times.end)).toBe('12:30 PM - 01:30 PM');
  });
});

describe('minutesOfDay', () => {
  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['23:59:00', 1439],
  ])('%s is minute %i', (time, minutes) => {
    expect(minutesOfDay(time)).toBe(minutes);
  });
});
