import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type CalendarSubscription, calendarFeedMachine, type RenewedCalendarFeed } from './calendarFeedMachine';

const none: CalendarSubscription = { all: { httpsUrl: null, webcalUrl: null }, locations: [] };
const feed = (token: string): CalendarSubscription => ({
  all: { httpsUrl: `https://ia.test/calendar/${token}.ics`, webcalUrl: `webcal://ia.test/calendar/${token}.ics` },
  locations: [],
});

function start(load: () => Promise<CalendarSubscription>, renew: () => Promise<RenewedCalendarFeed>) {
  const actor = createActor(
    calendarFeedMachine.provide({ actors: { loadFeed: fromPromise(load), renewFeed: fromPromise(renew) } }),
  );
  const toasts: string[] = [];
  actor.on('toast', (toast) => toasts.push(toast.message));
  actor.start();
  return { actor, toasts };
}

describe('the calendar subscription', () => {
  it('makes the first links at once, and asks before replacing them', async () => {
    let made = 0;
    const { actor, toasts } = start(
      async () => none,
      async () => ({ feed: feed(`t${++made}`), message: 'New calendar links are ready.' }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.feed).toEqual(none);

    actor.send({ type: 'feed.create' });
    await waitFor(actor, (snapshot) => snapshot.context.feed?.all.httpsUrl?.includes('t1') === true);
    expect(toasts).toEqual(['New calendar links are ready.']);

    actor.send({ type: 'feed.renew' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'feed.renew.cancel' });
    expect(actor.getSnapshot().context.feed?.all.httpsUrl).toContain('t1');
    actor.send({ type: 'feed.renew' });
    actor.send({ type: 'feed.renew.confirm' });
    await waitFor(actor, (snapshot) => snapshot.context.feed?.all.httpsUrl?.includes('t2') === true);
    expect(made).toBe(2);
  });

  it('ends a failed load in Try again, and a failed renewal with a sentence and the old links', async () => {
    let loads = 0;
    const { actor } = start(
      async () => {
        loads += 1;
        if (loads === 1) throw new Error('network down');
        return feed('old');
      },
      async () => {
        throw { status: 500, message: '' };
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'feed.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    actor.send({ type: 'feed.renew' });
    actor.send({ type: 'feed.renew.confirm' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context).toEqual({
      feed: feed('old'),
      error: 'Could not make new calendar links. Please try again.',
    });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});
