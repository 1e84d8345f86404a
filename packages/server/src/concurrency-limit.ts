/**
 * At most `max` tasks run at once; the others wait their turn in arrival order. Uploads go
 * through one, so a burst queues (its bytes unread) instead of taking every core and megabyte.
 */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
}

export function concurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new Error(`A concurrency limit must be a whole number ≥ 1, not ${max}.`);
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active--;
    const next = queue.shift();
    if (next) {
      active++;
      next();
    }
  };

  return {
    async run(task) {
      if (active < max) active++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
