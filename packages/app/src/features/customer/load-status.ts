import type { LoadStatus } from '@injury-assist/ui';

/**
 * A read as the screens show it. What has loaded stays shown while it is read again; a failure with
 * nothing to show is 'failed' (the screen offers 'Try again'), and trying again shows loading.
 */
export function loadStatus(query: { data: unknown; isError: boolean; isFetching: boolean }): LoadStatus {
  if (query.data !== undefined) return 'loaded';
  return query.isError && !query.isFetching ? 'failed' : 'loading';
}
