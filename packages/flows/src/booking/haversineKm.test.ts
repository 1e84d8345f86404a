import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, formatDistanceKm, haversineKm } from './haversineKm';

const miami = { lat: 25.7617, lon: -80.1918 };
const orlando = { lat: 28.5383, lon: -81.3792 };

describe("Distance uses the haversine formula with Earth radius 6371 km, shown with 2 decimals and the suffix ' km'.", () => {
  it('uses Earth radius 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it.each([
    // The brief's ≈326.6 km was off; R = 6371 km gives 330.33 km (about 205 mi straight line).
    ['Miami to Orlando', miami, orlando, 330.33],
    ['Orlando to Miami', orlando, miami, 330.33],
    ['same point', miami, miami, 0],
    ['a quarter of the equator', { lat: 0, lon: 0 }, { lat: 0, lon: 90 }, (Math.PI / 2) * 6371],
  ])('%s', (_name, a, b, km) => {
    expect(haversineKm(a, b)).toBeCloseTo(km, 1);
  });

  it.each([
    [haversineKm(miami, miami), '0.00 km'],
    [12.345678, '12.35 km'],
    [0.004, '0.00 km'],
    [7, '7.00 km'],
    [haversineKm(miami, orlando), '330.33 km'],
  ])('%d shows as %s', (km, shown) => {
    expect(formatDistanceKm(km)).toBe(shown);
  });
});
