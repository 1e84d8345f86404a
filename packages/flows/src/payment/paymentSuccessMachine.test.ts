import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { advanceClock } from '../testing/advanceClock';
import { PAYMENT_SUCCESS_COUNTDOWN_SECONDS, paymentSuccessMachine } from './paymentSuccessMachine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(paymentSuccessMachine, { clock });
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
    const actor = createActor(paymentSuccessMachine.provide({ delays: { tick: 10 } }), { clock }).start();
    advanceClock(clock, 100, 10);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
