import type { paths } from '@injury-assist/contract';
import { QueryClient, type QueryFunctionContext, useQuery } from '@tanstack/react-query';
import type { OpenapiQueryClient } from 'openapi-react-query';
import { api } from './client';

type ApiQueries = Pick<OpenapiQueryClient<paths>, 'queryOptions' | 'useQuery'>;
type ApiQueryKey = readonly [method: string, path: string, init?: object];
type ApiMethod = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** openapi-react-query's read, unchanged: the key's method and path asked of the one API client. */
async function queryFn({ queryKey: [method, path, init], signal }: QueryFunctionContext<ApiQueryKey>) {
  const ask = api[method.toUpperCase() as keyof typeof api] as unknown as ApiMethod;
  const { data, error, response } = await ask(path, { signal, ...init });
  if (error) throw error;
  if (response.status === 204 || response.headers.get('Content-Length') === '0') return data ?? null;
  return data;
}

const queryOptions = (method: string, path: string, init?: object, options?: object) => ({
  queryKey: (init === undefined ? [method, path] : [method, path, init]) as ApiQueryKey,
  queryFn,
  ...options,
});

/**
 * Reads through TanStack Query over the one API client: `$api.useQuery('get', path, init)` keys a
 * read by its method, path and parameters, so a write refreshes what it changed with
 * `queryClient.invalidateQueries({ queryKey: ['get', path] })`. These are openapi-react-query's
 * `queryOptions` and `useQuery` with its types, without its `createClient`: that object also holds
 * its mutation, suspense and infinite-list hooks, which nothing here uses and every page loaded.
 * The library's code is untyped the same way; its types say what each path answers.
 */
export const $api = {
  queryOptions,
  useQuery: (method: string, path: string, init?: object, options?: object, client?: QueryClient) =>
    useQuery(queryOptions(method, path, init, options), client),
} as unknown as ApiQueries;

/**
 * The app's one cache. A failed read is not tried again on its own — the page shows the failure with
 * 'Try again' at once (and the shared handler has toasted it once), rather than after silent retries.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  },
});
