import type { LatLon } from '../booking/haversineKm';

function numberFrom(record: Record<string, unknown>, keys: readonly string[]): number | null {
  for (const key of keys) {
    const raw = record[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = Number(raw);
    if (Number.isFinite(value)) return value;
  }
  return null;
}

/**
 * The position in an IP-geolocation service's answer (spec §7: "It yields lat and lon"). Also
 * reads the other common shapes, {latitude, longitude} and {lat, lng}; anything else, or a
 * position off the globe, is null so no distance is shown rather than a wrong one.
 */
export function positionFromIpAnswer(answer: unknown): LatLon | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  const lat = numberFrom(record, ['lat', 'latitude']);
  const lon = numberFrom(record, ['lon', 'lng', 'longitude']);
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}
