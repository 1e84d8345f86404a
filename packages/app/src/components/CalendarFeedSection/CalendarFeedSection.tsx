import { calendarFeedMachine, type CalendarSubscription as Feed } from '@injury-assist/flows/calendar';
import { SUCCESS_TOAST_TIMEOUT_MS } from '@injury-assist/flows/concerns';
import { CalendarFeed, type CalendarFeedEntry, showToast } from '@injury-assist/ui';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { createFlow, FlowProvider } from '../../lib/flows/create-flow';
import { showDashboardToast } from '../../lib/show-dashboard-toast';
import { loadCalendarFeed, renewCalendarFeed } from './calendar-feed-api';

export const CalendarFeedFlow = createFlow(
  calendarFeedMachine.provide({
    actors: { loadFeed: fromPromise(loadCalendarFeed), renewFeed: fromPromise(renewCalendarFeed) },
  }),
);

/** The feeds as the card lists them: the whole account first, then a provider's locations. */
function entries(feed: Feed | null, allLabel: string): CalendarFeedEntry[] {
  if (!feed?.all.httpsUrl || !feed.all.webcalUrl) return [];
  const all = { key: 'all', label: allLabel, httpsUrl: feed.all.httpsUrl, webcalUrl: feed.all.webcalUrl };
  const locations = feed.locations.flatMap(({ id, address, httpsUrl, webcalUrl }) =>
    httpsUrl && webcalUrl ? [{ key: String(id), label: address, httpsUrl, webcalUrl }] : [],
  );
  return [all, ...locations];
}

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast({
      title: 'Link copied. Paste it into your calendar app.',
      tone: 'success',
      timeout: SUCCESS_TOAST_TIMEOUT_MS,
    });
  } catch {
    showToast({ title: 'Copying is not allowed here: select the link and copy it yourself.', tone: 'critical' });
  }
}

function CalendarFeedCard({ allLabel }: { allLabel: string }) {
  const snapshot = CalendarFeedFlow.useSelector((state) => state);
  const actor = CalendarFeedFlow.useActorRef();
  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    return () => toasts.unsubscribe();
  }, [actor]);
  return (
    <CalendarFeed
      status={snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'loaded'}
      onRetry={() => actor.send({ type: 'feed.retry' })}
      feeds={entries(snapshot.context.feed, allLabel)}
      isRenewing={snapshot.matches({ ready: 'renewing' })}
      isConfirming={snapshot.matches({ ready: 'confirming' })}
      error={snapshot.context.error}
      onCreate={() => actor.send({ type: 'feed.create' })}
      onRenew={() => actor.send({ type: 'feed.renew' })}
      onRenewConfirm={() => actor.send({ type: 'feed.renew.confirm' })}
      onRenewCancel={() => actor.send({ type: 'feed.renew.cancel' })}
      onCopy={(url) => void copy(url)}
    />
  );
}

/** The private calendar subscription card, for the customer's Profile and the provider's Settings. */
export function CalendarFeedSection({ allLabel }: { allLabel: string }) {
  return (
    <FlowProvider flow={CalendarFeedFlow}>
      <CalendarFeedCard allLabel={allLabel} />
    </FlowProvider>
  );
}
