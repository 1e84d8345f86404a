import { describe, expect, it } from 'vitest';
import { boostPriceCents, boostReportRows, boostZipCode } from './boosts';

describe('boost rules (spec 9)', () => {
  it.each([
    ['medical', 'weekly', 29_900],
    ['medical', 'monthly', 99_900],
    ['medical', 'quarterly', 269_900],
    ['legal', 'weekly', 19_900],
    ['legal', 'monthly', 69_900],
    ['legal', 'quarterly', 189_900],
  ] as const)('%s %s costs %i cents', (type, duration, cents) => expect(boostPriceCents(type, duration)).toBe(cents));

  it('takes five-digit ZIP codes, and a ZIP+4 as its first five', () => {
    expect(boostZipCode(' 33101 ')).toBe('33101');
    expect(boostZipCode('33101-1234')).toBe('33101');
    expect(boostZipCode('3310')).toBeNull();
    expect(boostZipCode('ABCDE')).toBeNull();
  });
});

describe('a boost’s report', () => {
  it('rows each metric during the boost against the time before, with the change', () => {
    const rows = boostReportRows(
      { impressions: 412, views: 58, clicks: 21, bookings: 6 },
      { impressions: 180, views: 31, clicks: 21, bookings: 0 },
    );
    expect(rows.map((row) => [row.label, row.during, row.before, row.change])).toEqual([
      ['Search impressions', 412, 180, { kind: 'percent', percent: 128.9 }],
      ['Profile views', 58, 31, { kind: 'percent', percent: 87.1 }],
      ['Clicks', 21, 21, { kind: 'percent', percent: 0 }],
      ['Appointment requests', 6, 0, { kind: 'new' }],
    ]);
  });
});
