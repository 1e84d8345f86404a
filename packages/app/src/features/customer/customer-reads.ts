import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api } from '../../lib/api/queries';
import { customerPosition } from '../../lib/geolocation/customer-position';
import { useSignedInUser } from '../../lib/session/session-context';

/**
 * What the customer pages read, each through the one query cache; the refreshers are what the
 * writes call (a booking, a cancellation, a raised concern, a saved profile).
 */

const byUser = (id: string) => ({ params: { path: { id } } });

/** The appointment history and its counts (Appointments and Overview). */
export function useAppointments() {
  return $api.useQuery('get', '/find_slots_api/{id}', byUser(useSignedInUser().id));
}

/** The concern tickets (Concerns and Overview). */
export function useConcerns() {
  return $api.useQuery('get', '/get_raise_concern_list/{id}', byUser(useSignedInUser().id));
}

/** The signed-in user's profile. */
export function useProfile() {
  return $api.useQuery('get', '/getUserById/{id}', byUser(useSignedInUser().id));
}

/** Reads again every cached answer of `path`, for whoever shows it. */
function useRefresh(path: '/find_slots_api/{id}' | '/get_raise_concern_list/{id}' | '/getUserById/{id}') {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: ['get', path] }), [queryClient, path]);
}

export const useRefreshAppointments = () => useRefresh('/find_slots_api/{id}');
export const useRefreshConcerns = () => useRefresh('/get_raise_concern_list/{id}');
export const useRefreshProfile = () => useRefresh('/getUserById/{id}');

/** The query key of the customer's position; stories put a known position under it. */
export const customerPositionKey = ['customer-position'] as const;

/**
 * The customer's position for distances, asked for only once `wanted` (there is something to
 * measure), not on arrival; null until it is known, or when it cannot be.
 */
export function useCustomerPosition(wanted: boolean) {
  const { data } = useQuery({
    queryKey: customerPositionKey,
    queryFn: customerPosition,
    enabled: wanted,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}
