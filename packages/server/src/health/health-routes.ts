import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';

export function healthHandlers(db: Db): OperationHandlers<'getHealth'> {
  return {
    // A real round trip, so a health check fails when the database does.
    getHealth: async (_c, _input, reply) => {
      await db.query('select 1');
      return reply(200, { status: 200, data: { ok: true, driver: db.driver } });
    },
  };
}
