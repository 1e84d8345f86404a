/** spec customer-and-access §9: "Distance uses the haversine formula with Earth radius 6371 km, shown with 2 decimals and the suffix ' km'." */
export const EARTH_RADIUS_KM = 6371;

export type LatLon = { lat: number; lon: number };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres between two points given in decimal degrees. */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance with 2 decimals and the suffix ' km', e.g. '12.35 km'. */
export function formatDistanceKm(km: number): string {
  return `${km.toFixed(2)} km`;
}
