import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one cache. A failed read is not tried again on its own — the page shows the failure with
 * 'Try again' at once (and the shared handler has toasted it once), rather than after silent retries.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  },
});
