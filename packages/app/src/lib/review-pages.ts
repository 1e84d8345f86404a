import type { components } from '@injury-assist/contract';
import type { ReviewListProps } from '@injury-assist/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api/client';
import { loadStatus } from './load-status';
import { toReviewItem } from './review-item';

type ReviewPage = components['schemas']['ReviewListResponse'];

/** Where a list of reviews is read: a provider's, for View Profile, or the signed-in provider's own. */
export type ReviewSource = { kind: 'provider'; providerId: number } | { kind: 'own' };

async function readPage(source: ReviewSource, before: string | undefined): Promise<ReviewPage> {
  const { data, error } =
    source.kind === 'provider'
      ? await api.GET('/providers/{id}/reviews', {
          params: { path: { id: source.providerId }, query: before === undefined ? {} : { before } },
        })
      : await api.GET('/provider/reviews', { params: { query: before === undefined ? {} : { before } } });
  if (error) throw error;
  return data;
}

/**
 * The latest 20 reviews, and 20 more at each 'Show more' (keyset pages: a review arriving meanwhile
 * neither repeats nor skips one). Keyed under the path like the app's other reads, so a write
 * refreshes it with `invalidateQueries({ queryKey: ['get', path] })`.
 */
export function useReviewPages(source: ReviewSource | null) {
  const path = source?.kind === 'own' ? '/provider/reviews' : '/providers/{id}/reviews';
  const query = useInfiniteQuery({
    queryKey: ['get', path, source?.kind === 'provider' ? source.providerId : 'own', 'pages'],
    queryFn: ({ pageParam }) => readPage(source ?? { kind: 'own' }, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: source !== null,
  });
  return query;
}

/** The list's props from the pages read so far. */
export function reviewListProps(query: ReturnType<typeof useReviewPages>): ReviewListProps {
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  return {
    status: loadStatus(query),
    onRetry: () => void query.refetch(),
    reviews: pages.flatMap((page) => page.data.map(toReviewItem)),
    rating: first?.rating ?? null,
    reviewCount: first?.review_count ?? 0,
    more: query.hasNextPage
      ? { onShowMore: () => void query.fetchNextPage(), isLoading: query.isFetchingNextPage }
      : null,
  };
}
