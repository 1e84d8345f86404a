import { QueryClient } from '@tanstack/react-query';
import createQueryHooks from 'openapi-react-query';
import { api } from './client';

/**
 * Reads through TanStack Query over the one API client: `$api.useQuery('get', path, init)` keys a
 * read by its method, path and parameters, so a write refreshes what it changed with
 * `queryClient.invalidateQueries({ queryKey: ['get', path] })`.
 */
export const $api = createQueryHooks(api);

/**
 * The app's one cache. A failed read is not tried again on its own — the page shows the failure with
 * 'Try again' at once (and the shared handler has toasted it once), rather than after silent retries.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  },
});
