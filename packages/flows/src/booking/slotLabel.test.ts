import { describe, expect, it } from 'vitest';
import { slotLabel, twelveHourTime, twentyFourHourTime } from './slotLabel';

describe("Slot label format 'start - end' in 12-hour AM/PM form.", () => {
  it.each([
    ['09:00', '10:00', '09:00 AM - 10:00 AM'],
    ['11:30', '12:00', '11:30 AM - 12:00 PM'],
    ['12:00', '13:00', '12:00 PM - 01:00 PM'],
    ['00:30', '01:30', '12:30 AM - 01:30 AM'],
    ['23:00', '00:00', '11:00 PM - 12:00 AM'],
    ['9:00', '10:00:00', '09:00 AM - 10:00 AM'],
    ['09:00 AM', '10:00 AM', '09:00 AM - 10:00 AM'],
    ['04:00 PM', '17:00', '04:00 PM - 05:00 PM'],
  ])('%s to %s reads %s', (start, end, label) => {
    expect(slotLabel({ start, end })).toBe(label);
  });

  it.each([
    ['12:00', '12:00 PM'],
    ['00:30', '12:30 AM'],
    ['13:00', '01:00 PM'],
    ['09:00 AM', '09:00 AM'],
    ['25:00', '25:00'],
    ['soon', 'soon'],
  ])('%s reads %s', (time, shown) => {
    expect(twelveHourTime(time)).toBe(shown);
  });
});

describe('twentyFourHourTime: the API’s 12-hour starts as slotAvailability reads them', () => {
  it.each([
    ['09:00 AM', '09:00'],
    ['12:00 AM', '00:00'],
    ['12:30 PM', '12:30'],
    ['01:00 PM', '13:00'],
    ['11:59 pm', '23:59'],
    ['9:05AM', '09:05'],
    ['13:00', '13:00'],
    ['13:00 PM', '13:00 PM'],
    ['soon', 'soon'],
  ])('%s reads %s', (time, shown) => {
    expect(twentyFourHourTime(time)).toBe(shown);
  });
});
