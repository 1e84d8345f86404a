import type { Db } from '../db/db';

/**
 * A Db for HTTP tests that are about routing, validation and headers rather than data:
 * every query answers no rows unless `query` is replaced (e.g. to make it fail).
 */
export function stubDb(overrides: Partial<Db> = {}): Db {
  const db: Db = {
    driver: 'pglite',
    query: async () => [],
    exec: async () => undefined,
    transaction: (fn) => fn(db),
    listen: async () => async () => undefined,
    close: async () => undefined,
    ...overrides,
  };
  return db;
}
