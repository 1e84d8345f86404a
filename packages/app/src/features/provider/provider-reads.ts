import type { components } from '@injury-assist/contract';
import type { OverviewPeriod } from '@injury-assist/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api } from '../../lib/api/queries';

/** What the provider pages read, each through the one query cache. */

export function useOverview(period: OverviewPeriod) {
  return $api.useQuery(
    'get',
    '/provider/overview',
    { params: { query: { period } } },
    { placeholderData: (previous) => previous },
  );
}

export function useBusinessProfile() {
  return $api.useQuery('get', '/provider/profile');
}

export function useProviderAppointments() {
  return $api.useQuery('get', '/provider/appointments');
}

export type ProviderSettingsData = components['schemas']['ProviderSettings'];

export function useProviderSettings() {
  return $api.useQuery('get', '/provider/settings');
}

/** The bell: read on arrival and again every minute, so new bookings show without a reload. */
export function useProviderNotifications() {
  return $api.useQuery('get', '/provider/notifications', {}, { refetchInterval: 60_000 });
}

type ProviderPath =
  | '/provider/overview'
  | '/provider/profile'
  | '/provider/appointments'
  | '/provider/settings'
  | '/provider/notifications';

/** Reads again every cached answer of the paths, for whoever shows them. */
export function useRefresh(...paths: ProviderPath[]) {
  const queryClient = useQueryClient();
  const key = paths.join(' ');
  // The paths are compared by their joined key, so a new array each render keeps the same callback.
  return useCallback(() => {
    for (const path of key.split(' ')) void queryClient.invalidateQueries({ queryKey: ['get', path] });
  }, [queryClient, key]);
}
