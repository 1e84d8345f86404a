import type { Db } from '../db/db';
import type { Logger } from '../logger';

/**
 * Scheduled work inside the server process. A job is registered by name with an interval
 * (scheduled/server-jobs.ts lists them); the runner runs it when it is due by the injectable clock.
 *
 * - Several server processes may share one database: each run of a job happens in one of them.
 *   A due job is claimed by one UPDATE that moves its next run on and takes a lease (the row is
 *   picked with FOR UPDATE SKIP LOCKED, so a process never waits on another's claim).
 * - A job must be idempotent: a process that dies mid-run leaves its lease to expire, and the job
 *   runs again, in full, at a later turn. Jobs do their own transactions.
 * - Tests move the clock and call `runDue()`; the real server polls it every `pollMs`.
 */
export interface Job {
  /** Unique and stable: the key of the job's row in `scheduled_jobs`. */
  name: string;
  /** Time between the start of one run and the next. */
  intervalMs: number;
  run(context: JobContext): Promise<void>;
}

export interface JobContext {
  db: Db;
  /** The clock's time when the run was claimed: the job judges ages by it, never by `new Date()`. */
  now: Date;
  logger: Logger;
}

export interface JobRunner {
  /** Runs every job that is due now, each in at most one process; resolves to the names it ran. */
  runDue(): Promise<string[]>;
  /** Polls `runDue` every `pollMs` of real time, starting at once. */
  start(): void;
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  jobs: readonly Job[];
  now?: () => Date;
  logger: Logger;
  /** How often the real server looks for due jobs (default 30 s). */
  pollMs?: number;
  /** How long a claimed run may take before another process may run the job again (default 15 min). */
  leaseMs?: number;
}

export function createJobRunner({
  db,
  jobs,
  now = () => new Date(),
  logger,
  pollMs = 30_000,
  leaseMs = 15 * 60_000,
}: JobRunnerOptions): JobRunner {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}.`);
    if (!(job.intervalMs > 0)) throw new Error(`The job ${job.name} needs an interval above 0 ms.`);
    names.add(job.name);
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;

  /** Claims the job if it is due and nobody holds it: true when this process is to run it. */
  async function claim(job: Job, at: Date): Promise<boolean> {
    await db.query('insert into scheduled_jobs (name, next_run_at) values ($1, $2) on conflict (name) do nothing', [
      job.name,
      at,
    ]);
    const claimed = await db.query<{ name: string }>(
      `update scheduled_jobs
          set next_run_at = $3, lease_until = $4, last_started_at = $2
        where name = (
          select name from scheduled_jobs
           where name = $1 and next_run_at <= $2 and (lease_until is null or lease_until <= $2)
             for update skip locked)
        returning name`,
      [job.name, at, new Date(at.getTime() + job.intervalMs), new Date(at.getTime() + leaseMs)],
    );
    return claimed.length > 0;
  }

  async function runOne(job: Job, at: Date): Promise<void> {
    let failure: string | null = null;
    try {
      await job.run({ db, now: at, logger });
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      logger.error(`The job ${job.name} failed:`, error);
    }
    await db.query(
      'update scheduled_jobs set lease_until = null, last_finished_at = $2, last_error = $3 where name = $1',
      [job.name, now(), failure],
    );
  }

  async function runAllDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      const at = now();
      if (!(await claim(job, at))) continue;
      await runOne(job, at);
      ran.push(job.name);
    }
    return ran;
  }

  const runner: JobRunner = {
    runDue() {
      // One pass at a time in this process; a caller arriving meanwhile shares it.
      running ??= runAllDue().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      if (timer) return;
      const tick = () => {
        runner.runDue().catch((error: unknown) => logger.error('Looking for due jobs failed:', error));
      };
      timer = setInterval(tick, pollMs);
      // Polling alone never keeps the process alive.
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
  return runner;
}
