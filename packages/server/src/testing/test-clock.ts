/** A clock tests move by hand: codes, tokens and throttling windows expire on demand. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}
