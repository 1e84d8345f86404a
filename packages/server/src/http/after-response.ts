import { outsideTransaction } from '../db/db';
import type { Logger } from '../logger';

/**
 * Work a handler starts after it has decided its answer: the answer leaves at once, and nothing in
 * its timing tells whether the work had much to do (an account to mail) or nothing (an unknown
 * address). A failure is logged; the caller has its answer already.
 */
export interface AfterResponse {
  run(label: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (server shutdown, tests). */
  idle(): Promise<void>;
}

export function createAfterResponse(logger: Logger): AfterResponse {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      // Outside any transaction the handler may be in: the task runs after it, on the pool.
      const done = outsideTransaction(
        () =>
          new Promise<void>((resolve) => {
            // setImmediate: after the handler has returned and the answer is on its way.
            setImmediate(() => {
              task()
                .catch((error: unknown) => logger.error(`${label} failed after answering:`, error))
                .finally(resolve);
            });
          }),
      );
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
