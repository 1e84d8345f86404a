import { describe, expect, it } from 'vitest';
import { weekdayName, weekdayOfDate, zonedNow } from './weekdays';

describe('zonedNow: today, the time of day and the weekday in the location’s zone', () => {
  it.each([
    // 2026-11-21 is a Saturday.
    ['UTC', 'UTC', '2026-11-21T14:05:00Z', '2026-11-21', 14 * 60 + 5, 'saturday'],
    ['New York, same day', 'America/New_York', '2026-11-21T14:05:00Z', '2026-11-21', 9 * 60 + 5, 'saturday'],
    ['New York, still yesterday', 'America/New_York', '2026-11-22T03:30:00Z', '2026-11-21', 22 * 60 + 30, 'saturday'],
    ['New York, midnight', 'America/New_York', '2026-11-21T05:00:00Z', '2026-11-21', 0, 'saturday'],
    ['New York in summer time', 'America/New_York', '2026-07-01T12:00:00Z', '2026-07-01', 8 * 60, 'wednesday'],
    ['Tokyo, already tomorrow', 'Asia/Tokyo', '2026-11-21T16:00:00Z', '2026-11-22', 60, 'sunday'],
    ['Kolkata, half-hour offset', 'Asia/Kolkata', '2026-11-21T00:00:00Z', '2026-11-21', 5 * 60 + 30, 'saturday'],
  ])('%s', (_name, zone, instant, today, nowMinutes, weekday) => {
    expect(zonedNow(new Date(instant), zone)).toEqual({ today, nowMinutes, weekday });
  });

  it.each(['Mars/Olympus', ''])('an unknown zone %j falls back to UTC', (zone) => {
    expect(zonedNow(new Date('2026-11-21T23:59:00Z'), zone)).toEqual({
      today: '2026-11-21',
      nowMinutes: 23 * 60 + 59,
      weekday: 'saturday',
    });
  });
});

describe('weekdayOfDate', () => {
  it.each([
    ['2026-11-16', 'monday'],
    ['2026-11-17', 'tuesday'],
    ['2026-11-18', 'wednesday'],
    ['2026-11-19', 'thursday'],
    ['2026-11-20', 'friday'],
    ['2026-11-21', 'saturday'],
    ['2026-11-22', 'sunday'],
    ['2026-11-22 00:00:00', 'sunday'],
    ['2028-02-29', 'tuesday'],
    ['1969-12-31', 'wednesday'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOfDate(date)).toBe(weekday);
  });

  it.each(['2026-02-30', 'Monday', ''])('%j is no date and is refused', (text) => {
    expect(() => weekdayOfDate(text)).toThrow(RangeError);
  });

  it('names the day as people read it', () => {
    expect(weekdayName(weekdayOfDate('2026-03-02'))).toBe('Monday');
  });
});
