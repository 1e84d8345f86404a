import { expect } from 'vitest';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Two sets of response times (ms) tell nothing apart: their medians differ by less than 1 ms plus
 * the noise of the machine, taken as the larger of the two median absolute deviations.
 */
export function expectSameTiming(first: number[], second: number[]): void {
  const spread = (values: number[]) => {
    const middle = median(values);
    return median(values.map((value) => Math.abs(value - middle)));
  };
  const difference = Math.abs(median(first) - median(second));
  const allowed = 1 + Math.max(spread(first), spread(second));
  expect(difference, `medians ${median(first).toFixed(2)} ms and ${median(second).toFixed(2)} ms`).toBeLessThan(
    allowed,
  );
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
