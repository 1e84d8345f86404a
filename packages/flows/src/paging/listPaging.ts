import { ADMIN_PAGE_SIZE, pageRange } from '@injury-assist/domain';

/** The zero-based index of the last page that has rows (0 for an empty list). */
export function lastPage(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(0, Math.ceil(total / size) - 1);
}

/**
 * The page to show once the total is known: a delete or a narrower search can leave the page
 * shown past the end, and then the last page with rows takes its place.
 */
export function clampPage(page: number, total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.min(Math.max(0, page), lastPage(total, size));
}

export type PagerView = {
  /** '1–25 of 312'; '0 of 0' when nothing matches. */
  summary: string;
  hasPrevious: boolean;
  hasNext: boolean;
};

/** What the pager under a list says and offers for `page` of `total` rows. */
export function pagerView(page: number, total: number, size = ADMIN_PAGE_SIZE): PagerView {
  const shown = clampPage(page, total, size);
  const { from } = pageRange(shown, size);
  const summary = total === 0 ? '0 of 0' : `${from + 1}–${Math.min(from + size, total)} of ${total}`;
  return { summary, hasPrevious: shown > 0, hasNext: shown < lastPage(total, size) };
}
