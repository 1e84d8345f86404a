import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most max tasks at once, the others in arrival order, and frees a turn on failure too', async () => {
    const limit = concurrencyLimit(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const task = (n: number, fail = false) =>
      limit.run(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (fail) throw new Error(`task ${n}`);
        return n;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(limit.active + limit.waiting).toBe(0);
  });
});
