import type { Db } from '../db/db';
import type { Logger } from '../logger';
import type { SearchCache } from './search-cache';

/** Where migration 0013's triggers announce every change to a table a search answer reads. */
export const SEARCH_ANSWERS_CHANGED = 'search_answers_changed';

/**
 * Keeps `cache` current: every change the database announces clears it, and so does a listening
 * connection coming back (what changed meanwhile was not heard). The cache serves nothing from
 * memory until the database listens for it; if listening fails, it never does, and every search
 * reads the database.
 */
export function invalidateOnChange(db: Db, cache: SearchCache, logger: Logger): void {
  if (!cache.enabled) return;
  const clear = () => cache.invalidate();
  cache.holdUntil(
    db.listen(SEARCH_ANSWERS_CHANGED, clear, { onResume: clear }).catch((error: unknown) => {
      logger.error('Search answers will not be cached: listening for changes failed:', error);
      throw error;
    }),
  );
}
