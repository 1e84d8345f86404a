import { expect, it, vi } from 'vitest';
import type { Db } from '../db/db';
import { openPostgresDb } from '../db/postgres-driver';
import { type Logger, silentLogger } from '../logger';
import { describeEachDriver } from '../testing/describe-each-driver';
import { eventually } from '../testing/eventually';
import { testClock } from '../testing/test-clock';
import { createJobRunner, type Job } from './job-runner';

const MINUTE = 60_000;

describeEachDriver(
  'the job runner',
  (t) => {
    /** A job that counts its runs and the times it was given. */
    const countingJob = (name: string, intervalMs = 10 * MINUTE) => {
      const runs: Date[] = [];
      const job: Job = {
        name,
        intervalMs,
        async run({ now }) {
          runs.push(now);
        },
      };
      return { job, runs };
    };

    it('runs a job at once, then again only when its interval has passed on the clock', async () => {
      const clock = testClock(new Date('2031-01-01T00:00:00Z'));
      const { job, runs } = countingJob('every-ten-minutes');
      const runner = createJobRunner({ db: t.db, jobs: [job], now: clock.now, logger: silentLogger });
      expect(await runner.runDue()).toEqual(['every-ten-minutes']);
      expect(await runner.runDue()).toEqual([]);
      clock.advance(10 * MINUTE - 1);
      expect(await runner.runDue()).toEqual([]);
      clock.advance(1);
      expect(await runner.runDue()).toEqual(['every-ten-minutes']);
      expect(runs).toEqual([new Date('2031-01-01T00:00:00Z'), new Date('2031-01-01T00:10:00Z')]);
    });

    it('records a failure in one line, logs it, and keeps the schedule', async () => {
      const clock = testClock(new Date('2031-02-01T00:00:00Z'));
      const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      const failing: Job = {
        name: 'failing',
        intervalMs: MINUTE,
        run: () => Promise.reject(new Error('the mail server is down')),
      };
      const { job: after, runs } = countingJob('after-the-failing-one');
      const runner = createJobRunner({ db: t.db, jobs: [failing, after], now: clock.now, logger });
      expect(await runner.runDue()).toEqual(['failing', 'after-the-failing-one']);
      expect(runs).toHaveLength(1);
      expect(logger.error).toHaveBeenCalledWith('The job failing failed:', expect.any(Error));
      const [row] = await t.db.query<{ last_error: string | null; lease_until: Date | null }>(
        "select last_error, lease_until from scheduled_jobs where name = 'failing'",
      );
      expect(row).toEqual({ last_error: 'the mail server is down', lease_until: null });
      clock.advance(MINUTE);
      expect(await runner.runDue()).toContain('failing');
    });

    it('runs each due job once when several processes look at the same moment', async () => {
      const clock = testClock(new Date('2031-03-01T00:00:00Z'));
      const { job, runs } = countingJob('shared');
      // On PostgreSQL the other processes have their own connections; PGlite has one process.
      const others: Db[] =
        t.driver === 'postgres' ? await Promise.all([openPostgresDb(t.url ?? ''), openPostgresDb(t.url ?? '')]) : [];
      try {
        const runners = [t.db, ...others, t.db].map((db) =>
          createJobRunner({ db, jobs: [job], now: clock.now, logger: silentLogger }),
        );
        for (let round = 0; round < 3; round++) {
          const ran = await Promise.all(runners.map((runner) => runner.runDue()));
          expect(ran.flat(), `round ${round}`).toEqual(['shared']);
          clock.advance(10 * MINUTE);
        }
        expect(runs).toHaveLength(3);
      } finally {
        for (const db of others) await db.close();
      }
    });

    it('leaves a job another process is running alone until its lease runs out', async () => {
      const clock = testClock(new Date('2031-04-01T00:00:00Z'));
      const { job, runs } = countingJob('leased', MINUTE);
      // A process claimed it and died mid-run: the lease (15 minutes) still holds.
      await t.db.query("insert into scheduled_jobs (name, next_run_at, lease_until) values ('leased', $1, $2)", [
        clock.now(),
        new Date(clock.now().getTime() + 15 * MINUTE),
      ]);
      const runner = createJobRunner({ db: t.db, jobs: [job], now: clock.now, logger: silentLogger });
      expect(await runner.runDue()).toEqual([]);
      clock.advance(15 * MINUTE);
      expect(await runner.runDue()).toEqual(['leased']);
      expect(runs).toHaveLength(1);
    });

    it('polls once started, and stops when asked', async () => {
      const { job, runs } = countingJob('polled', 1);
      const runner = createJobRunner({ db: t.db, jobs: [job], logger: silentLogger, pollMs: 5 });
      runner.start();
      await eventually(() => expect(runs.length).toBeGreaterThanOrEqual(2));
      await runner.stop();
      const stoppedAt = runs.length;
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(runs).toHaveLength(stoppedAt);
    });

    it('refuses two jobs with one name', () => {
      const { job } = countingJob('twice');
      expect(() => createJobRunner({ db: t.db, jobs: [job, job], logger: silentLogger })).toThrow(
        'Two jobs are named twice.',
      );
    });
  },
  { prepare: 'migrated' },
);
