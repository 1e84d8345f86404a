import { createContext, useContext, useEffect, useState } from 'react';

/** Where the app reads the time; stories and screenshots put a fixed one in place. */
export type Clock = { now: () => Date };

const ClockContext = createContext<Clock>({ now: () => new Date() });

export const ClockProvider = ClockContext.Provider;

export function useClock(): Clock {
  return useContext(ClockContext);
}

/** The time, read again every `intervalMs` (the overview's clock ticks every second, spec §9). */
export function useTickingNow(intervalMs: number): Date {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), intervalMs);
    return () => clearInterval(timer);
  }, [clock, intervalMs]);
  return now;
}
