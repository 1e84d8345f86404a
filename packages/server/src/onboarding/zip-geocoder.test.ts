import { describe, expect, it } from 'vitest';
import { geocodeZip } from './zip-geocoder';

describe('geocoding a ZIP code offline', () => {
  it.each([
    ['33101', 'FL', 'Miami', 'America/New_York'],
    ['33101-1234', 'FL', 'Miami', 'America/New_York'],
    ['60602', 'IL', 'Chicago', 'America/Chicago'],
    ['85001', 'AZ', 'Phoenix', 'America/Phoenix'],
    ['59715', 'MT', 'Bozeman', 'America/Denver'],
    ['96813', 'HI', 'Honolulu', 'Pacific/Honolulu'],
    ['99501', 'AK', 'Anchorage', 'America/Anchorage'],
    ['94115', 'CA', 'San Francisco', 'America/Los_Angeles'],
  ])('%s in %s is %s, time zone %s', (zip, state, city, timeZone) => {
    const found = geocodeZip(zip, state);
    expect(found).toMatchObject({ ok: true, place: { zip: zip.slice(0, 5), city, state, timeZone } });
    if (found.ok) {
      expect(Number.isFinite(found.place.lat) && Number.isFinite(found.place.long)).toBe(true);
    }
  });

  it('puts Miami’s centre near Miami', () => {
    const found = geocodeZip('33101', 'FL');
    expect(found.ok && Math.abs(found.place.lat - 25.78) < 0.1 && Math.abs(found.place.long + 80.2) < 0.1).toBe(true);
  });

  it.each([
    ['99999', 'FL', 'ZIP code 99999 does not exist.'],
    ['00000', 'FL', 'ZIP code 00000 does not exist.'],
    ['33101', 'GA', 'ZIP code 33101 is in FL, not GA.'],
    ['00601', 'FL', 'ZIP code 00601 is in PR, not FL.'],
  ])('refuses %s in %s: %s', (zip, state, message) => {
    expect(geocodeZip(zip, state)).toEqual({ ok: false, message });
  });
});
