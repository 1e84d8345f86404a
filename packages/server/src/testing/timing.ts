import { expect } from 'vitest';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The middle value's distance from the values around it: the median absolute deviation. */
const spread = (values: number[]) => {
  const middle = median(values);
  return median(values.map((value) => Math.abs(value - middle)));
};

/**
 * Two kinds of request tell nothing apart by their response times (ms), given as `timePairs` takes
 * them: `first[i]` and `second[i]` ran back to back. Each pair's difference is taken, so a burst of
 * other work on a shared machine lands on one pair rather than on one kind's median (comparing the
 * two medians failed on a busy machine at 34 against 57 ms, and 48 against 32, the other way round):
 * the pairs' median difference is under 1 ms plus their noise, the differences' median absolute
 * deviation. A path that is slower for one kind is slower in nearly every pair and still shows.
 */
export function expectSameTiming(first: number[], second: number[]): void {
  const differences = first.map((value, i) => value - (second[i] ?? value));
  const difference = Math.abs(median(differences));
  const allowed = 1 + spread(differences);
  expect(
    difference,
    `per pair, the first took ${median(differences).toFixed(2)} ms longer in the middle (medians ${median(first).toFixed(2)} and ${median(second).toFixed(2)} ms)`,
  ).toBeLessThan(allowed);
}

/**
 * Times `count` pairs, the two kinds taking turns going first, so whatever the machine does at a
 * regular pace falls on both alike. `first(i)` and `second(i)` each answer one request's time.
 */
export async function timePairs(
  count: number,
  first: (i: number) => Promise<number>,
  second: (i: number) => Promise<number>,
): Promise<[number[], number[]]> {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      a.push(await first(i));
      b.push(await second(i));
    } else {
      b.push(await second(i));
      a.push(await first(i));
    }
  }
  return [a, b];
}
