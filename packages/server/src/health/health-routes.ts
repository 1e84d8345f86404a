import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/api-router';

export function healthHandlers(db: Db): OperationHandlers {
  return {
    // A real round trip, so a health check fails when the database does.
    getHealth: async (c) => {
      await db.query('select 1');
      return c.json({ status: 200, data: { ok: true, driver: db.driver } }, 200);
    },
  };
}
