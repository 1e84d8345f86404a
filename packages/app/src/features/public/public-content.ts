import { localCalendarDate, longDate } from '@injury-assist/domain';
import { useQuery } from '@tanstack/react-query';
import { api, quietErrors } from '../../lib/api/client';

/** A failed read that the page shows itself (with 'Try again'), so the shared toasts stay quiet. */
async function read<T>(
  call: Promise<{ data?: T; error?: { message: string }; response: Response }>,
): Promise<T | null> {
  const { data, error, response } = await call;
  // No such published post or page, or an address that cannot be one.
  if (response.status === 404 || response.status === 400) return null;
  if (error || data === undefined) throw new Error(error?.message ?? 'The page could not be loaded.');
  return data;
}

export const publicKeys = {
  posts: ['public', 'posts'],
  post: (slug: string) => ['public', 'posts', slug],
  page: (slug: string) => ['public', 'pages', slug],
} as const;

export function usePosts() {
  return useQuery({
    queryKey: publicKeys.posts,
    queryFn: async () => (await read(api.GET('/content/posts', quietErrors)))?.data ?? [],
  });
}

/** null when no published post has the slug. */
export function usePost(slug: string) {
  return useQuery({
    queryKey: publicKeys.post(slug),
    queryFn: async () =>
      (await read(api.GET('/content/posts/{slug}', { params: { path: { slug } }, ...quietErrors })))?.data ?? null,
  });
}

/** null when no published page has the slug. */
export function usePage(slug: string) {
  return useQuery({
    queryKey: publicKeys.page(slug),
    queryFn: async () =>
      (await read(api.GET('/content/pages/{slug}', { params: { path: { slug } }, ...quietErrors })))?.data ?? null,
  });
}

/** 'November 2, 2026', the reader's own day of a post's instant. */
export const postDate = (iso: string) => longDate(localCalendarDate(new Date(iso)));
