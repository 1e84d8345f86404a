import type { components } from '@injury-assist/contract';
import { localDateAndTime, SECURITY_ACTIVITY_PAGE, securityEventLabels } from '@injury-assist/domain';
import { SecurityActivity, type SecurityActivityEntry } from '@injury-assist/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, quietErrors } from '../../lib/api/client';
import { loadStatus } from '../../lib/load-status';

type SecurityEvent = components['schemas']['SecurityEvent'];

async function loadPage(offset: number) {
  const { data, error } = await api.GET('/security-events', {
    params: { query: { offset, limit: SECURITY_ACTIVITY_PAGE } },
    ...quietErrors,
  });
  if (error) throw error;
  return data.data;
}

const toEntry = (event: SecurityEvent): SecurityActivityEntry => ({
  id: String(event.id),
  what: securityEventLabels[event.kind],
  isWarning: event.kind === 'sign_in_failed',
  client: event.client,
  address: event.client_ip,
  when: localDateAndTime(event.at),
});

/** The signed-in person's Security activity (issue 26): the latest 20, and 20 more at each 'Show more'. */
export function SecurityActivitySection() {
  const activity = useInfiniteQuery({
    queryKey: ['security-events'],
    queryFn: ({ pageParam }) => loadPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((count, page) => count + page.events.length, 0);
      return shown < last.total ? shown : undefined;
    },
  });
  const pages = activity.data?.pages ?? [];
  return (
    <SecurityActivity
      status={loadStatus(activity)}
      onRetry={() => void activity.refetch()}
      entries={pages.flatMap((page) => page.events).map(toEntry)}
      total={pages.at(-1)?.total ?? 0}
      onShowMore={() => void activity.fetchNextPage()}
      isLoadingMore={activity.isFetchingNextPage}
    />
  );
}
