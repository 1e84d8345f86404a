import { CLOCK_TICK_MS, type ClockTick } from '@injury-assist/flows/booking';
import { fromCallback } from 'xstate';

/** The booking machines' `clock` actor: the browser's clock, ticking every `CLOCK_TICK_MS`. */
export const wallClock = fromCallback(({ sendBack }) => {
  const tick = (): ClockTick => ({ type: 'clock.tick', now: Date.now() });
  const timer = setInterval(() => sendBack(tick()), CLOCK_TICK_MS);
  return () => clearInterval(timer);
});
