import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { findPublishedPage, findPublishedPost, listPublishedPages, listPublishedPosts } from './content-queries';

export const CONTENT_NOT_FOUND = 'There is no published page at this address.';

/** The public blog and pages (openapi tag content): published ones only, for anyone. */
export function contentHandlers({
  db,
}: {
  db: Db;
}): OperationHandlers<'listBlogPosts' | 'getBlogPost' | 'listPages' | 'getPage'> {
  return {
    listBlogPosts: async (_c, _input, reply) => reply(200, { status: 200, data: await listPublishedPosts(db) }),

    getBlogPost: async (_c, { params }, reply) => {
      const post = await findPublishedPost(db, params.slug);
      if (!post) return reply.error(404, CONTENT_NOT_FOUND);
      return reply(200, { status: 200, data: post });
    },

    listPages: async (_c, _input, reply) => reply(200, { status: 200, data: await listPublishedPages(db) }),

    getPage: async (_c, { params }, reply) => {
      const page = await findPublishedPage(db, params.slug);
      if (!page) return reply.error(404, CONTENT_NOT_FOUND);
      return reply(200, { status: 200, data: page });
    },
  };
}
