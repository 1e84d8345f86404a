import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/api-router';
import { errorResponse } from '../http/error-response';
import { findPublishedPage, findPublishedPost, listPublishedPages, listPublishedPosts } from './content-queries';

export const CONTENT_NOT_FOUND = 'There is no published page at this address.';

const slugOf = (input: { params: Record<string, unknown> }) => String(input.params.slug);

/** The public blog and pages (openapi tag content): published ones only, for anyone. */
export function contentHandlers({ db }: { db: Db }): OperationHandlers {
  return {
    listBlogPosts: async (c) => c.json({ status: 200, data: await listPublishedPosts(db) }, 200),

    getBlogPost: async (c, input) => {
      const post = await findPublishedPost(db, slugOf(input));
      if (!post) return errorResponse(c, 404, CONTENT_NOT_FOUND);
      return c.json({ status: 200, data: post }, 200);
    },

    listPages: async (c) => c.json({ status: 200, data: await listPublishedPages(db) }, 200),

    getPage: async (c, input) => {
      const page = await findPublishedPage(db, slugOf(input));
      if (!page) return errorResponse(c, 404, CONTENT_NOT_FOUND);
      return c.json({ status: 200, data: page }, 200);
    },
  };
}
