import { invalidate } from '../search/search-cache';

/**
 * After a committed change to what a search answer shows (a profile, hours, services, privacy, a
 * rating): this process's cached answers are dropped, so the next search reads the database.
 */
export function searchAnswersChanged(): void {
  invalidate();
}
