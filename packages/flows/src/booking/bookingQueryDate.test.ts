import { describe, expect, it } from 'vitest';
import { bookingQueryDate } from './bookingQueryDate';

describe("Booking date query format 'YYYY-MM-DD 00:00:00'.", () => {
  it.each([
    ['2026-11-21', '2026-11-21 00:00:00'],
    ['2027-01-05', '2027-01-05 00:00:00'],
    ['2026-11-21 00:00:00', '2026-11-21 00:00:00'],
  ])('%s queries as %s', (date, query) => {
    expect(bookingQueryDate(date)).toBe(query);
  });
});
