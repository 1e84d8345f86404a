import type { LatLon } from '@injury-assist/flows/booking';
import { positionFromIpAnswer } from '@injury-assist/flows/geolocation';

/**
 * Where the customer is, for the distance on result cards (spec §7). The browser's geolocation
 * comes first; when it is refused or missing, the IP-geolocation service named by the
 * IP_GEOLOCATION_URL setting (read when the app is built) is asked. With neither, the answer is null and cards show no
 * distance rather than a wrong one. Nothing here calls an outside host unless that setting says so.
 */
const BROWSER_TIMEOUT_MS = 8000;

function fromBrowser(): Promise<LatLon | null> {
  const geolocation = globalThis.navigator?.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
      () => resolve(null),
      { maximumAge: 10 * 60 * 1000, timeout: BROWSER_TIMEOUT_MS },
    );
  });
}

async function fromIpService(url: string | undefined): Promise<LatLon | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    return positionFromIpAnswer(await response.json());
  } catch {
    return null;
  }
}

let pending: Promise<LatLon | null> | null = null;

/** The customer's position, asked once per page load. */
export function customerPosition(): Promise<LatLon | null> {
  pending ??= fromBrowser().then((position) => position ?? fromIpService(import.meta.env.IP_GEOLOCATION_URL));
  return pending;
}
