import type { DriverContext } from './describe-each-driver';
import { jsonHeaders } from './sign-in';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls API v1 of the suite's app as the holder of `token`, on the given clock. */
export function apiCaller(t: DriverContext, now?: () => Date) {
  return async (method: string, path: string, token: string | undefined, body?: unknown): Promise<ApiAnswer> => {
    const response = await t.app({ now }).request(`/api/v1/${path}`, {
      method,
      headers: jsonHeaders(token),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

/** The search for Medical › Specialists › Orthopedics in a Florida city (seed ids), as a customer sends it. */
export const orthopedicsIn = (city: number) => ({
  category_id: 1,
  speciality_group_id: 5,
  speciality_id: 6,
  country_id: 1,
  state_id: 9,
  city,
});
export const MIAMI = 31;
export const TAMPA = 37;

/** A provider's location in Tampa as the location form sends it (33606 is a Tampa ZIP code). */
export const tampaPlace = (addressLine1: string, zipCode = '33606') => ({
  addressLine1,
  addressLine2: '',
  city: 'Tampa',
  state: 'FL',
  zipCode,
  googleMyBusinessLink: '',
});
