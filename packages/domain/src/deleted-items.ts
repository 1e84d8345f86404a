/**
 * A deleted category, service, blog post or CMS page can be restored for this many days (issue 26);
 * the housekeeping job then removes the copy for good (migration 0057).
 */
export const DELETED_ITEM_KEEP_DAYS = 30;

/** The tables whose deletions are kept, and what the Deleted items list calls a row of each. */
export const deletedItemKinds = {
  service_categories: 'Category',
  services: 'Service',
  blogs: 'Blog post',
  cms_pages: 'Page',
} as const;
export type DeletedItemTable = keyof typeof deletedItemKinds;

const DAY_MS = 24 * 60 * 60_000;

/** The last moment an item deleted at `deletedAt` can be restored. */
export const restorableUntil = (deletedAt: Date): Date =>
  new Date(deletedAt.getTime() + DELETED_ITEM_KEEP_DAYS * DAY_MS);
