import type { SimulatedClock } from 'xstate';

/**
 * SimulatedClock fires only the timers already due when increment() is called, so a
 * machine that re-arms a delay each tick needs time to advance a step at a time.
 */
export function advanceClock(clock: SimulatedClock, ms: number, step = 1000): void {
  for (let elapsed = 0; elapsed < ms; elapsed += step) clock.increment(Math.min(step, ms - elapsed));
}
