import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';

/** How long the readiness probe waits for the database. */
export const READINESS_LIMIT_MS = 1000;

export const NOT_READY_MESSAGE = 'The database did not answer within 1 second.';

export function healthHandlers(db: Db): OperationHandlers<'getHealth' | 'getReadiness'> {
  // Probes arriving while the database is slow share one query rather than queueing more.
  let probe: Promise<boolean> | undefined;
  const databaseAnswers = (): Promise<boolean> => {
    probe ??= db
      .query('select 1')
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        probe = undefined;
      });
    return probe;
  };

  return {
    // Liveness: a real round trip, so a health check fails when the database does.
    getHealth: async (_c, _input, reply) => {
      await db.query('select 1');
      return reply(200, { status: 200, data: { ok: true, driver: db.driver } });
    },
    // Readiness: answers within the limit whatever the database does.
    getReadiness: async (_c, _input, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), READINESS_LIMIT_MS);
      });
      const answered = await Promise.race([databaseAnswers(), late]);
      clearTimeout(timer);
      if (!answered) return reply.error(503, NOT_READY_MESSAGE);
      return reply(200, { status: 200, data: { ok: true, driver: db.driver } });
    },
  };
}
