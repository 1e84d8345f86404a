import { describe, expect, it } from 'vitest';
import { foundLocation, foundProvider } from '../testing/foundProviders';
import { bookingTarget, distanceLabel, providerLocations, todayHours, wizardProviders } from './providerCards';

describe('providerLocations', () => {
  it('lists the locations in key order, by number, each with its key', () => {
    const provider = foundProvider({
      service_provided: {
        location10: foundLocation({ address: 'ten' }),
        location2: foundLocation({ address: 'two' }),
        location1: foundLocation({ address: 'one' }),
      },
    });
    expect(providerLocations(provider).map(({ key, address }) => [key, address])).toEqual([
      ['location1', 'one'],
      ['location2', 'two'],
      ['location10', 'ten'],
    ]);
  });

  it('an unexpected key comes last', () => {
    const provider = foundProvider({
      service_provided: { main: foundLocation({ address: 'main' }), location1: foundLocation({ address: 'one' }) },
    });
    expect(providerLocations(provider).map(({ key }) => key)).toEqual(['location1', 'main']);
  });
});

describe("Each result card shows today's hours (default 'Closed').", () => {
  const location = foundLocation({ time_zone: 'America/New_York' });

  it.each([
    ['Friday afternoon in New York', '2026-11-20T18:00:00Z', '09:00 AM - 01:00 PM'],
    ['Saturday in New York', '2026-11-21T15:00:00Z', 'Closed'],
    // 02:00 UTC on Saturday is still Friday evening in New York.
    ['Friday night in New York, Saturday in UTC', '2026-11-21T02:00:00Z', '09:00 AM - 01:00 PM'],
    ['Monday', '2026-11-16T15:00:00Z', '09:00 AM - 05:00 PM'],
  ])('%s: %s', (_name, instant, hours) => {
    expect(todayHours(location, new Date(instant))).toBe(hours);
  });

  it.each([
    ['missing', undefined],
    ['blank', '  '],
  ])("a %s entry reads 'Closed'", (_name, monday) => {
    const hours = { ...location.hours, Monday: monday } as typeof location.hours;
    expect(todayHours({ ...location, hours }, new Date('2026-11-16T15:00:00Z'))).toBe('Closed');
  });
});

describe("Distance in km with 2 decimals and the suffix ' km'.", () => {
  const orlando = { lat: 28.5383, lon: -81.3792 };

  it.each([
    ['from Orlando to Miami', orlando, foundLocation(), '330.33 km'],
    ['at the location', { lat: 25.7617, lon: -80.1918 }, foundLocation(), '0.00 km'],
    ['unknown customer position', null, foundLocation(), null],
    ['a location without coordinates', orlando, foundLocation({ lat: Number.NaN }), null],
  ])('%s: %s', (_name, origin, location, label) => {
    expect(distanceLabel(origin, location)).toBe(label);
  });
});

describe('Wizard results list only providers with a non-empty zipcode_show.', () => {
  it.each([
    ['33132', true],
    ['', false],
    ['   ', false],
    [' 33132 ', true],
  ])('zipcode_show %j listed: %s', (zipcode_show, listed) => {
    expect(wizardProviders([foundProvider({ zipcode_show })])).toHaveLength(listed ? 1 : 0);
  });

  it('keeps the order of the search', () => {
    const list = [
      foundProvider({ business_provider_id: 1 }),
      foundProvider({ business_provider_id: 2, zipcode_show: '' }),
      foundProvider({ business_provider_id: 3 }),
    ];
    expect(wizardProviders(list).map((provider) => provider.business_provider_id)).toEqual([1, 3]);
  });
});

describe('bookingTarget', () => {
  it('names the provider, the one location the slot and booking calls are for, and its closed weekdays', () => {
    const provider = foundProvider({ business_provider_id: 7, name: 'Dr. Maria Lopez' });
    const location = foundLocation({ address: '1200 Biscayne Blvd, Miami, FL 33101', time_zone: 'America/New_York' });
    expect(bookingTarget(provider, location)).toEqual({
      providerId: 7,
      providerName: 'Dr. Maria Lopez',
      address: '1200 Biscayne Blvd, Miami, FL 33101',
      timeZone: 'America/New_York',
      closedDays: ['Saturday', 'Sunday'],
    });
  });

  it('counts a blank day as closed', () => {
    const location = foundLocation();
    const hours = { ...location.hours, Wednesday: ' ' };
    expect(bookingTarget(foundProvider(), { ...location, hours }).closedDays).toEqual([
      'Wednesday',
      'Saturday',
      'Sunday',
    ]);
  });
});
