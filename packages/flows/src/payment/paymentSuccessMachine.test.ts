import type { CheckoutStatus } from '@injury-assist/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { advanceClock } from '../testing/advanceClock';
import { manualActor } from '../testing/manualActor';
import {
  PAYMENT_RECHECK_MS,
  PAYMENT_SUCCESS_COUNTDOWN_SECONDS,
  paymentSuccessMachine,
  type StartedSession,
} from './paymentSuccessMachine';

const newProvider: StartedSession = {
  token: 'token-1',
  user: {
    id: 'provider-1',
    email: 'owner@clinic.test',
    name: 'Ana Ruiz',
    user_type: 'provider',
    category_id: 1,
    speciality_groups_id: 2,
    service_id: 3,
  },
};

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(paymentSuccessMachine, { clock, input: { sessionId: null } });
  const redirects: string[] = [];
  actor.on('redirect.dashboard', (event) => redirects.push(event.type));
  actor.start();
  return { clock, actor, redirects };
}

describe('paymentSuccessMachine', () => {
  it('starts at 10 seconds', () => {
    const { actor } = start();
    expect(PAYMENT_SUCCESS_COUNTDOWN_SECONDS).toBe(10);
    expect(actor.getSnapshot().context.secondsLeft).toBe(10);
  });

  it('ticks down once a second and not faster', () => {
    const { clock, actor } = start();
    clock.increment(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(10);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(9);
    advanceClock(clock, 4000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(5);
  });

  it('emits one redirect to the dashboard at 0, after exactly 10 seconds', () => {
    const { clock, actor, redirects } = start();
    advanceClock(clock, 9000);
    clock.increment(999);
    expect(redirects).toEqual([]);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(1);
    expect(redirects).toEqual(['redirect.dashboard']);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(actor.getSnapshot().status).toBe('done');
    advanceClock(clock, 5000);
    expect(redirects).toHaveLength(1);
  });

  it('redirects at once when the visitor asks', () => {
    const { actor, redirects } = start();
    actor.send({ type: 'redirect.now' });
    expect(redirects).toEqual(['redirect.dashboard']);
  });

  it('lets tests shorten the tick through provide', () => {
    const clock = new SimulatedClock();
    const actor = createActor(paymentSuccessMachine.provide({ delays: { tick: 10 } }), {
      clock,
      input: { sessionId: null },
    }).start();
    advanceClock(clock, 100, 10);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('paymentSuccessMachine with a checkout to confirm', () => {
  function confirming() {
    const clock = new SimulatedClock();
    const check = manualActor<{ sessionId: string }>();
    const sessions: StartedSession[] = [];
    const machine = paymentSuccessMachine.provide({
      actors: {
        checkPayment: fromPromise<CheckoutStatus, { sessionId: string }>(
          ({ input }) => check.track(input) as Promise<CheckoutStatus>,
        ),
        startSession: fromPromise<StartedSession | null, void>(async () => newProvider),
      },
    });
    const actor = createActor(machine, { clock, input: { sessionId: 'cs_123' } });
    const redirects: string[] = [];
    actor.on('redirect.dashboard', (event) => redirects.push(event.type));
    actor.on('session.started', (event) => sessions.push(event.session));
    actor.start();
    return { clock, actor, check, sessions, redirects };
  }

  it('says the payment is being confirmed, asking again every 2 s, and counts down only once it is paid', async () => {
    const { clock, actor, check, sessions } = confirming();
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(check.calls).toEqual([{ sessionId: 'cs_123' }]);
    check.resolve('pending');
    await waitFor(actor, (s) => s.matches({ confirming: 'waiting' }));
    expect(actor.getSnapshot().context.status).toBe('pending');
    clock.increment(PAYMENT_RECHECK_MS - 1);
    expect(check.calls).toHaveLength(1);
    clock.increment(1);
    expect(check.calls).toHaveLength(2);
    // A failed request is asked again too.
    check.reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches({ confirming: 'waiting' }));
    clock.increment(PAYMENT_RECHECK_MS);
    check.resolve('paid');
    await waitFor(actor, (s) => s.matches('countingDown'));
    expect(sessions).toEqual([newProvider]);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'paid', secondsLeft: 10 });
  });

  it('counts down without a session when the browser had no registration to exchange', async () => {
    const clock = new SimulatedClock();
    const machine = paymentSuccessMachine.provide({
      actors: {
        checkPayment: fromPromise<CheckoutStatus, { sessionId: string }>(async () => 'paid'),
        startSession: fromPromise<StartedSession | null, void>(async () => null),
      },
    });
    const actor = createActor(machine, { clock, input: { sessionId: 'cs_123' } });
    const sessions: StartedSession[] = [];
    actor.on('session.started', (event) => sessions.push(event.session));
    actor.start();
    await waitFor(actor, (s) => s.matches('countingDown'));
    expect(sessions).toEqual([]);
  });

  it('stops at a declined or cancelled checkout without redirecting', async () => {
    const { clock, actor, check, redirects } = confirming();
    check.resolve('cancelled');
    await waitFor(actor, (s) => s.matches('notPaid'));
    advanceClock(clock, 20_000);
    expect(redirects).toEqual([]);
    expect(actor.getSnapshot().context.status).toBe('cancelled');
  });
});
