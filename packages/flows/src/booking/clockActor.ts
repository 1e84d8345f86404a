import { fromCallback } from 'xstate';

/**
 * How often the app's clock actor should tick: an open slot picker then closes a slot that starts
 * meanwhile, and moves its first date on past midnight, within half a minute.
 */
export const CLOCK_TICK_MS = 30_000;

/** The time, as epoch milliseconds: a number, so a machine's snapshot stays serialisable. */
export type ClockTick = { type: 'clock.tick'; now: number };

/**
 * The `clock` actor the booking machines invoke: it sends 'clock.tick' with the time. Reading the
 * wall clock is the app's, like every other call to the outside world.
 */
export const clockActor = fromCallback(() => {
  throw new Error('clock is provided by the app');
});

/** A clock that never ticks: the time stays at the machine's input `now`. For tests and stories. */
export const stillClock = fromCallback(() => undefined);
