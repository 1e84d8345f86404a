import { describe, expect, it } from 'vitest';
import { weekdayOfDate, zonedNow } from './zonedClock';

describe('zonedNow: today and the time of day in the location’s zone', () => {
  it.each([
    // 2026-11-21 is a Saturday.
    ['UTC', 'UTC', '2026-11-21T14:05:00Z', '2026-11-21', 14 * 60 + 5, 'Saturday'],
    ['New York, same day', 'America/New_York', '2026-11-21T14:05:00Z', '2026-11-21', 9 * 60 + 5, 'Saturday'],
    ['New York, still yesterday', 'America/New_York', '2026-11-22T03:30:00Z', '2026-11-21', 22 * 60 + 30, 'Saturday'],
    ['New York, midnight', 'America/New_York', '2026-11-21T05:00:00Z', '2026-11-21', 0, 'Saturday'],
    ['New York in summer time', 'America/New_York', '2026-07-01T12:00:00Z', '2026-07-01', 8 * 60, 'Wednesday'],
    ['Tokyo, already tomorrow', 'Asia/Tokyo', '2026-11-21T16:00:00Z', '2026-11-22', 60, 'Sunday'],
    ['Kolkata, half-hour offset', 'Asia/Kolkata', '2026-11-21T00:00:00Z', '2026-11-21', 5 * 60 + 30, 'Saturday'],
  ])('%s', (_name, zone, instant, today, nowMinutes, weekday) => {
    expect(zonedNow(new Date(instant), zone)).toEqual({ today, nowMinutes, weekday });
  });

  it.each(['Mars/Olympus', ''])('an unknown zone %j falls back to UTC', (zone) => {
    expect(zonedNow(new Date('2026-11-21T23:59:00Z'), zone)).toEqual({
      today: '2026-11-21',
      nowMinutes: 23 * 60 + 59,
      weekday: 'Saturday',
    });
  });
});

describe('weekdayOfDate', () => {
  it.each([
    ['2026-11-16', 'Monday'],
    ['2026-11-17', 'Tuesday'],
    ['2026-11-18', 'Wednesday'],
    ['2026-11-19', 'Thursday'],
    ['2026-11-20', 'Friday'],
    ['2026-11-21', 'Saturday'],
    ['2026-11-22', 'Sunday'],
    ['2026-11-22 00:00:00', 'Sunday'],
    ['2028-02-29', 'Tuesday'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOfDate(date)).toBe(weekday);
  });
});
